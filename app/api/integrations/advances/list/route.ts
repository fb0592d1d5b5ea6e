// GET /api/integrations/advances/list?year&month – the month's advances of the people the caller sees
import { route } from "@/lib/api/route";
import { ADVANCE_KIND } from "@/lib/payroll/entry-kinds";
import { listMonthEntries } from "@/lib/payroll/list-month-entries";
import { ZMonthQuery } from "@/lib/payroll/payroll.types";

export const GET = route({ input: ZMonthQuery, permission: "advances.read" }, (ctx, input) =>
  listMonthEntries(ctx, ADVANCE_KIND, input),
);
