// The notices of contract signing: the employee is asked to sign (contract_signature_requested, pointing at
// their signing screen); HR hears the answer (contract_signed / contract_declined): whoever sent it and
// everyone who manages contracts, pointing at the person's Contracts tab.
import type { RequestContext } from "@/lib/api/context";
import type { ContractSignatureRequest } from "@/lib/db/generated/client";
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
