// POST /api/integrations/special_messages/add – add one of the special messages for a person and month
import { route } from "@/lib/api/route";
import { addMonthEntries } from "@/lib/payroll/add-month-entries";
import { SPECIAL_MESSAGE_KIND } from "@/lib/payroll/entry-kinds";
import { ZSpecialMessageFields } from "@/lib/payroll/payroll.types";

export const POST = route({ input: ZSpecialMessageFields, permission: "payroll.write" }, (ctx, input) =>
  addMonthEntries(ctx, SPECIAL_MESSAGE_KIND, [input], true),
);
