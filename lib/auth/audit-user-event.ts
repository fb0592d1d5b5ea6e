// Audit rows for changes a user makes to their own account outside a signed-in request (reset password,
// confirm a new email, accept an invitation). The audit log is per group, so the row is written in each
// group the user is enabled in (or the groups given), with the user as the actor.
import type { Prisma } from "@/lib/db/generated/client";
import type { DbTransaction } from "@/lib/db/client";
import { diffFields } from "@/lib/audit/record-audit";

type Snapshot = Record<string, unknown> | null | undefined;

export async function auditUserEvent(
  tx: DbTransaction,
  entry: {
    userId: string;
    action: string;
    before?: Snapshot;
    after?: Snapshot;
    groupIds?: number[];
    /** Defaults to the user themselves. */
    object?: { type: string; id: string | number };
  },
): Promise<void> {
  const groupIds =
    entry.groupIds ??
    (
      await tx.membership.findMany({ where: { userId: entry.userId, status: "enabled" }, select: { groupId: true } })
    ).map((m) => m.groupId);
  const changes = diffFields(entry.before, entry.after) as Prisma.InputJsonValue;
  for (const groupId of groupIds) {
    await tx.auditLog.create({
      data: {
        groupId,
        actorUserId: entry.userId,
        action: entry.action,
        objectType: entry.object?.type ?? "user",
        objectId: String(entry.object?.id ?? entry.userId),
        changes,
      },
    });
  }
}
