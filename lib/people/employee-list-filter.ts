// The filter and order of the people lists (list, list/excel, listByTeam, listWithDocumentCount): the
// visible people, optionally one team, optionally deleted ones, and a search over the name parts, email
// and employee number. Shared so the export holds exactly the rows the list shows.
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import type { Prisma } from "@/lib/db/generated/client";
import type { NameOrder } from "./display-name";
import { personSearchTermWhere, searchTerms } from "./search-terms";
import { visiblePeopleWhere } from "./visible-employees";

export type EmployeeListFilter = {
  search?: string;
  team_id?: number;
  include_deleted?: boolean;
  name_order?: NameOrder;
};

const SEARCH_COLUMNS = ["firstName", "lastName", "insertion", "lastNamePartner", "email", "employeeNumber"] as const;

// The list API reads the same rows through SQL (employee-list-sql.ts): a rule changed here changes there.
export function employeeListWhere(ctx: RequestContext, filter: EmployeeListFilter): Prisma.EmployeeWhereInput {
  assertMayListDeleted(ctx, filter);
  const parts: Prisma.EmployeeWhereInput[] = [visiblePeopleWhere(ctx, { includeDeleted: filter.include_deleted })];
  if (filter.team_id !== undefined) parts.push({ teamId: filter.team_id });
  for (const term of searchTerms(filter.search)) parts.push(personSearchTermWhere(term, SEARCH_COLUMNS));
  return { AND: parts };
}

/** Deleted people are only shown to those who can bring them back. */
export function assertMayListDeleted(ctx: RequestContext, filter: EmployeeListFilter): void {
  if (filter.include_deleted && !can(ctx.subject, "employees.write")) {
    throw AppError.forbidden("Only users who can edit people can list deleted people");
  }
}

export function employeeListOrder(nameOrder: NameOrder | undefined): Prisma.EmployeeOrderByWithRelationInput[] {
  return nameOrder === "first_last"
    ? [{ firstName: "asc" }, { lastName: "asc" }, { id: "asc" }]
    : [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }];
}
