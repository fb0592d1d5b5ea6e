// POST /api/integrations/unemployment/add – add one of the Belgian temporary unemployment days for a person and month
import { route } from "@/lib/api/route";
import { addMonthEntries } from "@/lib/payroll/add-month-entries";
import { UNEMPLOYMENT_KIND } from "@/lib/payroll/entry-kinds";
import { ZUnemploymentFields } from "@/lib/payroll/payroll.types";

export const POST = route({ input: ZUnemploymentFields, permission: "payroll.write" }, (ctx, input) =>
  addMonthEntries(ctx, UNEMPLOYMENT_KIND, [input], true),
);
