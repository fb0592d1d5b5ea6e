// POST /api/integrations/days_off/push – send a payroll month to the provider as a command {year, month, integration_id, employee_ids?, confirm_retry_push, payout_date?, messageForPayroll?}
import { route } from "@/lib/api/route";
import { ZPushMonthInput } from "@/lib/payroll/payroll.types";
import { pushMonth } from "@/lib/payroll/push-month";

export const POST = route({ input: ZPushMonthInput, permission: "payroll.push" }, pushMonth);
