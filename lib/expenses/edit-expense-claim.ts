// POST /api/expenses/edit: the caller changes their own draft; a submitted or decided claim is a 409.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { claimFields, claimSnapshot } from "./claim-fields";
import { CLAIM_INCLUDE, claimJson } from "./expense-json";
import type { TEditExpenseInput } from "./expenses.types";
import { findOwnClaim } from "./find-claim";

export async function editExpenseClaim(ctx: RequestContext, input: TEditExpenseInput) {
  const before = await findOwnClaim(ctx, input.request_id);
  if (before.status !== "draft") throw new AppError("conflict", `This claim is already ${before.status}`);
  const { request_id: _id, ...form } = input;
  const fields = await claimFields(ctx, form);
  const claim = await db.$transaction(async (tx) => {
    // Only while still a draft: a submit between our read and this write wins.
    const changed = await tx.expenseClaim.updateMany({
      where: { id: before.id, groupId: ctx.group.id, status: "draft" },
      data: fields,
    });
    if (changed.count === 0) throw new AppError("conflict", "This claim was submitted meanwhile");
    const after = await tx.expenseClaim.findUniqueOrThrow({ where: { id: before.id }, include: CLAIM_INCLUDE });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "expense_claim",
      objectId: before.id,
      employeeId: before.employeeId,
      before: claimSnapshot(before),
      after: claimSnapshot(after),
    });
    return after;
  });
  return { data: claimJson(ctx, claim) };
}
