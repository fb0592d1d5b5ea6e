// POST /api/integrations/days_off/pushes/{id}/pass2faCredentials – {code2fa, integration_username?, version?} answer the portal's second factor for a month push: its own pusher (payroll.push) or an integration admin; 409 if someone acted first
import { route } from "@/lib/api/route";
import { ZPushPassCodeInput } from "@/lib/payroll/payroll.types";
import { passPushCode } from "@/lib/payroll/push-second-factor";

export const POST = route({ input: ZPushPassCodeInput, permission: "payroll.push" }, passPushCode);
