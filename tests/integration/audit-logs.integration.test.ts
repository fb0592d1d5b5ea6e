// The audit log read side through its route handlers: filters, scope (other groups, team-limited users,
// sensitive people, wage rows and fields), national number / IBAN never shown, actor and impersonating
// admin named, person routes, counts and the xlsx exports with their right.
import ExcelJS from "exceljs";
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs } from "./helpers/http";
import { createEmployee, createGroup, createTeam, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import * as list from "@/app/api/auditlogs/list/route";
import * as exportList from "@/app/api/auditlogs/list/export/route";
import * as latest from "@/app/api/auditlogs/person/[id]/getLatestLog/route";
import * as first from "@/app/api/auditlogs/person/[id]/getFirstLog/route";
import * as groupFirst from "@/app/api/auditlogs/getFirstLog/route";
import * as changesCount from "@/app/api/auditlogs/[id]/getChangesCount/route";
import * as detailList from "@/app/api/auditlogs/employeeDetail/list/route";
import * as personalExcel from "@/app/api/auditlogs/personalDetails/excel/route";
import * as wageList from "@/app/api/auditlogs/wagecomponents/list/route";
import * as wageExport from "@/app/api/auditlogs/wagecomponents/export/route";
import * as exceptions from "@/app/api/auditlogs/dayOffTypeExceptions/list/route";

type Row = {
  objectType: string;
  objectId?: string;
  employeeId?: number | null;
  changes?: object;
  automated?: boolean;
  createdAt?: Date;
  actorUserId?: string;
  impersonatorUserId?: string | null;
  action?: string;
};

async function makeCompany() {
  const group = await createGroup();
  const sales = await createTeam({ groupId: group.id, name: "Sales" });
  const support = await createTeam({ groupId: group.id, name: "Support" });
  const alice = await createEmployee({ groupId: group.id, teamId: sales.id, firstName: "Alice", lastName: "Adams" });
  const bob = await createEmployee({ groupId: group.id, teamId: support.id, firstName: "Bob", lastName: "Brown" });
  const secret = await createEmployee({
    groupId: group.id,
    teamId: sales.id,
    firstName: "Sam",
    lastName: "Secret",
    isSensitive: true,
  });
  const admin = await createUserInGroup({
    group,
    role: "admin",
    name: "Ada Admin",
    accessWages: true,
    accessSensitiveSettings: true,
  });
  const hr = await createUserInGroup({
    group,
    role: "default",
    name: "Hal HR",
    accessWages: false,
    accessSensitiveSettings: false,
    accessExcelExports: false,
  });
  const readOnly = await createUserInGroup({
    group,
    role: "admin",
    readOnly: true,
    accessWages: true,
    accessSensitiveSettings: true,
  });
  const limited = await createUserInGroup({ group, role: "default", teamBasedAccess: true });
  await db.teamAccess.create({ data: { membershipId: limited.membership.id, teamId: sales.id } });
  const manager = await createUserInGroup({ group, role: "team_only" });
  await db.teamManager.create({ data: { teamId: sales.id, membershipId: manager.membership.id } });
  const employee = await createUserInGroup({ group, role: "employee" });
  const sign = (u: { user: { id: string } }) => signInAs(u.user.id, group.id);
  const type = await db.dayOffType.create({ data: { groupId: group.id, kind: "vacation" } });
  const sick = await db.dayOffType.create({ data: { groupId: group.id, kind: "sick" } });
  const request = await db.leaveRequest.create({
    data: {
      groupId: group.id,
      employeeId: alice.id,
      dayOffTypeId: type.id,
      startDate: new Date("2024-05-01"),
      endDate: new Date("2024-05-01"),
      amount: 1,
      requestedByUserId: admin.user.id,
    },
  });
  const sickRequest = await db.leaveRequest.create({
    data: {
      groupId: group.id,
      employeeId: alice.id,
      dayOffTypeId: sick.id,
      startDate: new Date("2024-05-02"),
      endDate: new Date("2024-05-02"),
      amount: 1,
      requestedByUserId: admin.user.id,
    },
  });
  const add = (row: Row) =>
    db.auditLog.create({
      data: {
        groupId: group.id,
        action: row.action ?? "update",
        objectId: row.objectId ?? "1",
        actorUserId: row.actorUserId ?? admin.user.id,
        changes: {},
        ...row,
      } as never,
    });
  const rows = {
    aliceOld: await add({
      objectType: "employee",
      objectId: String(alice.id),
      employeeId: alice.id,
      action: "create",
      createdAt: new Date("2024-01-10T10:00:00Z"),
      changes: { first_name: { from: null, to: "Alice" } },
    }),
    aliceIban: await add({
      objectType: "employee",
      objectId: String(alice.id),
      employeeId: alice.id,
      createdAt: new Date("2024-03-15T10:00:00Z"),
      changes: {
        iban: { from: "BE** **** 1234", to: "BE** **** 9876" },
        national_number: { from: "x", to: "y" },
        city: { from: "Gent", to: "Brugge" },
      },
    }),
    aliceWage: await add({
      objectType: "wage",
      objectId: "77",
      employeeId: alice.id,
      createdAt: new Date("2024-03-20T10:00:00Z"),
      changes: { bruto_cents: { from: 300000, to: 320000 } },
    }),
    aliceJob: await add({
      objectType: "employee",
      objectId: String(alice.id),
      employeeId: alice.id,
      createdAt: new Date("2024-04-01T10:00:00Z"),
      changes: { job_title: { from: "Dev", to: "Lead" }, bruto: { from: 1, to: 2 } },
    }),
    aliceLeave: await add({
      objectType: "leave_request",
      objectId: String(request.id),
      employeeId: alice.id,
      action: "create",
      createdAt: new Date("2024-04-20T10:00:00Z"),
    }),
    aliceSick: await add({
      objectType: "leave_request",
      objectId: String(sickRequest.id),
      employeeId: alice.id,
      action: "create",
      createdAt: new Date("2024-04-21T10:00:00Z"),
    }),
    aliceException: await add({
      objectType: "leave_allowance_exception",
      objectId: `${alice.id}:${type.id}:2024`,
      employeeId: alice.id,
      createdAt: new Date("2024-04-22T10:00:00Z"),
      changes: { amount: { from: null, to: 22 } },
    }),
    bobAutomated: await add({
      objectType: "employee",
      objectId: String(bob.id),
      employeeId: bob.id,
      automated: true,
      actorUserId: undefined,
      createdAt: new Date("2024-04-05T10:00:00Z"),
      changes: { city: { from: "A", to: "B" } },
    }),
    bobImpersonated: await add({
      objectType: "employee",
      objectId: String(bob.id),
      employeeId: bob.id,
      actorUserId: hr.user.id,
      impersonatorUserId: admin.user.id,
      createdAt: new Date("2024-04-06T10:00:00Z"),
      changes: { phone: { from: "1", to: "2" } },
    }),
    secretRow: await add({
      objectType: "employee",
      objectId: String(secret.id),
      employeeId: secret.id,
      createdAt: new Date("2024-04-07T10:00:00Z"),
      changes: { city: { from: "X", to: "Y" } },
    }),
    teamRow: await add({
      objectType: "team",
      objectId: String(sales.id),
      createdAt: new Date("2024-02-01T10:00:00Z"),
      changes: { name: { from: null, to: "Sales" } },
    }),
  };
  return {
    group,
    sales,
    support,
    alice,
    bob,
    secret,
    type,
    sick,
    rows,
    admin,
    hr,
    adminCaller: await sign(admin),
    hrCaller: await sign(hr),
    readOnlyCaller: await sign(readOnly),
    limitedCaller: await sign(limited),
    managerCaller: await sign(manager),
    employeeCaller: await sign(employee),
  };
}

let a: Awaited<ReturnType<typeof makeCompany>>;
let b: Awaited<ReturnType<typeof makeCompany>>;

beforeAll(async () => {
  await setupTestDatabase();
  a = await makeCompany();
  b = await makeCompany();
}, 60_000);

const ids = (res: { body: { data: { id: string }[] } }) => res.body.data.map((r) => r.id);
const idOf = (row: { id: bigint }) => row.id.toString();
const listAs = (caller: unknown, query: Record<string, string | number> = {}) =>
  callRoute(list.GET, { caller: caller as never, query: { per_page: 100, ...query } });

describe("GET /api/auditlogs/list", () => {
  it("lists the own group's rows newest first, hiding automated rows by default", async () => {
    const res = await listAs(a.adminCaller);
    expect(res.status).toBe(200);
    expect(ids(res)).not.toContain(idOf(b.rows.aliceOld));
    expect(ids(res)).not.toContain(idOf(a.rows.bobAutomated));
    expect(ids(res)).toContain(idOf(a.rows.teamRow));
    const dates = res.body.data.map((r: { created_at: string }) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const shown = await listAs(a.adminCaller, { show_automated_filter: "1" });
    expect(ids(shown)).toContain(idOf(a.rows.bobAutomated));
    expect(shown.body.data.find((r: { id: string }) => r.id === idOf(a.rows.bobAutomated)).automated).toBe(true);
  });

  it("paginates with total", async () => {
    const res = await callRoute(list.GET, { caller: a.adminCaller, query: { per_page: 2, page: 2 } });
    expect(res.body).toMatchObject({ page: 2, per_page: 2, total: 10 });
    expect(res.body.data).toHaveLength(2);
  });

  it("filters by employee, month and day-off type", async () => {
    const byPerson = await listAs(a.adminCaller, { employee_filter: a.bob.id, show_automated_filter: "true" });
    expect(ids(byPerson).sort()).toEqual([idOf(a.rows.bobAutomated), idOf(a.rows.bobImpersonated)].sort());
    const march = await listAs(a.adminCaller, { year_month_filter: "2024-03" });
    expect(ids(march).sort()).toEqual([idOf(a.rows.aliceIban), idOf(a.rows.aliceWage)].sort());
    const vacation = await listAs(a.adminCaller, { day_off_type_filter: a.type.id });
    expect(ids(vacation).sort()).toEqual([idOf(a.rows.aliceLeave), idOf(a.rows.aliceException)].sort());
  });

  it("names the actor and the impersonating admin", async () => {
    const res = await listAs(a.adminCaller, { employee_filter: a.bob.id });
    const row = res.body.data.find((r: { id: string }) => r.id === idOf(a.rows.bobImpersonated));
    expect(row.actor).toEqual({ user_id: a.hr.user.id, name: "Hal HR" });
    expect(row.impersonator).toEqual({ user_id: a.admin.user.id, name: "Ada Admin" });
    expect(row.employee_name).toBe("Bob Brown");
  });

  it("never shows national number or IBAN values", async () => {
    const res = await listAs(a.adminCaller, { year_month_filter: "2024-03" });
    const row = res.body.data.find((r: { id: string }) => r.id === idOf(a.rows.aliceIban));
    expect(row.changes).toHaveLength(3);
    expect(row.changes).toEqual(
      expect.arrayContaining([
        { field: "iban", from: null, to: null, hidden: true },
        { field: "national_number", from: null, to: null, hidden: true },
        { field: "city", from: "Gent", to: "Brugge" },
      ]),
    );
    expect(JSON.stringify(res.body)).not.toContain("9876");
  });

  it("hides wage rows and wage fields without the wages right, and sensitive people without that right", async () => {
    const res = await listAs(a.hrCaller);
    expect(res.status).toBe(200);
    expect(ids(res)).not.toContain(idOf(a.rows.aliceWage));
    expect(ids(res)).not.toContain(idOf(a.rows.secretRow));
    const job = res.body.data.find((r: { id: string }) => r.id === idOf(a.rows.aliceJob));
    expect(job.changes).toEqual([{ field: "job_title", from: "Dev", to: "Lead" }]);
    const admin = await listAs(a.adminCaller);
    expect(ids(admin)).toEqual(expect.arrayContaining([idOf(a.rows.aliceWage), idOf(a.rows.secretRow)]));
  });

  it("a team-limited user sees only rows of people in their teams, no company rows", async () => {
    const res = await listAs(a.limitedCaller, { show_automated_filter: "1" });
    expect(res.status).toBe(200);
    const people = new Set(res.body.data.map((r: { employee_id: number | null }) => r.employee_id));
    expect([...people]).toEqual([a.alice.id]);
  });

  it("team_only managers and employees have no audit right; a read-only admin may read", async () => {
    expect((await listAs(a.managerCaller)).status).toBe(403);
    expect((await listAs(a.employeeCaller)).status).toBe(403);
    expect((await listAs(a.readOnlyCaller)).status).toBe(200);
  });

  it("refuses bad filters with 422 naming the field", async () => {
    for (const [field, value] of [
      ["year_month_filter", "2024-13"],
      ["employee_filter", "abc"],
      ["show_automated_filter", "maybe"],
      ["day_off_type_filter", "-1"],
      ["colour", "red"],
    ] as const) {
      const res = await listAs(a.adminCaller, { [field]: value });
      expect({ field, status: res.status, named: Boolean(res.body.error?.fields?.[field]) }).toEqual({
        field,
        status: 422,
        named: true,
      });
    }
  });
});

describe("person routes", () => {
  it("first and latest log, count and the person's list", async () => {
    const params = { id: String(a.alice.id) };
    const f = await callRoute(first.GET, { caller: a.adminCaller, params });
    expect(f.body.data.id).toBe(idOf(a.rows.aliceOld));
    const l = await callRoute(latest.GET, { caller: a.adminCaller, params });
    expect(l.body.data.id).toBe(idOf(a.rows.aliceException));
    const c = await callRoute(changesCount.GET, { caller: a.adminCaller, params });
    expect(c.body).toEqual({ count: 7 });
    const hrCount = await callRoute(changesCount.GET, { caller: a.hrCaller, params });
    expect(hrCount.body).toEqual({ count: 6 });
    const d = await callRoute(detailList.GET, {
      caller: a.adminCaller,
      query: { employee_id: a.alice.id, per_page: 3 },
    });
    expect(d.body).toMatchObject({ total: 7, per_page: 3 });
    expect(d.body.data[0].id).toBe(idOf(a.rows.aliceException));
    const g = await callRoute(groupFirst.GET, { caller: a.adminCaller });
    expect(g.body.data.id).toBe(idOf(a.rows.aliceOld));
  });

  it("another group's person, a person out of scope or a hidden sensitive person answers 404", async () => {
    expect((await callRoute(first.GET, { caller: b.adminCaller, params: { id: String(a.alice.id) } })).status).toBe(
      404,
    );
    expect(
      (await callRoute(changesCount.GET, { caller: b.adminCaller, params: { id: String(a.alice.id) } })).status,
    ).toBe(404);
    expect(
      (await callRoute(detailList.GET, { caller: b.adminCaller, query: { employee_id: a.alice.id } })).status,
    ).toBe(404);
    expect((await callRoute(latest.GET, { caller: a.limitedCaller, params: { id: String(a.bob.id) } })).status).toBe(
      404,
    );
    expect((await callRoute(latest.GET, { caller: a.hrCaller, params: { id: String(a.secret.id) } })).status).toBe(404);
    const bad = await callRoute(detailList.GET, { caller: a.adminCaller, query: {} });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.employee_id).toBeDefined();
  });
});

describe("wage and leave exception lists", () => {
  it("wage rows need the wages right", async () => {
    const res = await callRoute(wageList.GET, { caller: a.adminCaller });
    expect(ids(res)).toEqual([idOf(a.rows.aliceWage)]);
    expect(res.body.data[0].changes).toEqual([{ field: "bruto_cents", from: 300000, to: 320000 }]);
    expect((await callRoute(wageList.GET, { caller: a.hrCaller })).status).toBe(403);
    const other = await callRoute(wageList.GET, { caller: b.adminCaller, query: { employee_filter: a.alice.id } });
    expect(other.body.data).toEqual([]);
  });

  it("allowance exception rows, filtered by type", async () => {
    const res = await callRoute(exceptions.GET, { caller: a.adminCaller });
    expect(ids(res)).toEqual([idOf(a.rows.aliceException)]);
    const sick = await callRoute(exceptions.GET, { caller: a.adminCaller, query: { day_off_type_filter: a.sick.id } });
    expect(sick.body.data).toEqual([]);
  });
});

describe("exports", () => {
  async function fetchXlsx(
    handler: typeof exportList.GET,
    caller: unknown,
    query: Record<string, string | number> = {},
  ) {
    const url = new URL("http://localhost/api/test");
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
    const res = await handler(new Request(url, { headers: { cookie: (caller as { cookie: string }).cookie } }), {
      params: Promise.resolve({}),
    });
    return res;
  }

  it("exports the filtered list as xlsx, one line per field, with hidden values", async () => {
    const res = await fetchXlsx(exportList.GET, a.adminCaller, { year_month_filter: "2024-03" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await res.arrayBuffer()) as never);
    const sheet = workbook.worksheets[0]!;
    const lines = sheet
      .getSheetValues()
      .slice(2)
      .map((r) => (r as unknown[]).slice(1));
    const fields = lines.map((l) => l[7]);
    expect(fields.sort()).toEqual(["bruto_cents", "city", "iban", "national_number"]);
    const iban = lines.find((l) => l[7] === "iban")!;
    expect([iban[8], iban[9]]).toEqual(["(hidden)", "(hidden)"]);
  });

  it("needs the Excel export right", async () => {
    const res = await callRoute(exportList.GET, { caller: a.hrCaller });
    expect(res.status).toBe(403);
    expect(
      (await callRoute(personalExcel.GET, { caller: a.hrCaller, query: { employee_id: a.alice.id } })).status,
    ).toBe(403);
    expect((await callRoute(wageExport.GET, { caller: a.hrCaller })).status).toBe(403);
  });

  it("exports a person's personal-data changes; another group's person is 404", async () => {
    const res = await fetchXlsx(personalExcel.GET, a.adminCaller, { employee_id: a.alice.id });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await res.arrayBuffer()) as never);
    const fields = workbook.worksheets[0]!.getSheetValues()
      .slice(2)
      .map((r) => (r as unknown[])[8]);
    expect(fields.sort()).toEqual(["bruto", "city", "first_name", "iban", "job_title", "national_number"]);
    expect(
      (await callRoute(personalExcel.GET, { caller: b.adminCaller, query: { employee_id: a.alice.id } })).status,
    ).toBe(404);
    const wage = await fetchXlsx(wageExport.GET, a.adminCaller);
    expect(wage.status).toBe(200);
  });
});
