// Expense claims as notifications: a submitted claim reaches the people who decide it (expense_requested,
// linking to the inbox); the decision and the processing reach the person who filed it (expense_approved /
// declined / processed, with the decider's message), linking to /expenses. The actor is never told of their
// own action (createNotifications drops the sender).
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { managerMembershipIds } from "@/lib/managers/person-managers";
import { createNotifications, usersOfMemberships } from "./create-notifications";
import { displayName } from "@/lib/people/display-name";

type NotifiedClaim = {
  id: number;
  employeeId: number;
  description: string;
  amountEurCents: number;
  employee: { id: number; firstName: string; lastName: string };
};

const params = (claim: NotifiedClaim, note?: string | null) => ({
  amount: (claim.amountEurCents / 100).toFixed(2),
  description: claim.description,
  hasNote: note ? "yes" : "no",
  note: note ?? "",
});

const sender = (ctx: RequestContext) => ({ userId: ctx.user.id, name: ctx.user.name || ctx.user.email });
const person = (claim: NotifiedClaim) => ({
  id: claim.employee.id,
  name: displayName(claim.employee),
});

export async function notifyExpenseSubmitted(ctx: RequestContext, claim: NotifiedClaim): Promise<void> {
  const employee = await db.employee.findFirst({
    where: { id: claim.employeeId, groupId: ctx.group.id },
    select: { id: true, teamId: true, reportsToId: true },
  });
  if (!employee) return;
  const userIds = await usersOfMemberships(ctx.group.id, await managerMembershipIds(ctx.group.id, employee));
  await createNotifications({
    groupId: ctx.group.id,
    userIds,
    type: "expense_requested",
    sender: sender(ctx),
    relatedEmployee: person(claim),
    targetUrl: "/inbox",
    params: params(claim),
  });
}

export async function notifyExpenseOutcome(
  ctx: RequestContext,
  claim: NotifiedClaim,
  type: "expense_approved" | "expense_declined" | "expense_processed",
  note: string | null,
): Promise<void> {
  const member = await db.membership.findFirst({
    where: { groupId: ctx.group.id, employeeId: claim.employeeId, status: "enabled" },
    select: { userId: true },
  });
  if (!member) return;
  await createNotifications({
    groupId: ctx.group.id,
    userIds: [member.userId],
    type,
    sender: sender(ctx),
    relatedEmployee: person(claim),
    targetUrl: `/expenses?claim=${claim.id}`,
    params: { ...params(claim, note), manager: ctx.user.name || ctx.user.email },
  });
}
