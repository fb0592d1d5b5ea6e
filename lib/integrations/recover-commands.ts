// Only the job moves a command out of `running`, and its job is never retried by the queue (retryLimit 0):
// a crash or redeploy mid-command would leave it `running` for ever and its integration pending. A command
// still running after the queue's job expiry was interrupted: it is failed (version lock, history, audit,
// as every move) with a reason that says to retry. The workers do it when they start, and a retry does it
// for the one command it is asked about.
import { db } from "@/lib/db/client";
import type { IntegrationCommand } from "@/lib/db/generated/client";
import { JOB_EXPIRE_SECONDS } from "@/lib/jobs/queue";
import { FAILURES } from "./command-failure";
import { moveCommand } from "./move-command";

export const INTERRUPTED_REASON = FAILURES.interrupted.reason;

const staleBefore = (now: Date) => new Date(now.getTime() - JOB_EXPIRE_SECONDS * 1000);

export function isInterrupted(command: IntegrationCommand, now = new Date()): boolean {
  return command.status === "running" && command.startedAt !== null && command.startedAt < staleBefore(now);
}

/** Fails the command if it was interrupted; the moved command, or null (not interrupted, or moved meanwhile). */
export async function failInterrupted(command: IntegrationCommand): Promise<IntegrationCommand | null> {
  if (!isInterrupted(command)) return null;
  return moveCommand(command, {
    to: "failed",
    message: INTERRUPTED_REASON,
    data: {
      errorReason: INTERRUPTED_REASON,
      errorDetail: { code: FAILURES.interrupted.code, values: {} },
      finishedAt: new Date(),
      providerStateEnc: null,
    },
    alsoInTx: (tx) =>
      tx.auditLog.create({
        data: {
          groupId: command.groupId,
          actorUserId: command.actorUserId,
          impersonatorUserId: command.impersonatorUserId,
          action: "integration_command_outcome",
          objectType: "integration_command",
          objectId: String(command.id),
          changes: { status: { from: "running", to: "failed" }, reason: { from: null, to: INTERRUPTED_REASON } },
        },
      }),
  });
}

/** Every interrupted command, of every company; the number failed. */
export async function recoverInterruptedCommands(now = new Date()): Promise<number> {
  const stuck = await db.integrationCommand.findMany({
    where: { status: "running", startedAt: { lt: staleBefore(now) } },
  });
  let failed = 0;
  for (const command of stuck) if (await failInterrupted(command)) failed += 1;
  return failed;
}
