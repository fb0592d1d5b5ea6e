// A reseller's user leaves a message for one of the reseller's client companies. Who may: a user listed in
// ResellerUser for the reseller the company belongs to (groups.reseller_id), whichever account they are
// signed in to; they need not be a member of the client. Any other company, or a caller who speaks for no
// reseller of it, answers 404 (the caller learns nothing of companies that are not their clients). The
// audit row is written in the client company (its admins see who wrote to them), with the real actor.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { notifyResellerMessages } from "./notify-reseller-message";
import { resellerMessageJson } from "./reseller-message-json";
import type { TPostResellerMessageInput } from "./reseller-messages.types";

export async function postResellerMessage(ctx: RequestContext, input: TPostResellerMessageInput) {
  // A session pinned to one company (an impersonation, a company's own SSO) acts in that company only.
  if (ctx.impersonatorUserId !== null || ctx.boundGroupId !== null) throw AppError.notFound("Company");
  const client = await db.group.findFirst({
    where: { id: input.group_id, reseller: { users: { some: { userId: ctx.user.id } } } },
    select: { id: true, resellerId: true, reseller: { select: { name: true } } },
  });
  if (!client || client.resellerId === null) throw AppError.notFound("Company");
  const authorName = `${ctx.user.name || ctx.user.email} (${client.reseller!.name})`;
  const message = await db.$transaction(async (tx) => {
    const created = await tx.resellerMessage.create({
      data: {
        groupId: client.id,
        source: "reseller",
        resellerId: client.resellerId,
        authorUserId: ctx.user.id,
        authorName,
        subject: input.subject,
        body: input.body,
      },
    });
    await tx.auditLog.create({
      data: {
        groupId: client.id,
        actorUserId: ctx.user.id,
        impersonatorUserId: ctx.impersonatorUserId,
        action: "create",
        objectType: "reseller_message",
        objectId: String(created.id),
        changes: {
          reseller_id: { from: null, to: client.resellerId },
          subject: { from: null, to: input.subject },
        },
      },
    });
    return created;
  });
  await notifyResellerMessages(client.id, [message]);
  return { message: resellerMessageJson(message) };
}
