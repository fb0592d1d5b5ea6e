// The notices of contract signing: the employee is asked to sign (contract_signature_requested, pointing at
// their signing screen, in the bell and by mail in their language: the person may not open the app for
// days, and a contract waiting for a signature is theirs to act on); HR hears the answer (contract_signed / contract_declined): whoever sent it and
// everyone who manages contracts, pointing at the person's Contracts tab.
import type { RequestContext } from "@/lib/api/context";
import { appLink } from "@/lib/config/app-url";
import { db } from "@/lib/db/client";
import type { ContractSignatureRequest } from "@/lib/db/generated/client";
import { composeMail, mailLocale } from "@/lib/mail/compose-mail";
import { sendMailInBackground } from "@/lib/mail/send-mail";
import { createNotifications } from "@/lib/notifications/create-notifications";
import { membersWith } from "@/lib/users/find-members-with";

export async function notifySignatureRequested(
  ctx: RequestContext,
  request: ContractSignatureRequest,
  employeeUserId: string,
  person: string,
): Promise<void> {
  await createNotifications({
    groupId: ctx.group.id,
    userIds: [employeeUserId],
    type: "contract_signature_requested",
    sender: { userId: ctx.user.id, name: ctx.user.name || ctx.user.email },
    relatedEmployee: { id: request.employeeId, name: person },
    targetUrl: `/account/contracts/${request.id}`,
    params: { sender: ctx.user.name || ctx.user.email },
  }).catch((error) => console.error("[contracts] notifying a signature request failed:", messageOf(error)));
  await mailSignatureRequested(ctx, request, employeeUserId).catch((error) =>
    console.error("[contracts] mailing a signature request failed:", messageOf(error)),
  );
}

async function mailSignatureRequested(ctx: RequestContext, request: ContractSignatureRequest, userId: string) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, name: true, language: true } });
  if (!user) return;
  // Not awaited: a slow mail server must not hold HR's answer (failures are logged).
  void sendMailInBackground(
    composeMail({
      kind: "contractSignature",
      to: user.email,
      // The reader's own language; the contract's language when the account has none.
      locale: mailLocale(user.language, request.language),
      values: { name: user.name, sender: ctx.user.name || ctx.user.email, group: ctx.group.name },
      link: appLink(`/account/contracts/${request.id}`),
    }),
  );
}

export async function notifySignatureAnswered(
  ctx: RequestContext,
  request: ContractSignatureRequest,
  type: "contract_signed" | "contract_declined",
  person: string,
): Promise<void> {
  const managers = await membersWith(ctx.group.id, "contracts.manage", "contracts");
  await createNotifications({
    groupId: ctx.group.id,
    userIds: [request.sentByUserId, ...managers],
    type,
    sender: { userId: ctx.user.id, name: ctx.user.name || ctx.user.email },
    relatedEmployee: { id: request.employeeId, name: person },
    targetUrl: `/people/${request.employeeId}?tab=contracts`,
    params: type === "contract_declined" ? { reason: request.declineReason ?? "" } : {},
  }).catch((error) => console.error("[contracts] notifying a signature answer failed:", messageOf(error)));
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : error);
