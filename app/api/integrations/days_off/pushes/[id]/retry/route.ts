// POST /api/integrations/days_off/pushes/{id}/retry – {version?} run a failed month push again: its own pusher (payroll.push) or an integration admin; 409 if someone acted first
import { route } from "@/lib/api/route";
import { ZRetryInput } from "@/lib/integrations/integrations.types";
import { retryMonthPush } from "@/lib/payroll/retry-month-push";

export const POST = route({ input: ZRetryInput, permission: "payroll.push" }, retryMonthPush);
