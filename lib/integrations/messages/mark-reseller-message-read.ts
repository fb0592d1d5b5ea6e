// Marks a message read for the company (one admin reading it is enough: it is a notice to the company).
// Marking an already read message again changes nothing and writes no audit row.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { resellerMessageJson } from "./reseller-message-json";
import type { TResellerMessageIdParam } from "./reseller-messages.types";

export async function markResellerMessageRead(ctx: RequestContext, input: TResellerMessageIdParam) {
  const message = await db.$transaction(async (tx) => {
    const found = await tx.resellerMessage.findFirst({ where: { id: input.id, groupId: ctx.group.id } });
    if (!found) throw AppError.notFound("Message");
    if (found.readAt) return found;
    // Only an unread row is updated: of two admins at once, one writes the audit row.
    const { count } = await tx.resellerMessage.updateMany({
      where: { id: found.id, readAt: null },
      data: { readAt: new Date(), readByUserId: ctx.user.id },
    });
    const updated = await tx.resellerMessage.findUniqueOrThrow({ where: { id: found.id } });
    if (count === 1) {
      await recordAudit(tx, ctx, {
        action: "update",
        objectType: "reseller_message",
        objectId: found.id,
        before: { read: false },
        after: { read: true },
      });
    }
    return updated;
  });
  return { message: resellerMessageJson(message) };
}
