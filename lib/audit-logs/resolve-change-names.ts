// Audit rows keep ids ("team_id: 2 -> 5"); people read names. For a page of rows this looks up, in the
// caller's group only, the teams and people the changes point at (two queries for the whole page) and adds
// `from_name` / `to_name` next to the ids. An id that no longer resolves (a deleted team) keeps no name and
// the screen shows the id. Shared by the person's activity feed and the audit trail.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { displayName, NAME_PARTS_SELECT } from "@/lib/people/display-name";

type Kind = "team" | "employee";

/** Change keys that hold ids, and what they point at. */
export const REFERENCE_FIELDS: Readonly<Record<string, Kind>> = {
  team_id: "team",
  reports_to_id: "employee",
  manager_id: "employee",
  manager_ids: "employee",
  extra_manager_ids: "employee",
  employee_id: "employee",
};

type Change = { field: string; from: unknown; to: unknown };
export type NamedChange<C extends Change = Change> = C & { from_name?: string | null; to_name?: string | null };

function idsOf(value: unknown): number[] {
  const list = Array.isArray(value) ? value : [value];
  return list
    .map((v) => (typeof v === "number" ? v : typeof v === "string" && /^\d{1,10}$/.test(v) ? Number(v) : NaN))
    .filter((n) => Number.isInteger(n) && n > 0);
}

export async function withChangeNames<C extends Change, R extends { changes?: C[] }>(
  ctx: RequestContext,
  rows: R[],
): Promise<(R & { changes?: NamedChange<C>[] })[]> {
  const wanted: Record<Kind, Set<number>> = { team: new Set(), employee: new Set() };
  for (const row of rows) {
    for (const change of row.changes ?? []) {
      const kind = REFERENCE_FIELDS[change.field];
      if (kind) for (const id of [...idsOf(change.from), ...idsOf(change.to)]) wanted[kind].add(id);
    }
  }
  const [teams, people] = await Promise.all([
    wanted.team.size
      ? db.team.findMany({
          where: { groupId: ctx.group.id, id: { in: [...wanted.team] } },
          select: { id: true, name: true },
        })
      : [],
    wanted.employee.size
      ? db.employee.findMany({
          where: { groupId: ctx.group.id, id: { in: [...wanted.employee] } },
          select: { id: true, ...NAME_PARTS_SELECT },
        })
      : [],
  ]);
  const names: Record<Kind, Map<number, string>> = {
    team: new Map(teams.map((t) => [t.id, t.name])),
    employee: new Map(people.map((p) => [p.id, displayName(p)])),
  };
  const nameOf = (kind: Kind, value: unknown): string | null => {
    if (value === null || value === undefined) return null;
    const found = idsOf(value).map((id) => names[kind].get(id));
    return found.length > 0 && found.every(Boolean) ? found.join(", ") : null;
  };
  return rows.map((row) => {
    if (!row.changes) return row;
    const changes = row.changes.map((change) => {
      const kind = REFERENCE_FIELDS[change.field];
      return kind ? { ...change, from_name: nameOf(kind, change.from), to_name: nameOf(kind, change.to) } : change;
    });
    return { ...row, changes };
  });
}
