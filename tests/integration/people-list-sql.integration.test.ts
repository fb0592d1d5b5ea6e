// The people list API reads its rows through SQL (lib/people/employee-list-sql.ts) while the exports read
// them through Prisma with employeeListWhere. Both must give the same rows, totals, order and row JSON for
// every kind of caller (admin, sensitive right or not, team_only manager, self-service employee, team-based
// access, read-only) and every filter (search with wildcard characters, team, deleted, name order, paging).
import { setupTestDatabase } from "./helpers/db";
import { signInAs } from "./helpers/http";
import { makePeopleCompany, type PeopleCompany } from "./helpers/people-fixture";
import { loadSessionContext } from "@/lib/api/session-context";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { skipTake } from "@/lib/api/list-response";
import { employeeListOrder, employeeListWhere } from "@/lib/people/employee-list-filter";
import { EMPLOYEE_LIST_SELECT, employeeListRow, listEmployees } from "@/lib/people/list-employees";
import type { TListEmployeesInput } from "@/lib/people/people.types";
import { searchTerms } from "@/lib/people/search-terms";
import { createEmployee, createUserInGroup } from "@/prisma/seed/factories";

let a: PeopleCompany;
let b: PeopleCompany;
const callers: Record<string, RequestContext> = {};

beforeAll(async () => {
  await setupTestDatabase();
  a = await makePeopleCompany("NL");
  b = await makePeopleCompany();
  const g = a.group.id;
  // Names and fields that test the search and the row's columns: wildcards, partner names, dates, no team.
  await createEmployee({ groupId: g, firstName: "Éloïse", lastName: "Äbel" });
  await createEmployee({ groupId: g, firstName: "Percy", lastName: "100% Pure", email: "p_100@corp.test" });
  await createEmployee({
    groupId: g,
    teamId: a.support.id,
    firstName: "Anna",
    lastName: "Vries",
    insertion: "de",
    lastNamePartner: "Berg",
    insertionPartner: "van den",
    lastNameComposition: "V",
    startDate: new Date(Date.UTC(2020, 1, 29)),
    endDate: new Date(Date.UTC(2030, 11, 31)),
    photoMime: "image/png",
  });
  await createEmployee({ groupId: g, teamId: a.sales.id, firstName: "alice", lastName: "aerts", jobTitle: "Twin" });
  await createEmployee({ groupId: g, teamId: a.sales.id, firstName: "Back\\slash", lastName: "Zed" });
  // A word ending in a backslash escapes the pattern's closing %: "max\\" finds first names ending in "max%",
  // which the joined search_text holds only when the column comes last.
  await createEmployee({ groupId: g, firstName: "Max%", lastName: "Trail" });
  await createEmployee({ groupId: g, firstName: "Bo", lastName: "Ends\\" });
  const limited = await createUserInGroup({ group: a.group, role: "default", teamBasedAccess: true });
  await db.teamAccess.create({ data: { membershipId: limited.membership.id, teamId: a.support.id } });
  const context = async (sessionId: string) => (await loadSessionContext(sessionId))!;
  for (const name of ["admin", "hr", "plain", "readOnly", "manager", "employee"] as const)
    callers[name] = await context(a[name].caller.sessionId);
  callers.teamBased = await context((await signInAs(limited.user.id, g)).sessionId);
}, 180_000);

// What the list answered before it read through SQL: Prisma with the shared filter and order.
async function throughPrisma(ctx: RequestContext, input: TListEmployeesInput) {
  const where = employeeListWhere(ctx, input);
  const [total, rows] = await Promise.all([
    db.employee.count({ where }),
    db.employee.findMany({
      where,
      orderBy: employeeListOrder(input.name_order),
      select: EMPLOYEE_LIST_SELECT,
      ...skipTake(input),
    }),
  ]);
  return { total, data: rows.map((r) => employeeListRow(r, input.name_order ?? "last_first")) };
}

const SEARCHES = [
  undefined,
  "a",
  "ALI aer",
  "é",
  "Ä",
  "%",
  "_",
  "100%",
  "\\",
  "x\\",
  "max\\",
  "ends\\",
  "\\\\",
  "a%",
  "a_",
  "e-00",
  "de berg",
  "corp.test",
  "a e i o u x",
];

