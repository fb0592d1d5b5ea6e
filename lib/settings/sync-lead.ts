// Sends the company's lead data to the sales CRM (POST /admin/group/syncLead). The request records when
// and queues a background job (lib/settings/run-lead-sync.ts) so the CRM's speed or downtime never holds
// up the admin; the job is enqueued after the transaction (see lib/jobs/queue.ts).
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { enqueue, QUEUES } from "@/lib/jobs/queue";

export async function syncLead(ctx: RequestContext) {
  const now = new Date();
  const previous = await db.group.findUniqueOrThrow({ where: { id: ctx.group.id }, select: { leadSyncedAt: true } });
  await db.$transaction(async (tx) => {
    await tx.group.update({ where: { id: ctx.group.id }, data: { leadSyncedAt: now } });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "group_lead_sync",
      objectId: ctx.group.id,
      before: { lead_synced_at: previous.leadSyncedAt?.toISOString() ?? null },
      after: { lead_synced_at: now.toISOString() },
    });
  });
  const jobId = await enqueue(QUEUES.leadSync, { group_id: ctx.group.id });
  return { data: { lead_synced_at: now.toISOString(), queued: jobId !== null } };
}
