// Whose claims the caller sees and may decide. Employees see their own; managers their people's (the team
// scope of lib/access plus the people who report to them or have them as an extra manager); admins and HR
// every claim their team scope shows. Other people's drafts are never shown. A claim outside the caller's
// reach answers 404, exactly like one that does not exist.
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import type { Prisma } from "@/lib/db/generated/client";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";
import type { ExpenseScope } from "./expenses.types";

/** The people a manager answers for: their scope, and whoever reports to them directly or as extra manager. */
export function managedPeopleWhere(ctx: RequestContext): Prisma.EmployeeWhereInput {
  const own = ctx.membership.employeeId;
  const managed: Prisma.EmployeeWhereInput[] = [visiblePeopleWhere(ctx)];
  if (own) {
    managed.push({ groupId: ctx.group.id, deletedAt: null, reportsToId: own });
    managed.push({ groupId: ctx.group.id, deletedAt: null, extraManagers: { some: { managerId: own } } });
  }
  return { OR: managed };
}

const notOwn = (ctx: RequestContext): Prisma.ExpenseClaimWhereInput =>
  ctx.membership.employeeId ? { employeeId: { not: ctx.membership.employeeId } } : {};

/** The claims of one list scope; a scope the caller has no right to is a 403. */
export function claimsWhere(ctx: RequestContext, scope: ExpenseScope): Prisma.ExpenseClaimWhereInput {
  const groupId = ctx.group.id;
  if (scope === "own") return { groupId, employeeId: ctx.membership.employeeId ?? -1 };
  if (scope === "team") {
    if (!can(ctx.subject, "expenses.read_team")) throw AppError.forbidden("You cannot see your team's claims");
    return { groupId, ...notOwn(ctx), status: { not: "draft" }, employee: managedPeopleWhere(ctx) };
  }
  if (!can(ctx.subject, "expenses.read_all")) throw AppError.forbidden("You cannot see every claim");
  return { groupId, ...notOwn(ctx), status: { not: "draft" }, employee: visiblePeopleWhere(ctx) };
}

/** Every claim the caller may open: their own, and others' (not drafts) through the scopes they hold. */
export function visibleClaimWhere(ctx: RequestContext): Prisma.ExpenseClaimWhereInput {
  const reach: Prisma.ExpenseClaimWhereInput[] = [claimsWhere(ctx, "own")];
  if (can(ctx.subject, "expenses.read_team")) reach.push(claimsWhere(ctx, "team"));
  if (can(ctx.subject, "expenses.read_all")) reach.push(claimsWhere(ctx, "all"));
  return { groupId: ctx.group.id, OR: reach };
}

/** Whether the caller may decide on this person's claims: the right, never their own, the person managed. */
export function mayDecideFor(ctx: RequestContext, employeeId: number): boolean {
  return can(ctx.subject, "expenses.decide") && ctx.membership.employeeId !== employeeId;
}
