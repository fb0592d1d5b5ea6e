// POST /api/expenses/delete: the caller removes their own draft (its receipts' bytes are queued for removal
// by the database trigger); anything submitted stays on record (409).
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { claimSnapshot } from "./claim-fields";
import type { TClaimIdInput } from "./expenses.types";
import { findOwnClaim } from "./find-claim";

export async function deleteExpenseClaim(ctx: RequestContext, input: TClaimIdInput) {
  const claim = await findOwnClaim(ctx, input.request_id);
  if (claim.status !== "draft") throw new AppError("conflict", `This claim is already ${claim.status}`);
  await db.$transaction(async (tx) => {
    const removed = await tx.expenseClaim.deleteMany({
      where: { id: claim.id, groupId: ctx.group.id, status: "draft" },
    });
    if (removed.count === 0) throw new AppError("conflict", "This claim was submitted meanwhile");
    await recordAudit(tx, ctx, {
      action: "delete",
      objectType: "expense_claim",
      objectId: claim.id,
      employeeId: claim.employeeId,
      before: claimSnapshot(claim),
    });
  });
  return { data: { id: claim.id, deleted: true } };
}
