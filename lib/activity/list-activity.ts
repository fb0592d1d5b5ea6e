// A person's activity feed: their audit trail (rows about them, or about their record) merged with the
// notes written on them, newest first, paginated. Wage rows are left out in the query for callers without
// wages.read (so counts and pages never betray them) and wage fields stripped from the rest.
import type { RequestContext } from "@/lib/api/context";
import { listResponse } from "@/lib/api/list-response";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { findVisibleEmployee } from "@/lib/people/visible-employees";
import { withChangeNames } from "@/lib/audit-logs/resolve-change-names";
import type { TActivityListInput } from "./activity.types";
import { canSeeWages, visibleChanges, WAGE_OBJECT_TYPES } from "./visible-changes";

export async function listActivity(ctx: RequestContext, input: TActivityListInput) {
  const person = await findVisibleEmployee(ctx, input.id, { id: true }, { includeDeleted: true });
  const hidden: string[] = ["activity_note", ...(canSeeWages(ctx.subject) ? [] : WAGE_OBJECT_TYPES)];
  const auditWhere: Prisma.AuditLogWhereInput = {
    groupId: ctx.group.id,
    OR: [{ employeeId: person.id }, { objectType: input.object, objectId: String(person.id) }],
    objectType: { notIn: hidden },
  };
  const noteWhere = { groupId: ctx.group.id, objectType: input.object, objectId: person.id };
  // The page's rows are among the newest page*per_page of each source.
  const take = input.page * input.per_page;
  const [audits, notes, auditCount, noteCount] = await Promise.all([
    db.auditLog.findMany({ where: auditWhere, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take }),
    db.activityNote.findMany({ where: noteWhere, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take }),
    db.auditLog.count({ where: auditWhere }),
    db.activityNote.count({ where: noteWhere }),
  ]);
  const merged = [
    ...audits.map((row) => ({ at: row.createdAt, kind: "audit" as const, row })),
    ...notes.map((row) => ({ at: row.createdAt, kind: "note" as const, row })),
  ].sort((x, y) => y.at.getTime() - x.at.getTime());
  const page = merged.slice((input.page - 1) * input.per_page, take);
  const names = await userNames(
    page.flatMap((e) =>
      e.kind === "audit"
        ? [e.row.actorUserId, e.row.impersonatorUserId]
        : [e.row.authorUserId, e.row.impersonatorUserId],
    ),
  );
  const person_ = (id: string | null) => (id ? { user_id: id, name: names.get(id) ?? null } : null);
  const data = page.map((e) =>
    e.kind === "audit"
      ? {
          id: `audit-${e.row.id}`,
          type: "audit" as const,
          created_at: e.at.toISOString(),
          actor: person_(e.row.actorUserId),
          impersonator: person_(e.row.impersonatorUserId),
          action: e.row.action,
          object_type: e.row.objectType,
          object_id: e.row.objectId,
          automated: e.row.automated,
          changes: visibleChanges(e.row.changes, ctx.subject),
        }
      : {
          id: `note-${e.row.id}`,
          type: "note" as const,
          created_at: e.at.toISOString(),
          actor: person_(e.row.authorUserId),
          impersonator: person_(e.row.impersonatorUserId),
          action: "note",
          object_type: e.row.objectType,
          object_id: String(e.row.objectId),
          automated: false,
          note: e.row.note,
        },
  );
  // Ids in the changes (team_id, reports_to_id ...) get their names.
  return listResponse(await withChangeNames(ctx, data), auditCount + noteCount, input);
}

async function userNames(ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const users = await db.user.findMany({ where: { id: { in: wanted } }, select: { id: true, name: true } });
  return new Map(users.map((u) => [u.id, u.name]));
}
