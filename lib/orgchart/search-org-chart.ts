// GET /api/stats/orgChartSearch?keyword: up to 10 visible people matching a name, each with the chain of
// visible managers above them (top first), so the chart can open the boxes down to the person.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { displayName, NAME_PARTS_SELECT } from "@/lib/people/display-name";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";
import { ORG_CHART_ORDER } from "./org-chart-person";
import type { TOrgChartSearchInput } from "./orgchart.types";

const MAX_RESULTS = 10;
// A reporting loop (A reports to B reports to A) must not hang the walk up the chain.
const MAX_DEPTH = 50;

export async function searchOrgChart(ctx: RequestContext, input: TOrgChartSearchInput) {
  const visible = visiblePeopleWhere(ctx);
  const words = input.keyword.split(/\s+/).filter(Boolean).slice(0, 4);
  const matches = await db.employee.findMany({
    where: {
      AND: [
        visible,
        ...words.map((w) => ({
          OR: [
            { firstName: { contains: w, mode: "insensitive" as const } },
            { lastName: { contains: w, mode: "insensitive" as const } },
          ],
        })),
      ],
    },
    select: { id: true, ...NAME_PARTS_SELECT, jobTitle: true, reportsToId: true },
    orderBy: ORG_CHART_ORDER,
    take: MAX_RESULTS,
  });
  // Walk up level by level for all matches at once: one query per level, not per person. Managers
  // outside the caller's scope are not found, and the chain stops there (where the caller's chart starts).
  const managerOf = new Map<number, number | null>();
  const checked = new Set<number>();
  let pending = [...new Set(matches.map((m) => m.reportsToId).filter((id): id is number => id !== null))];
  for (let depth = 0; pending.length && depth < MAX_DEPTH; depth++) {
    pending.forEach((id) => checked.add(id));
    const rows = await db.employee.findMany({
      where: { AND: [visible, { id: { in: pending } }] },
      select: { id: true, reportsToId: true },
    });
    for (const r of rows) managerOf.set(r.id, r.reportsToId);
    pending = [
      ...new Set(rows.map((r) => r.reportsToId).filter((id): id is number => id !== null && !checked.has(id))),
    ];
  }
  return {
    data: matches.map((m) => {
      const path: number[] = [];
      const seen = new Set<number>([m.id]);
      let up = m.reportsToId;
      // Stop at the first manager outside the caller's scope: that is where the caller's chart starts.
      while (up !== null && managerOf.has(up) && !seen.has(up)) {
        path.unshift(up);
        seen.add(up);
        up = managerOf.get(up) ?? null;
      }
      return { employee_id: m.id, name: displayName(m), job_title: m.jobTitle, path };
    }),
  };
}
