// The audit rows a caller may read: their group; rows about people only for people they may see
// (team scope, sensitive people: visiblePeopleWhere, deleted people included since history outlives
// them); company-level rows (no person) only for callers who see every team; wage rows only with
// wages.read. Everything that lists or counts audit rows starts here.
import { can } from "@/lib/access/permissions";
import { teamScope } from "@/lib/access/team-scope";
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";
import { WAGE_OBJECT_TYPES } from "./audit-object-types";

export async function auditScopeWhere(ctx: RequestContext): Promise<Prisma.AuditLogWhereInput> {
  const parts: Prisma.AuditLogWhereInput[] = [{ groupId: ctx.group.id }];
  const seesAllTeams = teamScope(ctx.subject).kind === "all";
  if (!seesAllTeams) {
    const visible = await db.employee.findMany({
      where: visiblePeopleWhere(ctx, { includeDeleted: true }),
      select: { id: true },
    });
    parts.push({ employeeId: { in: visible.map((p) => p.id) } });
  } else if (!can(ctx.subject, "sensitive.read")) {
    // Seeing every team, only sensitive people are hidden: exclude those few rather than list everybody.
    const hidden = await db.employee.findMany({
      where: {
        groupId: ctx.group.id,
        isSensitive: true,
        ...(ctx.membership.employeeId ? { id: { not: ctx.membership.employeeId } } : {}),
      },
      select: { id: true },
    });
    if (hidden.length) parts.push({ OR: [{ employeeId: null }, { employeeId: { notIn: hidden.map((p) => p.id) } }] });
  }
  if (!can(ctx.subject, "wages.read")) parts.push({ objectType: { notIn: [...WAGE_OBJECT_TYPES] } });
  return { AND: parts };
}
