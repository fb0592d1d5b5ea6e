// POST /api/integrations/advances/[id]/delete – remove one of the advances
import { route } from "@/lib/api/route";
import { deleteMonthEntry } from "@/lib/payroll/edit-month-entry";
import { ADVANCE_KIND } from "@/lib/payroll/entry-kinds";
import { ZEntryId } from "@/lib/payroll/payroll.types";

export const POST = route({ input: ZEntryId, permission: "advances.write" }, (ctx, input) =>
  deleteMonthEntry(ctx, ADVANCE_KIND, input),
);
