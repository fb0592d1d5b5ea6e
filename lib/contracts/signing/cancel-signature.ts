// POST /api/contracts/signatures/{request_id}/cancel: HR withdraws a request the employee has not answered
// (a mistake in the contract): it can no longer be signed, and the contract may be sent again.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { findManagedRequest } from "./find-request";
import { signatureJson } from "./signature-json";
import type { TSignatureRequestInput } from "./signing.types";

export async function cancelSignature(ctx: RequestContext, input: TSignatureRequestInput) {
  const request = await findManagedRequest(ctx, input.request_id);
  if (request.status !== "sent") throw new AppError("conflict", `This contract is already ${request.status}`);
  const updated = await db.$transaction(async (tx) => {
    const { count } = await tx.contractSignatureRequest.updateMany({
      where: { id: request.id, status: "sent" },
      data: { status: "cancelled", decidedAt: new Date(), cancelledByUserId: ctx.user.id },
    });
    if (count === 0) throw new AppError("conflict", "This contract is already answered");
    await recordAudit(tx, ctx, {
      action: "cancel",
      objectType: "contract_signature",
      objectId: request.id,
      employeeId: request.employeeId,
      before: { status: "sent" },
      after: { status: "cancelled", contract_id: request.contractId },
    });
    return tx.contractSignatureRequest.findUniqueOrThrow({ where: { id: request.id } });
  });
  return { data: signatureJson(updated) };
}
