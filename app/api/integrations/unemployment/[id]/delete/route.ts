// POST /api/integrations/unemployment/[id]/delete – remove one of the Belgian temporary unemployment days
import { route } from "@/lib/api/route";
import { deleteMonthEntry } from "@/lib/payroll/edit-month-entry";
import { UNEMPLOYMENT_KIND } from "@/lib/payroll/entry-kinds";
import { ZEntryId } from "@/lib/payroll/payroll.types";

export const POST = route({ input: ZEntryId, permission: "payroll.write" }, (ctx, input) =>
  deleteMonthEntry(ctx, UNEMPLOYMENT_KIND, input),
);
