// POST /api/integrations/unemployment/[id]/edit – change one of the Belgian temporary unemployment days (all fields, as on add)
import { route } from "@/lib/api/route";
import { editMonthEntry } from "@/lib/payroll/edit-month-entry";
import { UNEMPLOYMENT_KIND } from "@/lib/payroll/entry-kinds";
import { ZUnemploymentEdit } from "@/lib/payroll/payroll.types";

export const POST = route({ input: ZUnemploymentEdit, permission: "payroll.write" }, (ctx, input) =>
  editMonthEntry(ctx, UNEMPLOYMENT_KIND, input),
);
