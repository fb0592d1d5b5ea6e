// GET /api/stats/orgChartNode/{id}/detail: one person, their visible direct reports (each with their own
// report count, so the chart knows which boxes can expand), and the dotted lines: extra managers of the
// person and the people who have the person as an extra manager. 404 for anyone the caller may not see.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { displayName, NAME_PARTS_SELECT } from "@/lib/people/display-name";
import { findVisibleEmployee, visiblePeopleWhere } from "@/lib/people/visible-employees";
import { ORG_CHART_ORDER, orgChartPerson, orgChartSelect } from "./org-chart-person";

const NAME = { id: true, ...NAME_PARTS_SELECT } as const;

export async function getOrgChartNode(ctx: RequestContext, employeeId: number) {
  const visible = visiblePeopleWhere(ctx);
  const person = await findVisibleEmployee(ctx, employeeId, { ...orgChartSelect(ctx), reportsToId: true });
  const [reports, manager, extraManagers, dottedReports] = await Promise.all([
    db.employee.findMany({
      where: { AND: [visible, { reportsToId: person.id }] },
      select: orgChartSelect(ctx),
      orderBy: ORG_CHART_ORDER,
    }),
    person.reportsToId
      ? db.employee.findFirst({ where: { AND: [visible, { id: person.reportsToId }] }, select: NAME })
      : null,
    db.employee.findMany({
      where: { AND: [visible, { extraManagerOf: { some: { employeeId: person.id } } }] },
      select: NAME,
      orderBy: ORG_CHART_ORDER,
    }),
    db.employee.findMany({
      where: { AND: [visible, { extraManagers: { some: { managerId: person.id } } }] },
      select: NAME,
      orderBy: ORG_CHART_ORDER,
    }),
  ]);
  const brief = (p: { id: number } & Parameters<typeof displayName>[0]) => ({
    employee_id: p.id,
    name: displayName(p),
  });
  return {
    data: {
      ...orgChartPerson(person),
      manager: manager ? brief(manager) : null,
      reports: reports.map(orgChartPerson),
      extra_managers: extraManagers.map(brief),
      dotted_reports: dottedReports.map(brief),
    },
  };
}
