// GET /api/integrations/one_off_wage_components/list?year&month – the month's one-off wage components of the people the caller sees
import { route } from "@/lib/api/route";
import { ONE_OFF_KIND } from "@/lib/payroll/entry-kinds";
import { listMonthEntries } from "@/lib/payroll/list-month-entries";
import { ZMonthQuery } from "@/lib/payroll/payroll.types";

export const GET = route({ input: ZMonthQuery, permission: "payroll.read" }, (ctx, input) =>
  listMonthEntries(ctx, ONE_OFF_KIND, input),
);
