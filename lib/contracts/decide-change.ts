// POST /api/integrations/contracts/change-request/decide: a rights holder approves a pending change (it is
// applied and sent to the payroll provider, approve-change.ts) or declines it with an optional reason.
// A change already decided answers 409; a change to the decider's own contract 403.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { queueCommand } from "@/lib/integrations/start-command";
import { approveChangeInTx } from "./approve-change";
import { changeJson } from "./change-json";
import type { TDecideChangeInput } from "./contracts.types";
import { findVisibleChange } from "./find-visible-change";

export async function decideContractChange(ctx: RequestContext, input: TDecideChangeInput) {
  const { change, contract } = await findVisibleChange(ctx, input.change_id);
  // Nobody decides a change to their own contract, as with every other request (lib/requests).
  if (ctx.membership.employeeId !== null && ctx.membership.employeeId === contract.employeeId)
    throw AppError.forbidden("A change to your own contract is decided by someone else");
  const { decided, command } = await db.$transaction(async (tx) => {
    // The status moves only from pending: two people deciding at once, the second gets 409.
    const claimed = await tx.contractChange.updateMany({
      where: { id: change.id, status: "pending" },
      data: { decidedAt: new Date() },
    });
    if (claimed.count === 0) throw new AppError("conflict", "This change was already decided");
    if (input.decision === "approve") {
      const approved = await approveChangeInTx(tx, ctx, change, contract);
      return { decided: approved.change, command: approved.command };
    }
    const declined = await tx.contractChange.update({
      where: { id: change.id },
      data: {
        status: "declined",
        decidedByUserId: ctx.user.id,
        decidedAt: new Date(),
        declineReason: input.decline_reason ?? null,
      },
    });
    await recordAudit(tx, ctx, {
      action: "decline",
      objectType: "contract_change",
      objectId: change.id,
      employeeId: contract.employeeId,
      before: { status: "pending" },
      after: { status: "declined", decline_reason: input.decline_reason ?? null },
    });
    return { decided: declined, command: null };
  });
  if (command) await queueCommand(command);
  return { data: changeJson(decided, command) };
}
