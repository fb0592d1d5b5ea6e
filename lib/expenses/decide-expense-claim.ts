// POST /api/expenses/accept and /decline {request_id, message_to_employee}: a decider answers a submitted
// claim. Deciding one's own claim is a 403; a claim already decided is a 409; a claim the caller cannot see
// is a 404. The status moves only from submitted (a concurrent decision loses with 409), audited with the
// real actor; the filer is told.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { notifyExpenseOutcome } from "@/lib/notifications/expense-notifications";
import { CLAIM_INCLUDE, claimJson } from "./expense-json";
import { mayDecideFor } from "@/lib/requests/deciders";
import { EXPENSE_DECIDERS } from "./expense-request-kind";
import type { TDecideExpenseInput } from "./expenses.types";
import { findVisibleClaim } from "./find-claim";

export async function decideExpenseClaim(
  ctx: RequestContext,
  input: TDecideExpenseInput,
  decision: "approved" | "declined",
) {
  const claim = await findVisibleClaim(ctx, input.request_id);
  if (claim.employeeId === ctx.membership.employeeId) throw AppError.forbidden("You cannot decide on your own claim");
  if (!(await mayDecideFor(ctx, EXPENSE_DECIDERS, claim.employeeId)))
    throw AppError.forbidden("You cannot decide on this claim");
  if (claim.status !== "submitted") throw new AppError("conflict", `This claim is already ${claim.status}`);
  const message = input.message_to_employee || null;
  const decided = await db.$transaction(async (tx) => {
    const changed = await tx.expenseClaim.updateMany({
      where: { id: claim.id, groupId: ctx.group.id, status: "submitted" },
      data: { status: decision, decidedByUserId: ctx.user.id, decidedAt: new Date(), messageToEmployee: message },
    });
    if (changed.count === 0) throw new AppError("conflict", "This claim was decided meanwhile");
    await recordAudit(tx, ctx, {
      action: decision === "approved" ? "approve" : "decline",
      objectType: "expense_claim",
      objectId: claim.id,
      employeeId: claim.employeeId,
      before: { status: "submitted" },
      after: { status: decision, message_to_employee: message },
    });
    return tx.expenseClaim.findUniqueOrThrow({ where: { id: claim.id }, include: CLAIM_INCLUDE });
  });
  await notifyExpenseOutcome(
    ctx,
    decided,
    decision === "approved" ? "expense_approved" : "expense_declined",
    message,
  ).catch((error) =>
    console.error("[expenses] notifying a decision failed:", error instanceof Error ? error.message : error),
  );
  return { data: claimJson(ctx, decided) };
}
