// Which people a caller may see: inside the caller's group, inside their team scope, and sensitive people
// only with the sensitive-settings right (one's own record always). Every read of a person (list, detail,
// search, exports, history, audit trail) starts from these, so the rules live in one place.
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { visibleEmployeesWhere } from "@/lib/teams/team-scope-filter";

type Options = { includeDeleted?: boolean };
/** includeOwn: the caller's own (not deleted) record also when their scope does not cover it (self-service). */
type FindOptions = Options & { includeOwn?: boolean };

export function visiblePeopleWhere(ctx: RequestContext, options: Options = {}): Prisma.EmployeeWhereInput {
  const { deletedAt: _deleted, ...scope } = visibleEmployeesWhere(ctx);
  const parts: Prisma.EmployeeWhereInput[] = [scope];
  if (!options.includeDeleted) parts.push({ deletedAt: null });
  if (!can(ctx.subject, "sensitive.read")) {
    const own = ctx.membership.employeeId;
    parts.push(own ? { OR: [{ isSensitive: false }, { id: own }] } : { isSensitive: false });
  }
  return { AND: parts };
}

/** The person if the caller may see them; otherwise 404, exactly like an id that does not exist. */
export async function findVisibleEmployee<S extends Prisma.EmployeeSelect>(
  ctx: RequestContext,
  employeeId: number,
  select: S,
  options: FindOptions = {},
) {
  const own = ctx.membership.employeeId;
  const where: Prisma.EmployeeWhereInput =
    options.includeOwn && own !== null && own === employeeId
      ? { id: own, groupId: ctx.group.id, deletedAt: null }
      : { AND: [visiblePeopleWhere(ctx, options), { id: employeeId }] };
  const employee = await db.employee.findFirst({ where, select });
  if (!employee) throw AppError.notFound("Employee");
  return employee;
}
