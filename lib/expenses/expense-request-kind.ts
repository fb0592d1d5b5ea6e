// Expense claims as a kind of the requests backbone (lib/requests): the submitted claims of the people the
// caller manages (never their own), in /inbox, the pending count and the digest. Deciding stays in
// decide-expense-claim.ts (POST /api/expenses/accept, decline); the notices in lib/notifications/expense-notifications.ts.
import { canAccessArea } from "@/lib/access/areas";
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { decidablePeopleWhere } from "@/lib/requests/deciders";
import type { RequestDeciders, RequestKind } from "@/lib/requests/request-kind";

export const EXPENSE_DECIDERS: RequestDeciders = { managers: "expenses.decide" };

/** The submitted claims the caller decides (optionally one person's); null when they decide none. */
export function pendingClaimsWhere(ctx: RequestContext, employeeId?: number): Prisma.ExpenseClaimWhereInput | null {
  if (!canAccessArea(ctx.subject, "expenses")) return null;
  const people = decidablePeopleWhere(ctx, EXPENSE_DECIDERS);
  if (!people) return null;
  return {
    groupId: ctx.group.id,
    status: "submitted",
    employee: employeeId ? { AND: [people, { id: employeeId }] } : people,
  };
}

export const expenseRequestKind: RequestKind = {
  key: "expense",
  deciders: EXPENSE_DECIDERS,
  actsOn: (ctx) => canAccessArea(ctx.subject, "expenses") && can(ctx.subject, "expenses.decide"),
  countPending: async (ctx) => {
    const where = pendingClaimsWhere(ctx);
    return where ? db.expenseClaim.count({ where }) : 0;
  },
  notificationTypes: ["expense_requested"],
};
