// POST /api/expenses/receipts/delete: removes a receipt from the caller's own draft (the bytes are queued for
// removal by the database trigger, like deleted documents).
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { TReceiptIdInput } from "./expenses.types";

export async function deleteExpenseReceipt(ctx: RequestContext, input: TReceiptIdInput) {
  const own = ctx.membership.employeeId ?? -1;
  const receipt = await db.expenseReceipt.findFirst({
    where: { id: input.receipt_id, groupId: ctx.group.id, claim: { employeeId: own } },
    include: { claim: { select: { id: true, status: true, employeeId: true } } },
  });
  if (!receipt) throw AppError.notFound("Receipt");
  if (receipt.claim.status !== "draft") throw new AppError("conflict", `This claim is already ${receipt.claim.status}`);
  await db.$transaction(async (tx) => {
    await tx.expenseReceipt.delete({ where: { id: receipt.id } });
    await recordAudit(tx, ctx, {
      action: "delete",
      objectType: "expense_receipt",
      objectId: receipt.id,
      employeeId: receipt.claim.employeeId,
      before: { claim_id: receipt.claim.id, filename: receipt.filename, mime_type: receipt.mimeType },
    });
  });
  return { data: { id: receipt.id, deleted: true } };
}
