// The people directory: one page of the visible people with the columns a list row needs, and the total.
// Built for 10,000 people: only the row's columns are read, the team name comes through a join, and
// counting and paging happen in SQL.
import type { RequestContext } from "@/lib/api/context";
import { listResponse, skipTake } from "@/lib/api/list-response";
import { preparedQuery, statementName } from "@/lib/db/prepared-query";
import type { Prisma } from "@/lib/db/generated/client";
import { displayName, type NameOrder, NAME_PARTS_SELECT } from "./display-name";
import { photoUrl } from "./employee-json";
import { employeeListOrderSql, employeeListSql } from "./employee-list-sql";
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

// Count and page through the driver as named prepared statements (employee-list-sql.ts), not Prisma: this
// list is the people screen's and the API's most frequent call, and Prisma's query building and shaping
// cost more than the SQL (bench/api-overhead.ts). Columns are EMPLOYEE_LIST_SELECT's under the same names,
// so employeeListRow shapes both; timestamps and dates are read as UTC instants, as Prisma reads them.
const PAGE_COLUMNS = `e.id, e.first_name AS "firstName", e.last_name AS "lastName", e.insertion,
  e.last_name_composition AS "lastNameComposition", e.insertion_partner AS "insertionPartner",
  e.last_name_partner AS "lastNamePartner", e.email, e.phone, e.employee_number AS "employeeNumber",
  e.job_title AS "jobTitle", e.team_id AS "teamId", t.name AS "teamName", e.reports_to_id AS "reportsToId",
  e.start_date::timestamp AT TIME ZONE 'UTC' AS "startDate", e.end_date::timestamp AT TIME ZONE 'UTC' AS "endDate",
  e.is_sensitive AS "isSensitive", e.photo_mime AS "photoMime", e.deleted_at AT TIME ZONE 'UTC' AS "deletedAt"`;

type PageRow = Omit<ListRow, "team"> & { teamName: string | null };

export async function listEmployees(ctx: RequestContext, input: TListEmployeesInput) {
  const { where, values } = employeeListSql(ctx, input);
  const { skip, take } = skipTake(input);
  const countSql = `SELECT count(*)::int AS total FROM employee e WHERE ${where}`;
  const pageSql = `SELECT ${PAGE_COLUMNS} FROM employee e LEFT JOIN team t ON t.id = e.team_id WHERE ${where}
    ORDER BY ${employeeListOrderSql(input.name_order)} LIMIT $${values.length + 1} OFFSET $${values.length + 2}`;
  const [[count], rows] = await Promise.all([
    preparedQuery<{ total: number }>(statementName("people_count", countSql), countSql, values),
    preparedQuery<PageRow>(statementName("people_page", pageSql), pageSql, [...values, take, skip]),
  ]);
  const nameOrder = input.name_order ?? "last_first";
  return listResponse(
    rows.map(({ teamName, ...row }) =>
      employeeListRow({ ...row, team: row.teamId === null ? null : { name: teamName! } }, nameOrder),
    ),
    count!.total,
    input,
  );
}
