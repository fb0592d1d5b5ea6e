// POST /api/integrations/special_messages/[id]/delete – remove one of the special messages
import { route } from "@/lib/api/route";
import { deleteMonthEntry } from "@/lib/payroll/edit-month-entry";
import { SPECIAL_MESSAGE_KIND } from "@/lib/payroll/entry-kinds";
import { ZEntryId } from "@/lib/payroll/payroll.types";

export const POST = route({ input: ZEntryId, permission: "payroll.write" }, (ctx, input) =>
  deleteMonthEntry(ctx, SPECIAL_MESSAGE_KIND, input),
);
