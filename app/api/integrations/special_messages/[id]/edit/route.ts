// POST /api/integrations/special_messages/[id]/edit – change one of the special messages (all fields, as on add)
import { route } from "@/lib/api/route";
import { editMonthEntry } from "@/lib/payroll/edit-month-entry";
import { SPECIAL_MESSAGE_KIND } from "@/lib/payroll/entry-kinds";
import { ZSpecialMessageEdit } from "@/lib/payroll/payroll.types";

export const POST = route({ input: ZSpecialMessageEdit, permission: "payroll.write" }, (ctx, input) =>
  editMonthEntry(ctx, SPECIAL_MESSAGE_KIND, input),
);
