// POST /api/integrations/advances/[id]/edit – change one of the advances (all fields, as on add)
import { route } from "@/lib/api/route";
import { editMonthEntry } from "@/lib/payroll/edit-month-entry";
import { ADVANCE_KIND } from "@/lib/payroll/entry-kinds";
import { ZAdvanceEdit } from "@/lib/payroll/payroll.types";

export const POST = route({ input: ZAdvanceEdit, permission: "advances.write" }, (ctx, input) =>
  editMonthEntry(ctx, ADVANCE_KIND, input),
);
