// POST /api/integrations/days_off/pushes/{id}/retry: runs a failed month push again. The HR user who pushed
// may retry their own push (payroll.push), an integration admin any (integrations.manage); anyone else
// gets 403. Like a new push, it is a 409 while another push of the month runs, and needs confirm_retry_push
// when the month was pushed since. The push goes back to queued with its command, in the command's move transaction, and both the
// command move and the push's retry are audited with the real actor.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { retryCommand } from "@/lib/integrations/command-actions";
import { mayRetryPush } from "./list-month-pushes";
import { assertMonthPushable } from "./month-push-checks";
import type { TPushRetryInput } from "./payroll.types";

export async function retryMonthPush(ctx: RequestContext, input: TPushRetryInput) {
  const push = await db.payrollMonthPush.findFirst({ where: { id: input.id, groupId: ctx.group.id } });
  if (!push || push.commandId === null) throw AppError.notFound("Push");
  if (!mayRetryPush(ctx, push)) throw AppError.forbidden();
  const month = { groupId: push.groupId, integrationId: push.integrationId, year: push.year, month: push.month };
  return retryCommand(ctx, { id: push.commandId, version: input.version }, async (tx) => {
    // The same checks as a new push: another push of the month running, or the month pushed since.
    await assertMonthPushable(tx, month, !!input.confirm_retry_push, push.id);
    await tx.payrollMonthPush.update({
      where: { id: push.id },
      data: { status: "queued", errorReason: null, finishedAt: null },
    });
    await recordAudit(tx, ctx, {
      action: "payroll_month_push_retry",
      objectType: "payroll_month_push",
      objectId: push.id,
      before: { status: push.status },
      after: { status: "queued", year: push.year, month: push.month, command_id: push.commandId },
    });
  });
}
