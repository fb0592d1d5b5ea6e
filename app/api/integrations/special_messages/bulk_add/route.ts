// POST /api/integrations/special_messages/bulk_add – add special messages for many people at once {entries: [...]}
import { route } from "@/lib/api/route";
import { addMonthEntries } from "@/lib/payroll/add-month-entries";
import { SPECIAL_MESSAGE_KIND } from "@/lib/payroll/entry-kinds";
import { ZSpecialMessageFields, zBulk } from "@/lib/payroll/payroll.types";

export const POST = route(
  { input: zBulk(ZSpecialMessageFields), permission: "payroll.write", maxBodyBytes: 1_000_000 },
  (ctx, input) => addMonthEntries(ctx, SPECIAL_MESSAGE_KIND, input.entries),
);
