// Soft-deletes a person {employee_id, user_confirmations}. What the delete touches must be confirmed
// first: without every required confirmation the answer is a 409 listing them. With them, the person
// gets deletedAt, their user account in this company is switched off, the people reporting to them lose
// that manager, and one audit row records all of it. Future leave is kept: a reactivation restores it.
import { NextResponse } from "next/server";
import type { RequestContext } from "@/lib/api/context";
import { AppError, errorBody } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { assertGroupKeepsAnAdmin } from "@/lib/settings-users/assert-keeps-an-admin";
import { lockGroupAdmins } from "@/lib/settings-users/lock-group-admins";
import { requiredDeleteConfirmations } from "./delete-confirmations";
import type { DeleteConfirmation, TDeleteEmployeeInput } from "./people.types";
import { findVisibleEmployee } from "./visible-employees";

export type DeleteOutcome =
  { data: { employee_id: number; deleted: true } } | { missing_confirmations: DeleteConfirmation[] };

export async function deleteEmployee(ctx: RequestContext, input: TDeleteEmployeeInput): Promise<DeleteOutcome> {
  const employee = await findVisibleEmployee(ctx, input.employee_id, { id: true, deletedAt: true });
  if (employee.id === ctx.membership.employeeId) {
    throw new AppError("conflict", "You cannot delete your own employee record", {
      fields: { employee_id: "You cannot delete your own employee record" },
    });
  }
  return db.$transaction(async (tx) => {
    // Switching off the person's account may take an admin away: serialised with the users screen's changes.
    await lockGroupAdmins(tx, ctx.group.id);
    const required = await requiredDeleteConfirmations(tx, ctx.group.id, employee.id);
    const missing = required.filter((c) => !input.user_confirmations.includes(c));
    if (missing.length) return { missing_confirmations: missing };

    const admins = await tx.membership.findMany({
      where: { employeeId: employee.id, groupId: ctx.group.id, role: "admin", status: "enabled", readOnly: false },
      select: { id: true },
    });
    if (admins.length)
      await assertGroupKeepsAnAdmin(
        tx,
        ctx.group.id,
        admins.map((m) => m.id),
      );
    const now = new Date();
    await tx.employee.update({ where: { id: employee.id, groupId: ctx.group.id }, data: { deletedAt: now } });
    const account = await tx.membership.updateMany({
      where: { employeeId: employee.id, groupId: ctx.group.id, status: { in: ["enabled", "invited"] } },
      data: { status: "disabled" },
    });
    const reports = await tx.employee.updateMany({
      where: { groupId: ctx.group.id, reportsToId: employee.id },
      data: { reportsToId: null },
    });
    const extra = await tx.extraManager.deleteMany({ where: { groupId: ctx.group.id, managerId: employee.id } });
    await recordAudit(tx, ctx, {
      action: "delete",
      objectType: "employee",
      objectId: employee.id,
      employeeId: employee.id,
      before: { deleted: false },
      after: {
        deleted: true,
        confirmations: required,
        user_accounts_disabled: account.count,
        reports_unlinked: reports.count + extra.count,
      },
    });
    return { data: { employee_id: employee.id, deleted: true as const } };
  });
}

/** The route's answer: the data, or a 409 whose body lists the confirmations still to give. */
export function deleteOutcomeResponse(outcome: DeleteOutcome) {
  if ("data" in outcome) return outcome;
  const error = new AppError("conflict", "Confirm what deleting this person changes", {
    fields: { user_confirmations: `Confirm: ${outcome.missing_confirmations.join(", ")}` },
  });
  return NextResponse.json(
    { ...errorBody(error), required_confirmations: outcome.missing_confirmations },
    { status: 409 },
  );
}
