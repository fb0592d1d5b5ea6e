// The API shape of audit rows: who acted (and, under impersonation, the admin behind it: both names),
// about which person, which fields from what to what. Wage fields are dropped for callers without the
// wages right; national number and IBAN changes show that they changed, never a value.
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { displayName, NAME_PARTS_SELECT } from "@/lib/people/display-name";
import { isWageField, SECRET_FIELDS } from "./audit-object-types";
import { withChangeNames } from "./resolve-change-names";

export type TAuditRow = {
  id: bigint;
  createdAt: Date;
  action: string;
  objectType: string;
  objectId: string;
  employeeId: number | null;
  actorUserId: string | null;
  impersonatorUserId: string | null;
  automated: boolean;
  changes: unknown;
};

export type TAuditChange = {
  field: string;
  from: unknown;
  to: unknown;
  hidden?: true;
  from_name?: string | null;
  to_name?: string | null;
};

export type TAuditRowJson = {
  id: string;
  created_at: string;
  action: string;
  object_type: string;
  object_id: string;
  employee_id: number | null;
  employee_name: string | null;
  actor: { user_id: string; name: string } | null;
  impersonator: { user_id: string; name: string } | null;
  automated: boolean;
  changes: TAuditChange[];
};

/** Shapes a page of rows with two lookups (user names, person names) for the whole page. */
export async function auditRowsJson(ctx: RequestContext, rows: TAuditRow[]): Promise<TAuditRowJson[]> {
  const userIds = [
    ...new Set(rows.flatMap((r) => [r.actorUserId, r.impersonatorUserId]).filter((id): id is string => !!id)),
  ];
  const employeeIds = [...new Set(rows.map((r) => r.employeeId).filter((id): id is number => id !== null))];
  const [users, people] = await Promise.all([
    userIds.length ? db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, name: true } }) : [],
    employeeIds.length
      ? db.employee.findMany({
          where: { groupId: ctx.group.id, id: { in: employeeIds } },
          select: { id: true, ...NAME_PARTS_SELECT },
        })
      : [],
  ]);
  const userName = new Map(users.map((u) => [u.id, u.name]));
  const personName = new Map(people.map((p) => [p.id, displayName(p)]));
  const wages = can(ctx.subject, "wages.read");
  const person = (id: string | null) => (id ? { user_id: id, name: userName.get(id) ?? "" } : null);
  const shaped = rows.map((row) => ({
    id: row.id.toString(),
    created_at: row.createdAt.toISOString(),
    action: row.action,
    object_type: row.objectType,
    object_id: row.objectId,
    employee_id: row.employeeId,
    employee_name: row.employeeId !== null ? (personName.get(row.employeeId) ?? null) : null,
    actor: person(row.actorUserId),
    impersonator: person(row.impersonatorUserId),
    automated: row.automated,
    changes: shapeChanges(row.changes, wages),
  }));
  // Ids in the changes (team_id, reports_to_id ...) get their names, for screens and exports.
  return withChangeNames(ctx, shaped);
}

export function shapeChanges(changes: unknown, wages: boolean): TAuditChange[] {
  if (!changes || typeof changes !== "object" || Array.isArray(changes)) return [];
  const out: TAuditChange[] = [];
  for (const [field, change] of Object.entries(changes as Record<string, { from?: unknown; to?: unknown }>)) {
    if (!wages && isWageField(field)) continue;
    if (SECRET_FIELDS.has(field)) out.push({ field, from: null, to: null, hidden: true });
    else out.push({ field, from: change?.from ?? null, to: change?.to ?? null });
  }
  return out;
}
