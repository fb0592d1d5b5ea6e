// Creates a command for an integration and puts it on the job queue. The command row, its first history
// entry and the audit row land together; the queue is told after the transaction (lib/jobs/queue.ts: never
// enqueue inside one). A queue that cannot take it leaves the command failed, so it can be retried.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { IntegrationCommand, IntegrationCommandKind, Prisma } from "@/lib/db/generated/client";
import { enqueue, QUEUES } from "@/lib/jobs/queue";
import { FAILURES } from "./command-failure";
import { announce } from "./move-command";

type Tx = Prisma.TransactionClient;

/** Inside the caller's transaction: the command row, its history and audit. Enqueue it with `queueCommand` after. */
export async function createCommand(
  tx: Tx,
  ctx: RequestContext,
  integrationId: number,
  kind: IntegrationCommandKind,
  payload: Record<string, unknown> = {},
): Promise<IntegrationCommand> {
  const command = await tx.integrationCommand.create({
    data: {
      groupId: ctx.group.id,
      integrationId,
      kind,
      payload: payload as Prisma.InputJsonValue,
      actorUserId: ctx.user.id,
      impersonatorUserId: ctx.impersonatorUserId,
    },
  });
  await tx.integrationCommandHistory.create({
    data: { groupId: ctx.group.id, commandId: command.id, status: "queued", actorUserId: ctx.user.id },
  });
  await recordAudit(tx, ctx, {
    action: "integration_command",
    objectType: "integration_command",
    objectId: command.id,
    after: { integration_id: integrationId, kind, status: "queued" },
  });
  return command;
}

export async function queueCommand(command: IntegrationCommand): Promise<void> {
  try {
    await enqueue(QUEUES.integrationCommand, { command_id: command.id }, { retryLimit: 0 });
  } catch (error) {
    console.error("[integrations] enqueue failed", error instanceof Error ? error.message : error);
    const failed = await db.integrationCommand.update({
      where: { id: command.id },
      data: {
        status: "failed",
        errorReason: FAILURES.queueUnavailable.reason,
        errorDetail: { code: FAILURES.queueUnavailable.code, values: {} },
        version: { increment: 1 },
      },
    });
    await db.integrationCommandHistory.create({
      data: {
        groupId: command.groupId,
        commandId: command.id,
        status: "failed",
        message: failed.errorReason,
        detail: { code: FAILURES.queueUnavailable.code, values: {} },
      },
    });
    throw new AppError("unavailable", "Commands cannot start right now; try again in a moment");
  }
  await announce(command);
}
