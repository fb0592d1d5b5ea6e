// POST /api/integrations/days_off/pushes/{id}/retry – {version?, confirm_retry_push?} run a failed month push again: its own pusher (payroll.push) or an integration admin; 409 if someone acted first
import { route } from "@/lib/api/route";
import { ZPushRetryInput } from "@/lib/payroll/payroll.types";
import { retryMonthPush } from "@/lib/payroll/retry-month-push";

export const POST = route({ input: ZPushRetryInput, permission: "payroll.push" }, retryMonthPush);