// Every team / deleted / order combination with no search and with one; every search without filters and
// once more in a combination that varies along the list.
const FILTERS = [undefined, "sales", "support", "other"] as const;
function inputs(): TListEmployeesInput[] {
  const combos = FILTERS.flatMap((team) =>
    [undefined, true].flatMap((include_deleted) =>
      [undefined, "first_last"].map((name_order) => ({ team, include_deleted, name_order })),
    ),
  );
  const teamId = (team: (typeof FILTERS)[number]) =>
    team === undefined ? undefined : team === "other" ? b.sales.id : a[team].id;
  const make = (search: string | undefined, c: (typeof combos)[number]) =>
    ({
      page: 1,
      per_page: 500,
      search,
      team_id: teamId(c.team),
      include_deleted: c.include_deleted,
      name_order: c.name_order,
    }) as TListEmployeesInput;
  return [
    ...combos.flatMap((c) => [make(undefined, c), make("a", c)]),
    ...SEARCHES.map((search) => make(search, combos[0]!)),
    ...SEARCHES.map((search, i) => make(search, combos[i % combos.length]!)),
  ];
}

// The plain per-column filter, without the search_text prefilter that both paths above share: what every
// search word must find (the caller's own visibility rules from employeeListWhere, the words as ILIKEs).
async function perColumnIds(ctx: RequestContext, search: string) {
  const words = searchTerms(search);
  const rows = await db.employee.findMany({
    where: {
      AND: [
        employeeListWhere(ctx, {}),
        ...words.map((term) => ({
          OR: ["firstName", "lastName", "insertion", "lastNamePartner", "email", "employeeNumber"].map((c) => ({
            [c]: { contains: term, mode: "insensitive" as const },
          })),
        })),
      ],
    },
    select: { id: true },
  });
  return rows.map((r) => r.id).sort((x, y) => x - y);
}

describe("the people list through SQL", () => {
  it("finds for every search word exactly what the plain per-column ILIKEs find", async () => {
    for (const [name, ctx] of Object.entries(callers)) {
      for (const search of SEARCHES) {
        if (search === undefined) continue;
        const res = await listEmployees(ctx, { page: 1, per_page: 500, search });
        const ids = res.data.map((r) => r.employee_id).sort((x, y) => x - y);
        expect({ name, search, ids }).toEqual({ name, search, ids: await perColumnIds(ctx, search) });
      }
    }
    // The backslash words do find someone, so the comparison above is not vacuous.
    expect((await perColumnIds(callers.admin!, "max\\")).length).toBe(1);
  });

  it("answers exactly what Prisma with employeeListWhere answers, for every caller and filter", async () => {
    let compared = 0;
    for (const [name, ctx] of Object.entries(callers)) {
      for (const input of inputs()) {
        const expected = await throughPrisma(ctx, input).catch((e: unknown) => e);
        const actual = await listEmployees(ctx, input).catch((e: unknown) => e);
        if (expected instanceof AppError) {
          expect(actual).toBeInstanceOf(AppError);
          expect((actual as AppError).code).toBe(expected.code);
          continue;
        }
        const label = JSON.stringify({ name, ...input });
        expect({ label, ...(actual as object) }).toEqual({ label, ...(expected as object), page: 1, per_page: 500 });
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(200);
  }, 180_000);

  it("pages the same way, past the end included", async () => {
    for (const page of [1, 2, 3, 50]) {
      const input = { page, per_page: 2 };
      const actual = await listEmployees(callers.admin!, input);
      const expected = await throughPrisma(callers.admin!, input);
      expect(actual).toEqual({ ...expected, page, per_page: 2 });
    }
  });

  it("keeps another group's people out whatever the filter", async () => {
    const res = await listEmployees(callers.admin!, { page: 1, per_page: 500, team_id: b.sales.id });
    expect(res).toMatchObject({ data: [], total: 0 });
    const all = await listEmployees(callers.admin!, { page: 1, per_page: 500, include_deleted: true });
    expect(all.data.map((r) => r.employee_id)).not.toContain(b.alice.id);
  });
});
