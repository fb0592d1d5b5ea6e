// Creates one notification per recipient and tells each recipient's browsers at once over realtime (and
// web push where they subscribed). Called by the modules whose events cause notifications (leave, people,
// exports). Not a request-scoped use case: jobs call it too, so it takes the group id, not a context.
import type { Prisma } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
import { publishToUser } from "@/lib/realtime/publish";
import { REALTIME_EVENTS, type NotificationType } from "./notification-types";
import { sendWebPush } from "./web-push";

export type NewNotifications = {
  groupId: number;
  userIds: string[];
  type: NotificationType;
  sender?: { userId: string; name: string } | null;
  relatedEmployee?: { id: number; name: string } | null;
  targetUrl?: string | null;
  params?: Record<string, string | number>;
  progress?: number | null;
  exportJobId?: number | null;
};

export async function createNotifications(input: NewNotifications): Promise<number[]> {
  const userIds = [...new Set(input.userIds)].filter(
    (id) => id !== input.sender?.userId || input.type.startsWith("export_"),
  );
  if (userIds.length === 0) return [];
  const rows = await db.notification.createManyAndReturn({
    data: userIds.map((userId) => ({
      groupId: input.groupId,
      userId,
      type: input.type,
      senderUserId: input.sender?.userId ?? null,
      senderName: input.sender?.name ?? null,
      relatedEmployeeId: input.relatedEmployee?.id ?? null,
      relatedEmployeeName: input.relatedEmployee?.name ?? null,
      targetUrl: input.targetUrl ?? null,
      params: (input.params ?? {}) as Prisma.InputJsonValue,
      progress: input.progress ?? null,
      exportJobId: input.exportJobId ?? null,
    })),
    select: { id: true, userId: true },
  });
  await Promise.all(
    rows.map((row) =>
      publishToUser(row.userId, REALTIME_EVENTS.notification, {
        group_id: input.groupId,
        notification_id: row.id,
        type: input.type,
      }),
    ),
  );
  if (!input.type.startsWith("export_"))
    await sendWebPush(
      rows.map((r) => r.userId),
      input.groupId,
    );
  return rows.map((r) => r.id);
}

/** The enabled users of a group with the given memberships. */
export async function usersOfMemberships(groupId: number, membershipIds: number[]): Promise<string[]> {
  if (membershipIds.length === 0) return [];
  const rows = await db.membership.findMany({
    where: { groupId, id: { in: membershipIds }, status: "enabled" },
    select: { userId: true },
  });
  return rows.map((r) => r.userId);
}
