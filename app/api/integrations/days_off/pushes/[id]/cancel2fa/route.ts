// POST /api/integrations/days_off/pushes/{id}/cancel2fa – {version?} call off a month push that waits for a second-factor code: its own pusher (payroll.push) or an integration admin; 409 if someone acted first
import { route } from "@/lib/api/route";
import { ZPushCancelCodeInput } from "@/lib/payroll/payroll.types";
import { cancelPushCode } from "@/lib/payroll/push-second-factor";

export const POST = route({ input: ZPushCancelCodeInput, permission: "payroll.push" }, cancelPushCode);
