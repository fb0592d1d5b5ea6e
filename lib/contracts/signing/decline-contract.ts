// POST /api/contracts/signatures/{request_id}/decline: the employee declines their own contract with a
// reason; HR hears of it (contract_declined) and may send it again, changed or not.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { clientAddress } from "@/lib/api/request-checks";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { displayName, NAME_PARTS_SELECT } from "@/lib/people/display-name";
import { findRequestToAnswer } from "./find-request";
import { notifySignatureAnswered } from "./signature-notifications";
import { signatureJson } from "./signature-json";
import type { TDeclineInput } from "./signing.types";

export async function declineContract(ctx: RequestContext, input: TDeclineInput, req: Request) {
  const request = await findRequestToAnswer(ctx, input.request_id);
  if (request.status !== "sent") throw new AppError("conflict", `This contract is already ${request.status}`);
  const decidedAt = new Date();
  const updated = await db.$transaction(async (tx) => {
    const { count } = await tx.contractSignatureRequest.updateMany({
      where: { id: request.id, status: "sent" },
      data: { status: "declined", decidedAt, declineReason: input.decline_reason },
    });
    if (count === 0) throw new AppError("conflict", "This contract is already answered");
    await recordAudit(tx, ctx, {
      action: "decline",
      objectType: "contract_signature",
      objectId: request.id,
      employeeId: request.employeeId,
      before: { status: "sent" },
      after: {
        status: "declined",
        contract_id: request.contractId,
        decline_reason: input.decline_reason,
        declined_at: decidedAt.toISOString(),
        ip: clientAddress(req),
        user_agent: req.headers.get("user-agent")?.slice(0, 500) ?? null,
      },
    });
    return tx.contractSignatureRequest.findUniqueOrThrow({ where: { id: request.id } });
  });
  const person = await db.employee.findFirstOrThrow({
    where: { id: request.employeeId, groupId: ctx.group.id },
    select: NAME_PARTS_SELECT,
  });
  await notifySignatureAnswered(ctx, updated, "contract_declined", displayName(person));
  return { data: signatureJson(updated) };
}
