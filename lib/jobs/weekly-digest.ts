// The weekly digest mail (the user's weekly_digest setting): every Monday at 07:00 Brussels time, each
// user who turned it on gets, per company where something waits for them, the number of notifications of
// the past week they have not seen and the requests waiting for their decision. Nothing to tell: no mail.
import type { PgBoss } from "pg-boss";
import { appLink } from "@/lib/config/app-url";
import { db } from "@/lib/db/client";
import { inboxPendingCount } from "@/lib/inbox/pending-count";
import { composeMail, mailLocale } from "@/lib/mail/compose-mail";
import { sendMail } from "@/lib/mail/send-mail";
import { contextForJob } from "./job-context";
import { QUEUES } from "./queue";

export const WEEKLY_DIGEST_CRON = "0 7 * * 1";

export async function scheduleWeeklyDigest(boss: PgBoss): Promise<void> {
  await boss.schedule(QUEUES.weeklyDigest, WEEKLY_DIGEST_CRON, null, { tz: "Europe/Brussels" });
}

export async function sendWeeklyDigests(now = new Date()): Promise<{ sent: number }> {
  const since = new Date(now.getTime() - 7 * 24 * 3600 * 1000);
  const users = await db.user.findMany({
    where: { weeklyDigest: true, memberships: { some: { status: "enabled" } } },
    select: {
      id: true,
      email: true,
      name: true,
      language: true,
      memberships: { where: { status: "enabled" }, select: { groupId: true, group: { select: { name: true } } } },
    },
  });
  let sent = 0;
  for (const user of users) {
    for (const membership of user.memberships) {
      const ctx = await contextForJob(user.id, membership.groupId);
      if (!ctx) continue;
      const [unseen, pending] = await Promise.all([
        db.notification.count({
          where: { userId: user.id, groupId: membership.groupId, isSeen: false, createdAt: { gte: since } },
        }),
        inboxPendingCount(ctx).then((r) => r.total),
      ]);
      if (unseen === 0 && pending === 0) continue;
      await sendMail(
        composeMail({
          kind: "weeklyDigest",
          to: user.email,
          locale: mailLocale(user.language),
          values: { name: user.name, group: membership.group.name, unseen, pending },
          link: appLink("/notifications"),
        }),
      );
      sent += 1;
    }
  }
  return { sent };
}
