// POST /api/integrations/expenses/processRequest {request_id, note, status}: HR processes an approved claim,
// either paid out directly (status "paid") or sent with a payroll month as a one-off wage component
// (status "payroll": the company's expense one-off type, the current month unless year/month say otherwise;
// the month must lie in the person's employment, and a month payroll locked needs the lock right, exactly
// as for a one-off added by hand). Only approved claims (409 otherwise), never one's own (403).
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { companyToday } from "@/lib/leave/company-today";
import { notifyExpenseOutcome } from "@/lib/notifications/expense-notifications";
import { checkPlacement } from "@/lib/payroll/month-entry-checks";
import { CLAIM_INCLUDE, claimJson } from "./expense-json";
import { loadExpenseSettings } from "./expense-settings";
import type { TProcessExpenseInput } from "./expenses.types";
import { findVisibleClaim } from "./find-claim";

export async function processExpenseClaim(ctx: RequestContext, input: TProcessExpenseInput) {
  const claim = await findVisibleClaim(ctx, input.request_id);
  if (claim.employeeId === ctx.membership.employeeId) throw AppError.forbidden("You cannot process your own claim");
  if (claim.status !== "approved") throw new AppError("conflict", `This claim is ${claim.status}, not approved`);
  const note = input.note || null;
  let typeId: number | null = null;
  if (input.status === "payroll") {
    typeId = (await loadExpenseSettings(ctx)).payrollTypeId;
    if (typeId === null)
      throw AppError.validation({ status: "Choose the one-off type for expenses in the expense settings first" });
  }
  const [todayYear, todayMonth] = companyToday().split("-").map(Number);
  const year = input.year ?? todayYear;
  const month = input.month ?? todayMonth;
  const processed = await db.$transaction(async (tx) => {
    let oneOffId: number | null = null;
    if (typeId !== null) {
      await checkPlacement(tx, ctx, [{ employee_id: claim.employeeId, year, month }], true);
      const oneOff = await tx.oneOffWageComponent.create({
        data: {
          groupId: ctx.group.id,
          employeeId: claim.employeeId,
          year,
          month,
          typeId,
          totalValueCents: claim.amountEurCents,
        },
      });
      oneOffId = oneOff.id;
      await recordAudit(tx, ctx, {
        action: "create",
        objectType: "one_off_wage_component",
        objectId: oneOff.id,
        employeeId: claim.employeeId,
        after: { year, month, type_id: typeId, total_value_cents: claim.amountEurCents, expense_claim_id: claim.id },
      });
    }
    const changed = await tx.expenseClaim.updateMany({
      where: { id: claim.id, groupId: ctx.group.id, status: "approved" },
      data: {
        status: "processed",
        processing: input.status,
        processedNote: note,
        processedByUserId: ctx.user.id,
        processedAt: new Date(),
        oneOffId,
      },
    });
    if (changed.count === 0) throw new AppError("conflict", "This claim was processed meanwhile");
    await recordAudit(tx, ctx, {
      action: "process",
      objectType: "expense_claim",
      objectId: claim.id,
      employeeId: claim.employeeId,
      before: { status: "approved" },
      after: { status: "processed", processing: input.status, note, one_off_id: oneOffId },
    });
    return tx.expenseClaim.findUniqueOrThrow({ where: { id: claim.id }, include: CLAIM_INCLUDE });
  });
  await notifyExpenseOutcome(ctx, processed, "expense_processed", note).catch((error) =>
    console.error("[expenses] notifying a processed claim failed:", error instanceof Error ? error.message : error),
  );
  return { data: claimJson(ctx, processed) };
}
