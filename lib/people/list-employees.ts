// The people directory: one page of the visible people with the columns a list row needs, and the total.
// Built for 10,000 people: only the row's columns are read, the team name comes through a join, and
// counting and paging happen in SQL.
import type { RequestContext } from "@/lib/api/context";
import { listResponse, skipTake } from "@/lib/api/list-response";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { displayName, type NameOrder, NAME_PARTS_SELECT } from "./display-name";
import { photoUrl } from "./employee-json";
import { employeeListOrder, employeeListWhere } from "./employee-list-filter";
import { dayString } from "./people-fields";
import type { TListEmployeesInput } from "./people.types";

export const EMPLOYEE_LIST_SELECT = {
  id: true,
  ...NAME_PARTS_SELECT,
  email: true,
  phone: true,
  employeeNumber: true,
  jobTitle: true,
  teamId: true,
  team: { select: { name: true } },
  reportsToId: true,
  startDate: true,
  endDate: true,
  isSensitive: true,
  photoMime: true,
  deletedAt: true,
} satisfies Prisma.EmployeeSelect;

type ListRow = Prisma.EmployeeGetPayload<{ select: typeof EMPLOYEE_LIST_SELECT }>;

export function employeeListRow(e: ListRow, nameOrder: NameOrder = "last_first") {
  return {
    employee_id: e.id,
    first_name: e.firstName,
    last_name: e.lastName,
    insertion: e.insertion,
    display_name: displayName(e, nameOrder),
    email: e.email,
    phone: e.phone,
    employee_number: e.employeeNumber,
    job_title: e.jobTitle,
    team_id: e.teamId,
    team_name: e.team?.name ?? null,
    reports_to_id: e.reportsToId,
    start_date: dayString(e.startDate),
    end_date: dayString(e.endDate),
    is_sensitive: e.isSensitive,
    has_photo: e.photoMime !== null,
    photo_url: e.photoMime !== null ? photoUrl(e.id) : null,
    deleted: e.deletedAt !== null,
  };
}

export type EmployeeListRow = ReturnType<typeof employeeListRow>;

export async function listEmployees(ctx: RequestContext, input: TListEmployeesInput) {
  const where = employeeListWhere(ctx, input);
  const [total, rows] = await Promise.all([
    db.employee.count({ where }),
    db.employee.findMany({
      where,
      orderBy: employeeListOrder(input.name_order),
      select: EMPLOYEE_LIST_SELECT,
      // Separate query for the page's teams: the join strategy sorts the whole company before the limit.
      relationLoadStrategy: "query",
      ...skipTake(input),
    }),
  ]);
  const nameOrder = input.name_order ?? "last_first";
  return listResponse(
    rows.map((row) => employeeListRow(row, nameOrder)),
    total,
    input,
  );
}
