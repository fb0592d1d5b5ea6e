// One person as an org chart box, and the select that reads it together with their visible direct
// report count (a filtered relation count: one query for a whole level).
import type { RequestContext } from "@/lib/api/context";
import type { Prisma } from "@/lib/db/generated/client";
import { displayName, NAME_PARTS_SELECT } from "@/lib/people/display-name";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";
import type { TOrgChartPerson } from "./orgchart.types";

export function orgChartSelect(ctx: RequestContext) {
  return {
    id: true,
    ...NAME_PARTS_SELECT,
    jobTitle: true,
    team: { select: { name: true } },
    _count: { select: { reports: { where: visiblePeopleWhere(ctx) } } },
  } satisfies Prisma.EmployeeSelect;
}

type Row = Prisma.EmployeeGetPayload<{ select: ReturnType<typeof orgChartSelect> }>;

export function orgChartPerson(row: Row): TOrgChartPerson {
  return {
    employee_id: row.id,
    name: displayName(row),
    job_title: row.jobTitle,
    team_name: row.team?.name ?? null,
    reports_count: row._count.reports,
  };
}

export const ORG_CHART_ORDER = [
  { lastName: "asc" },
  { firstName: "asc" },
  { id: "asc" },
] satisfies Prisma.EmployeeOrderByWithRelationInput[];
