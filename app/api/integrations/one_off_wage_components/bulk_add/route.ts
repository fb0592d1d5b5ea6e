// POST /api/integrations/one_off_wage_components/bulk_add – add one-off wage components for many people at once {entries: [...]}
import { route } from "@/lib/api/route";
import { addMonthEntries } from "@/lib/payroll/add-month-entries";
import { ONE_OFF_KIND } from "@/lib/payroll/entry-kinds";
import { ZOneOffFields, zBulk } from "@/lib/payroll/payroll.types";

export const POST = route(
  { input: zBulk(ZOneOffFields), permission: "payroll.write", maxBodyBytes: 1_000_000 },
  (ctx, input) => addMonthEntries(ctx, ONE_OFF_KIND, input.entries),
);
