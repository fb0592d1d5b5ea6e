// POST /api/integrations/one_off_wage_components/add – add one of the one-off wage components for a person and month
import { route } from "@/lib/api/route";
import { addMonthEntries } from "@/lib/payroll/add-month-entries";
import { ONE_OFF_KIND } from "@/lib/payroll/entry-kinds";
import { ZOneOffFields } from "@/lib/payroll/payroll.types";

export const POST = route({ input: ZOneOffFields, permission: "payroll.write" }, (ctx, input) =>
  addMonthEntries(ctx, ONE_OFF_KIND, [input], true),
);
