// The signed-in user's profile (spec section 3) and the group's feature flags.
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
    role: subject.role,
    admin: subject.role === "admin" ? 1 : 0,
    read_only: subject.switches.read_only ? 1 : 0,
    access_wages: subject.switches.wages ? 1 : 0,
    access_stats: subject.switches.stats ? 1 : 0,
    access_performance_reviews: subject.switches.performance_reviews ? 1 : 0,
    access: subject.switches,
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
