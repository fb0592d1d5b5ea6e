// Decider resolution shared by every request kind: a person never decides their own request; HR (the
// kind's `hr` permission) decides for everyone their scope shows; a manager (the kind's `managers`
// permission) for the people they manage (lib/managers/person-managers.ts), extra managers included while
// the multiple-managers flag keeps them.
import type { RequestContext } from "@/lib/api/context";
import type { Prisma } from "@/lib/db/generated/client";
import { callerManagesPerson } from "@/lib/managers/person-managers";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";
import { deciderRole } from "./decider-role";
import type { RequestDeciders } from "./request-kind";

/** The people whose requests of this kind the caller decides (never their own); null when nobody. */
export function decidablePeopleWhere(ctx: RequestContext, deciders: RequestDeciders): Prisma.EmployeeWhereInput | null {
  const role = deciderRole(ctx.subject, deciders);
  if (!role) return null;
  const own = ctx.membership.employeeId;
  const notSelf: Prisma.EmployeeWhereInput = own ? { NOT: { id: own } } : {};
  if (role === "hr" || !own) return { AND: [visiblePeopleWhere(ctx), notSelf] };
  const managed: Prisma.EmployeeWhereInput = {
    groupId: ctx.group.id,
    deletedAt: null,
    OR: [{ reportsToId: own }, { extraManagers: { some: { managerId: own } } }],
  };
  return { AND: [{ OR: [visiblePeopleWhere(ctx), managed] }, notSelf] };
}

/** Whether the caller decides this person's request of the kind (the checks of decidablePeopleWhere). */
export async function mayDecideFor(ctx: RequestContext, deciders: RequestDeciders, employeeId: number) {
  if (!deciderRole(ctx.subject, deciders)) return false;
  return callerManagesPerson(ctx, employeeId);
}
