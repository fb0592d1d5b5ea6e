// The signed-in user's profile (spec section 3) and the group's feature flags.
import { rightsSummary } from "@/lib/access/subject";
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";

export async function getUserDetails(ctx: RequestContext) {
  const employeeCount = await db.employee.count({ where: { groupId: ctx.group.id, deletedAt: null } });
  const { subject } = ctx;
  return {
    user_id: ctx.user.id,
    real_name: ctx.user.name,
    email: ctx.user.email,
    language: ctx.user.language,
    dialect: ctx.user.dialect,
    avatar: ctx.user.image,
    ...rightsSummary(subject),
    group_access: ctx.group.groupAccess,
    group_id: ctx.group.id,
    group_name: ctx.group.name,
    subdomain: ctx.group.subdomain,
    reseller_id: ctx.group.resellerId,
    employee_count: employeeCount,
    employee_id: ctx.membership.employeeId,
    is_impersonating: ctx.impersonatorUserId !== null,
    isLoggedIn: true,
    featureflags: subject.flags,
  };
}
