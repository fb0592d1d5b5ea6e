// GET /api/integrations/unemployment/list?year&month – the month's Belgian temporary unemployment days of the people the caller sees
import { route } from "@/lib/api/route";
import { UNEMPLOYMENT_KIND } from "@/lib/payroll/entry-kinds";
import { listMonthEntries } from "@/lib/payroll/list-month-entries";
import { ZMonthQuery } from "@/lib/payroll/payroll.types";

export const GET = route({ input: ZMonthQuery, permission: "payroll.read" }, (ctx, input) =>
  listMonthEntries(ctx, UNEMPLOYMENT_KIND, input),
);
