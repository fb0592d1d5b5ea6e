// Moves a command to a new status if, and only if, it is still at the version the mover read: the
// optimistic lock that makes two people acting on one command end with one winner (the other gets 409).
// Each move writes a history entry and tells the company's integration admins over realtime.
import { membersWith } from "@/lib/users/find-members-with";
import { db } from "@/lib/db/client";
import { Prisma, type IntegrationCommand } from "@/lib/db/generated/client";
import { failureDetailOf } from "./command-failure";
import { publishToUser } from "@/lib/realtime/publish";
import { canMove, type CommandStatus } from "./command-states";
import { commandJson } from "./command-json";
import { syncPushWithCommand } from "@/lib/payroll/push-status-sync";

export const COMMAND_EVENT = "integration-command";

export type CommandMove = {
  to: CommandStatus;
  message?: string | null;
  /** The person who caused the move; null when the job moved it. */
  actorUserId?: string | null;
  data?: Omit<Prisma.IntegrationCommandUpdateManyMutationInput, "status" | "version">;
  /** Written in the same transaction as the move: its audit row, and what else changes with it. */
  alsoInTx?: (tx: Prisma.TransactionClient) => Promise<unknown>;
};

/** The moved command, or null when someone else moved it first (or the move is not allowed). */
export async function moveCommand(current: IntegrationCommand, move: CommandMove): Promise<IntegrationCommand | null> {
  if (!canMove(current.status, move.to)) return null;
  const moved = await db.$transaction(async (tx) => {
    const { count } = await tx.integrationCommand.updateMany({
      where: { id: current.id, version: current.version, status: current.status },
      data: { ...move.data, status: move.to, version: { increment: 1 } },
    });
    if (count === 0) return null;
    await tx.integrationCommandHistory.create({
      data: {
        groupId: current.groupId,
        commandId: current.id,
        status: move.to,
        message: move.message ?? null,
        // A failing move's code and values: the history line reads in the reader's language.
        detail: (failureDetailOf(move.data?.errorDetail) as Prisma.InputJsonValue | null) ?? Prisma.DbNull,
        actorUserId: move.actorUserId ?? null,
      },
    });
    await syncPushWithCommand(tx, current, move.to);
    await move.alsoInTx?.(tx);
    return tx.integrationCommand.findUniqueOrThrow({ where: { id: current.id } });
  });
  if (moved) await announce(moved);
  return moved;
}

/** Pushes the command's new status to every admin who follows the company's integrations, and a month
 * push's also to everyone who follows the payroll month (its screen shows the push live). */
export async function announce(command: IntegrationCommand): Promise<void> {
  const [watchers, monthWatchers] = await Promise.all([
    membersWith(command.groupId, "integrations.read"),
    command.kind === "push_month" ? membersWith(command.groupId, "payroll.read") : [],
  ]);
  const userIds = new Set([command.actorUserId, ...watchers, ...monthWatchers]);
  const payload = { group_id: command.groupId, command: commandJson(command) };
  await Promise.all([...userIds].map((id) => publishToUser(id, COMMAND_EVENT, payload)));
}
