// POST /api/integrations/advances/bulk_add – add advances for many people at once {entries: [...]}
import { route } from "@/lib/api/route";
import { addMonthEntries } from "@/lib/payroll/add-month-entries";
import { ADVANCE_KIND } from "@/lib/payroll/entry-kinds";
import { ZAdvanceFields, zBulk } from "@/lib/payroll/payroll.types";

export const POST = route(
  { input: zBulk(ZAdvanceFields), permission: "advances.write", maxBodyBytes: 1_000_000 },
  (ctx, input) => addMonthEntries(ctx, ADVANCE_KIND, input.entries),
);
