// The org chart API through its route handlers: roots and direct reports with counts among visible people,
// dotted lines for extra managers, team scope, sensitive people, other groups, the area gate, bad input.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs } from "./helpers/http";
import { createEmployee, createGroup, createTeam, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import * as head from "@/app/api/stats/orgChartHead/route";
import * as node from "@/app/api/stats/orgChartNode/[id]/detail/route";
import * as search from "@/app/api/stats/orgChartSearch/route";

async function makeCompany(groupAccess: "full" | "light" = "full") {
  const group = await createGroup({ groupAccess });
  const sales = await createTeam({ groupId: group.id, name: "Sales" });
  const support = await createTeam({ groupId: group.id, name: "Support" });
  // ceo -> (vp sales -> ann, amy), (vp support -> bea); secret reports to ceo; gone (deleted) reports to ceo
  const ceo = await createEmployee({ groupId: group.id, firstName: "Carla", lastName: "Ceo", jobTitle: "CEO" });
  const vpSales = await createEmployee({
    groupId: group.id,
    teamId: sales.id,
    firstName: "Victor",
    lastName: "Sales",
    reportsToId: ceo.id,
  });
  const ann = await createEmployee({
    groupId: group.id,
    teamId: sales.id,
    firstName: "Ann",
    lastName: "Alpha",
    reportsToId: vpSales.id,
  });
  const amy = await createEmployee({
    groupId: group.id,
    teamId: sales.id,
    firstName: "Amy",
    lastName: "Beta",
    reportsToId: vpSales.id,
  });
  const vpSupport = await createEmployee({
    groupId: group.id,
    teamId: support.id,
    firstName: "Vera",
    lastName: "Support",
    reportsToId: ceo.id,
  });
  const bea = await createEmployee({
    groupId: group.id,
    teamId: support.id,
    firstName: "Bea",
    lastName: "Gamma",
    reportsToId: vpSupport.id,
  });
  const secret = await createEmployee({
    groupId: group.id,
    firstName: "Sid",
    lastName: "Secret",
    reportsToId: ceo.id,
    isSensitive: true,
  });
  await createEmployee({
    groupId: group.id,
    firstName: "Gone",
    lastName: "Away",
    reportsToId: ceo.id,
    deletedAt: new Date(),
  });
  await db.extraManager.create({ data: { groupId: group.id, employeeId: bea.id, managerId: vpSales.id } });
  const admin = await createUserInGroup({ group, role: "admin", accessSensitiveSettings: true });
  const hr = await createUserInGroup({ group, role: "default" });
  const readOnly = await createUserInGroup({ group, role: "default", readOnly: true });
  const manager = await createUserInGroup({ group, role: "team_only" });
  await db.teamManager.create({ data: { teamId: sales.id, membershipId: manager.membership.id } });
  const employee = await createUserInGroup({ group, role: "employee" });
  const sign = (u: { user: { id: string } }) => signInAs(u.user.id, group.id);
  return {
    group,
    ceo,
    vpSales,
    ann,
    amy,
    vpSupport,
    bea,
    secret,
    adminCaller: await sign(admin),
    hrCaller: await sign(hr),
    readOnlyCaller: await sign(readOnly),
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

const getNode = (caller: unknown, id: number | string) =>
  callRoute(node.GET, { caller: caller as never, params: { id: String(id) } });

describe("GET /api/stats/orgChartHead", () => {
  it("gives the people without a manager, with direct report counts among visible people", async () => {
    const admin = await callRoute(head.GET, { caller: a.adminCaller });
    expect(admin.status).toBe(200);
    expect(admin.body.data).toEqual([
      { employee_id: a.ceo.id, name: "Carla Ceo", job_title: "CEO", team_name: null, reports_count: 3 },
    ]);
    // Without the sensitive right the hidden person is not counted; the deleted one never is.
    const hr = await callRoute(head.GET, { caller: a.hrCaller });
    expect(hr.body.data).toEqual([expect.objectContaining({ employee_id: a.ceo.id, reports_count: 2 })]);
  });

  it("a team_only manager's chart starts at the top people of their teams", async () => {
    const res = await callRoute(head.GET, { caller: a.managerCaller });
    expect(res.body.data.map((p: { employee_id: number }) => p.employee_id)).toEqual([a.vpSales.id]);
    expect(res.body.data[0].reports_count).toBe(2);
  });

  it("read-only users may read; employees and light accounts cannot open the org chart", async () => {
    expect((await callRoute(head.GET, { caller: a.readOnlyCaller })).status).toBe(200);
    expect((await callRoute(head.GET, { caller: a.employeeCaller })).status).toBe(403);
    const light = await makeCompany("light");
    expect((await callRoute(head.GET, { caller: light.adminCaller })).status).toBe(403);
  });

  it("never shows another group's people", async () => {
    const res = await callRoute(head.GET, { caller: b.adminCaller });
    expect(res.body.data.map((p: { employee_id: number }) => p.employee_id)).toEqual([b.ceo.id]);
  });
});

describe("GET /api/stats/orgChartNode/{id}/detail", () => {
  it("gives the person, their manager, direct reports with counts and dotted lines", async () => {
    const res = await getNode(a.adminCaller, a.vpSales.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      employee_id: a.vpSales.id,
      name: "Victor Sales",
      team_name: "Sales",
      reports_count: 2,
      manager: { employee_id: a.ceo.id, name: "Carla Ceo" },
      extra_managers: [],
      dotted_reports: [{ employee_id: a.bea.id, name: "Bea Gamma" }],
    });
    expect(res.body.data.reports).toEqual([
      { employee_id: a.ann.id, name: "Ann Alpha", job_title: null, team_name: "Sales", reports_count: 0 },
      { employee_id: a.amy.id, name: "Amy Beta", job_title: null, team_name: "Sales", reports_count: 0 },
    ]);
    const bea = await getNode(a.adminCaller, a.bea.id);
    expect(bea.body.data.extra_managers).toEqual([{ employee_id: a.vpSales.id, name: "Victor Sales" }]);
  });

  it("hides sensitive people without the right, and people out of a manager's scope (404)", async () => {
    const ceo = await getNode(a.hrCaller, a.ceo.id);
    expect(ceo.body.data.reports.map((p: { employee_id: number }) => p.employee_id)).not.toContain(a.secret.id);
    expect((await getNode(a.hrCaller, a.secret.id)).status).toBe(404);
    expect((await getNode(a.managerCaller, a.vpSupport.id)).status).toBe(404);
    expect((await getNode(a.managerCaller, a.ceo.id)).status).toBe(404);
    const own = await getNode(a.managerCaller, a.vpSales.id);
    expect(own.body.data.manager).toBeNull();
    expect(own.body.data.dotted_reports).toEqual([]);
  });

  it("another group's id answers 404; a bad id 422 naming the field", async () => {
    expect((await getNode(b.adminCaller, a.ceo.id)).status).toBe(404);
    const bad = await getNode(a.adminCaller, "abc");
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.id).toBeDefined();
    expect((await getNode(a.employeeCaller, a.ceo.id)).status).toBe(403);
  });
});

describe("GET /api/stats/orgChartSearch", () => {
  it("finds visible people with the managers above them, top first", async () => {
    const res = await callRoute(search.GET, { caller: a.adminCaller, query: { keyword: "ann" } });
    expect(res.body.data).toEqual([
      { employee_id: a.ann.id, name: "Ann Alpha", job_title: null, path: [a.ceo.id, a.vpSales.id] },
    ]);
    const scoped = await callRoute(search.GET, { caller: a.managerCaller, query: { keyword: "ann" } });
    expect(scoped.body.data[0].path).toEqual([a.vpSales.id]);
    expect((await callRoute(search.GET, { caller: a.managerCaller, query: { keyword: "bea" } })).body.data).toEqual([]);
    expect(
      (await callRoute(search.GET, { caller: b.adminCaller, query: { keyword: "ann" } })).body.data.map(
        (p: { employee_id: number }) => p.employee_id,
      ),
    ).toEqual([b.ann.id]);
    const empty = await callRoute(search.GET, { caller: a.adminCaller, query: { keyword: " " } });
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields.keyword).toBeDefined();
  });
});
