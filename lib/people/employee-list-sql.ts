// The people list's filter as SQL, for the list API's hot path (lib/people/list-employees.ts): the same
// rows, in the same order, as Prisma with employeeListWhere/employeeListOrder (employee-list-filter.ts,
// which the exports keep using) — tests/integration/people-list-sql.integration.test.ts compares the two
// over every kind of caller and filter. Kept beside that filter so a rule added there is added here.
//
// - the caller's group; not deleted unless include_deleted (which needs the right to edit people);
// - the caller's team scope (lib/access/team-scope.ts): people in those teams only, none without a team;
// - sensitive people only with sensitive.read, one's own record always;
// - each search word (at most five) in a name part, the email or the employee number, case-insensitively,
//   behind the search_text prefilter (lib/people/search-terms.ts). Like Prisma's `contains`, the word goes
//   into LIKE/ILIKE as it is (its % and _ act as wildcards).
// The text depends only on the filter's shape (which conditions, how many words), never on its values.
import { can } from "@/lib/access/permissions";
import { teamScope } from "@/lib/access/team-scope";
import type { RequestContext } from "@/lib/api/context";
import { assertMayListDeleted, type EmployeeListFilter } from "./employee-list-filter";
import { searchTerms, searchTextPrefilter } from "./search-terms";

const SEARCH_COLUMNS = ["first_name", "last_name", "insertion", "last_name_partner", "email", "employee_number"];

export type EmployeeListSql = {
  /** The WHERE condition over `employee e`, with $1… placeholders. */
  where: string;
  values: unknown[];
};

export function employeeListSql(ctx: RequestContext, filter: EmployeeListFilter): EmployeeListSql {
  assertMayListDeleted(ctx, filter);
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const parts = [`e.group_id = ${param(ctx.group.id)}`];
  if (!filter.include_deleted) parts.push("e.deleted_at IS NULL");
  const scope = teamScope(ctx.subject);
  if (scope.kind === "teams") {
    parts.push(`e.team_id = ANY(${param(scope.teamIds)}::int[])`);
  }
  if (!can(ctx.subject, "sensitive.read")) {
    const own = ctx.membership.employeeId;
    parts.push(own ? `(e.is_sensitive = false OR e.id = ${param(own)})` : "e.is_sensitive = false");
  }
  if (filter.team_id !== undefined) {
    parts.push(`e.team_id = ${param(filter.team_id)}`);
  }
  for (const term of searchTerms(filter.search)) {
    // The searchText prefilter of lib/people/search-terms.ts first, then the exact ILIKEs.
    const prefilter = searchTextPrefilter(term);
    if (prefilter !== null) parts.push(`e.search_text LIKE ${param(`%${prefilter}%`)}`);
    const pattern = param(`%${term}%`);
    parts.push(`(${SEARCH_COLUMNS.map((c) => `e.${c} ILIKE ${pattern}`).join(" OR ")})`);
  }
  return { where: parts.join(" AND "), values };
}

/** ORDER BY of employeeListOrder. */
export function employeeListOrderSql(nameOrder: EmployeeListFilter["name_order"]): string {
  return nameOrder === "first_last"
    ? "e.first_name ASC, e.last_name ASC, e.id ASC"
    : "e.last_name ASC, e.first_name ASC, e.id ASC";
}
