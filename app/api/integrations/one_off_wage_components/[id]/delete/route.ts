// POST /api/integrations/one_off_wage_components/[id]/delete – remove one of the one-off wage components
import { route } from "@/lib/api/route";
import { deleteMonthEntry } from "@/lib/payroll/edit-month-entry";
import { ONE_OFF_KIND } from "@/lib/payroll/entry-kinds";
import { ZEntryId } from "@/lib/payroll/payroll.types";

export const POST = route({ input: ZEntryId, permission: "payroll.write" }, (ctx, input) =>
  deleteMonthEntry(ctx, ONE_OFF_KIND, input),
);
