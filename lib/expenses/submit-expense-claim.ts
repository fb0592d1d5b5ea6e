// POST /api/expenses/submit: the caller sends their draft to the deciders. An expense needs at least one
// receipt; a mileage claim needs none. The deciders are told (lib/notifications/expense-notifications.ts).
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { notifyExpenseSubmitted } from "@/lib/notifications/expense-notifications";
import { CLAIM_INCLUDE, claimJson } from "./expense-json";
import type { TClaimIdInput } from "./expenses.types";
import { findOwnClaim } from "./find-claim";

export async function submitExpenseClaim(ctx: RequestContext, input: TClaimIdInput) {
  const claim = await findOwnClaim(ctx, input.request_id);
  if (claim.status !== "draft") throw new AppError("conflict", `This claim is already ${claim.status}`);
  if (claim.kind === "expense" && claim.receipts.length === 0)
    throw AppError.validation({ receipts: "Add a photo or PDF of the receipt before submitting" });
  const submitted = await db.$transaction(async (tx) => {
    const changed = await tx.expenseClaim.updateMany({
      where: { id: claim.id, groupId: ctx.group.id, status: "draft" },
      data: { status: "submitted", submittedAt: new Date() },
    });
    if (changed.count === 0) throw new AppError("conflict", "This claim was submitted meanwhile");
    await recordAudit(tx, ctx, {
      action: "submit",
      objectType: "expense_claim",
      objectId: claim.id,
      employeeId: claim.employeeId,
      before: { status: "draft" },
      after: { status: "submitted" },
    });
    return tx.expenseClaim.findUniqueOrThrow({ where: { id: claim.id }, include: CLAIM_INCLUDE });
  });
  await notifyExpenseSubmitted(ctx, submitted).catch((error) =>
    console.error("[expenses] notifying a submitted claim failed:", error instanceof Error ? error.message : error),
  );
  return { data: claimJson(ctx, submitted) };
}
