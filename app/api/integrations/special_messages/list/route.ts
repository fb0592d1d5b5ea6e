// GET /api/integrations/special_messages/list?year&month – the month's special messages of the people the caller sees
import { route } from "@/lib/api/route";
import { SPECIAL_MESSAGE_KIND } from "@/lib/payroll/entry-kinds";
import { listMonthEntries } from "@/lib/payroll/list-month-entries";
import { ZMonthQuery } from "@/lib/payroll/payroll.types";

export const GET = route({ input: ZMonthQuery, permission: "payroll.read" }, (ctx, input) =>
  listMonthEntries(ctx, SPECIAL_MESSAGE_KIND, input),
);
