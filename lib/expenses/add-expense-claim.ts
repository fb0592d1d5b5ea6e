// POST /api/expenses/add: the caller files a draft claim on their own record (receipts follow, then submit).
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { claimFields, claimSnapshot } from "./claim-fields";
import { CLAIM_INCLUDE, claimJson } from "./expense-json";
import type { TAddExpenseInput } from "./expenses.types";

export async function addExpenseClaim(ctx: RequestContext, input: TAddExpenseInput) {
  const employeeId = ctx.membership.employeeId;
  if (!employeeId) throw AppError.forbidden("Only people with an employee record file expense claims");
  const fields = await claimFields(ctx, input);
  const claim = await db.$transaction(async (tx) => {
    const created = await tx.expenseClaim.create({
      data: { groupId: ctx.group.id, employeeId, status: "draft", ...fields },
      include: CLAIM_INCLUDE,
    });
    await recordAudit(tx, ctx, {
      action: "create",
      objectType: "expense_claim",
      objectId: created.id,
      employeeId,
      after: { ...claimSnapshot(created), status: "draft" },
    });
    return created;
  });
  return { data: claimJson(ctx, claim) };
}
