// A month push's second factor on /payroll: the portal asked the push's command for a code. Whoever may
// retry the push (the HR user who pushed it, with payroll.push, or an integration admin) answers it or calls
// it off here, without the integrations screen (admins only). The command's own 2fa use cases do the work,
// so the checks (challenge open, 6 digits, username when asked, one of two people wins: 409) and the audit
// with the real actor are the same as there.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { cancelSecondFactor, passSecondFactorCode } from "@/lib/integrations/command-actions";
import { mayRetryPush } from "./list-month-pushes";
import type { TPushCancelCodeInput, TPushPassCodeInput } from "./payroll.types";

async function pushCommandId(ctx: RequestContext, id: number): Promise<number> {
  const push = await db.payrollMonthPush.findFirst({ where: { id, groupId: ctx.group.id } });
  if (!push || push.commandId === null) throw AppError.notFound("Push");
  if (!mayRetryPush(ctx, push)) throw AppError.forbidden();
  return push.commandId;
}

export async function passPushCode(ctx: RequestContext, input: TPushPassCodeInput) {
  const { id, ...answer } = input;
  return passSecondFactorCode(ctx, { ...answer, command: await pushCommandId(ctx, id) });
}

export async function cancelPushCode(ctx: RequestContext, input: TPushCancelCodeInput) {
  return cancelSecondFactor(ctx, { version: input.version, command: await pushCommandId(ctx, input.id) });
}
