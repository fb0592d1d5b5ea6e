// POST /api/integrations/one_off_wage_components/[id]/edit – change one of the one-off wage components (all fields, as on add)
import { route } from "@/lib/api/route";
import { editMonthEntry } from "@/lib/payroll/edit-month-entry";
import { ONE_OFF_KIND } from "@/lib/payroll/entry-kinds";
import { ZOneOffEdit } from "@/lib/payroll/payroll.types";

export const POST = route({ input: ZOneOffEdit, permission: "payroll.write" }, (ctx, input) =>
  editMonthEntry(ctx, ONE_OFF_KIND, input),
);
