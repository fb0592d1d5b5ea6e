// Invites a person to self-service {employee_id, email?}: the existing invitation mechanism (an
// `employee` membership, a single-use link by mail) with the membership linked to the person's record,
// so the invited user sees their own data. The address is the one given, else the person's work email.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { inviteUsers } from "@/lib/invitations/invite-users";
import type { TSelfserviceInviteInput } from "./people.types";
import { findVisibleEmployee } from "./visible-employees";

export async function selfserviceInvite(ctx: RequestContext, input: TSelfserviceInviteInput) {
  const employee = await findVisibleEmployee(ctx, input.employee_id, {
    id: true,
    email: true,
    privateEmail: true,
    membership: { select: { id: true, status: true, user: { select: { email: true } } } },
  });
  if (employee.membership && employee.membership.status === "enabled") {
    throw new AppError("conflict", "This person already has a user account", {
      fields: { employee_id: "This person already has a user account" },
    });
  }
  const email = (input.email ?? employee.email ?? employee.privateEmail)?.toLowerCase();
  if (!email) throw AppError.validation({ email: "email is required: this person has no email address" });

  // The address must not belong to a member already linked to someone else.
  const existing = await db.membership.findFirst({
    where: { groupId: ctx.group.id, user: { email } },
    select: { id: true, employeeId: true, status: true },
  });
  if (existing?.employeeId && existing.employeeId !== employee.id) {
    throw new AppError("conflict", "This email belongs to a user linked to another person", {
      fields: { email: "This email belongs to a user linked to another person" },
    });
  }

  const [outcome] = (await inviteUsers(ctx, { emails: [email] })).data;
  if (!outcome) throw new Error("inviteUsers returned no outcome");
  if (outcome.status === "disabled") {
    throw new AppError("conflict", "This user is disabled in your company; enable them on the users screen", {
      fields: { email: "This user is disabled" },
    });
  }
  await db.$transaction(async (tx) => {
    const membership = await tx.membership.findFirstOrThrow({
      where: { groupId: ctx.group.id, userId: outcome.user_id },
      select: { id: true, employeeId: true },
    });
    if (membership.employeeId === employee.id) return;
    // A previous invitation of this person under another address loses the link: one account per person.
    await tx.membership.updateMany({
      where: { groupId: ctx.group.id, employeeId: employee.id },
      data: { employeeId: null },
    });
    await tx.membership.update({ where: { id: membership.id }, data: { employeeId: employee.id } });
    await recordAudit(tx, ctx, {
      action: "selfservice_invite",
      objectType: "employee",
      objectId: employee.id,
      employeeId: employee.id,
      before: { user_id: null },
      after: { user_id: outcome.user_id, email },
    });
  });
  return {
    data: {
      employee_id: employee.id,
      user_id: outcome.user_id,
      email,
      status: outcome.status,
      mail_sent: outcome.mail_sent,
    },
  };
}
