// POST /api/integrations/advances/add – add one of the advances for a person and month
import { route } from "@/lib/api/route";
import { addMonthEntries } from "@/lib/payroll/add-month-entries";
import { ADVANCE_KIND } from "@/lib/payroll/entry-kinds";
import { ZAdvanceFields } from "@/lib/payroll/payroll.types";

export const POST = route({ input: ZAdvanceFields, permission: "advances.write" }, (ctx, input) =>
  addMonthEntries(ctx, ADVANCE_KIND, [input], true),
);
