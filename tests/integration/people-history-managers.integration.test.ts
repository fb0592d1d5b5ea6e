// Managers through their route handlers: reportsTo with self and cycle refusal (A -> B -> C -> A), same
// company only, extra managers behind the multiple-managers flag, the managers list and map limited to
// the caller's scope, read-only and team_only refusal, audit rows on the person's trail.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, type Caller } from "./helpers/http";
import { makeHistoryCompany, type HistoryCompany } from "./people-history-fixture";
import { db } from "@/lib/db/client";
import { createEmployee } from "@/prisma/seed/factories";
import * as setReports from "@/app/api/employees/setCurrentReportsTo/route";
import * as extra from "@/app/api/employees/extraManagers/route";
import * as forEmployee from "@/app/api/employees/getManagersForEmployee/route";
import * as list from "@/app/api/employees/managers/list/route";
import * as map from "@/app/api/employees/managers/map/route";

let a: HistoryCompany;
let b: HistoryCompany;

beforeAll(async () => {
  await setupTestDatabase();
  a = await makeHistoryCompany();
  b = await makeHistoryCompany();
}, 60_000);

const reportsTo = (caller: Caller, employee_id: number, reports_to_id: number | null) =>
  callRoute(setReports.POST, { caller, body: { employee_id, reports_to_id } });
const setFlag = (groupId: number, enabled: boolean) =>
  db.featureFlag.upsert({
    where: { groupId_name: { groupId, name: "enable_multiple_managers" } },
    create: { groupId, name: "enable_multiple_managers", enabled },
    update: { enabled },
  });

describe("setCurrentReportsTo", () => {
  it("sets who a person reports to, audited on their trail", async () => {
    const res = await reportsTo(a.admin.caller, a.alice.id, a.managerEmployee.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ employee_id: a.alice.id, reports_to_id: a.managerEmployee.id });
    expect((await db.employee.findUnique({ where: { id: a.alice.id } }))?.reportsToId).toBe(a.managerEmployee.id);
    const audit = await db.auditLog.findFirst({
      where: { objectType: "employee", objectId: String(a.alice.id) },
      orderBy: { id: "desc" },
    });
    expect(audit).toMatchObject({
      employeeId: a.alice.id,
      actorUserId: a.admin.user.id,
      changes: { reports_to_id: { from: null, to: a.managerEmployee.id } },
    });
  });

  it("refuses a person reporting to themselves", async () => {
    const res = await reportsTo(a.admin.caller, a.bob.id, a.bob.id);
    expect(res.status).toBe(422);
    expect(res.body.error.fields.reports_to_id).toMatch(/themselves/);
  });

  it("refuses a cycle A -> B -> C -> A and keeps the chain as it was", async () => {
    const [x, y, z] = await Promise.all(
      [1, 2, 3].map(() => createEmployee({ groupId: a.group.id, teamId: a.support.id })),
    );
    expect((await reportsTo(a.admin.caller, x!.id, y!.id)).status).toBe(200);
    expect((await reportsTo(a.admin.caller, y!.id, z!.id)).status).toBe(200);
    const res = await reportsTo(a.admin.caller, z!.id, x!.id);
    expect(res.status).toBe(422);
    expect(res.body.error.fields.reports_to_id).toMatch(/reports/);
    expect((await db.employee.findUnique({ where: { id: z!.id } }))?.reportsToId).toBeNull();
    // Two steps are fine in the other direction once the loop is gone.
    expect((await reportsTo(a.admin.caller, x!.id, null)).status).toBe(200);
    expect((await reportsTo(a.admin.caller, z!.id, x!.id)).status).toBe(200);
  });

  it("another company's manager is refused like a missing one; another company's person is 404", async () => {
    const other = await reportsTo(a.admin.caller, a.bob.id, b.alice.id);
    expect(other.status).toBe(422);
    const missing = await reportsTo(a.admin.caller, a.bob.id, 2_000_000_000);
    expect(missing.body.error.fields).toEqual(other.body.error.fields);
    expect((await reportsTo(b.admin.caller, a.bob.id, null)).status).toBe(404);
  });

  it("refuses bad input naming the field", async () => {
    const res = await callRoute(setReports.POST, {
      caller: a.admin.caller,
      body: { employee_id: a.bob.id, reports_to_id: "x" },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.reports_to_id).toBeDefined();
    const missing = await callRoute(setReports.POST, { caller: a.admin.caller, body: { employee_id: a.bob.id } });
    expect(missing.body.error.fields.reports_to_id).toBeDefined();
  });

  it("read-only and team_only users cannot change it", async () => {
    expect((await reportsTo(a.readOnly.caller, a.bob.id, a.alice.id)).status).toBe(403);
    expect((await reportsTo(a.manager.caller, a.carol.id, a.alice.id)).status).toBe(403);
    expect((await db.employee.findUnique({ where: { id: a.bob.id } }))?.reportsToId).toBeNull();
  });
});

describe("extra managers", () => {
  it("refuses to set them while the flag is off (default), reading still works", async () => {
    const res = await callRoute(extra.POST, {
      caller: a.admin.caller,
      body: { employee_id: a.alice.id, manager_ids: [a.bob.id] },
    });
    expect(res.status).toBe(403);
    const read = await callRoute(extra.GET, { caller: a.admin.caller, query: { employee_id: a.alice.id } });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ data: [], enabled: false });
  });

  it("sets them with the flag on, audited", async () => {
    await setFlag(a.group.id, true);
    const res = await callRoute(extra.POST, {
      caller: a.admin.caller,
      body: { employee_id: a.alice.id, manager_ids: [a.bob.id, a.bob.id, a.carol.id] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((m: { employee_id: number }) => m.employee_id)).toEqual(
      [a.bob.id, a.carol.id].sort((x, y) => x - y),
    );
    const audit = await db.auditLog.findFirst({
      where: { objectType: "employee", objectId: String(a.alice.id) },
      orderBy: { id: "desc" },
    });
    expect(audit?.changes).toEqual({
      extra_manager_ids: { from: [], to: [a.bob.id, a.carol.id].sort((x, y) => x - y) },
    });
  });

  it("refuses the person themselves, another company's people and too many ids", async () => {
    const self = await callRoute(extra.POST, {
      caller: a.admin.caller,
      body: { employee_id: a.alice.id, manager_ids: [a.alice.id] },
    });
    expect(self.status).toBe(422);
    expect(self.body.error.fields.manager_ids).toBeDefined();
    const other = await callRoute(extra.POST, {
      caller: a.admin.caller,
      body: { employee_id: a.alice.id, manager_ids: [b.bob.id] },
    });
    expect(other.status).toBe(422);
    expect(other.body.error.fields.manager_ids).toBeDefined();
    const many = await callRoute(extra.POST, {
      caller: a.admin.caller,
      body: { employee_id: a.alice.id, manager_ids: Array.from({ length: 21 }, (_, i) => i + 1) },
    });
    expect(many.status).toBe(422);
    expect((await db.extraManager.count({ where: { employeeId: a.alice.id } })).valueOf()).toBe(2);
  });

  it("another company's person answers 404; read-only cannot write", async () => {
    await setFlag(b.group.id, true);
    expect(
      (await callRoute(extra.POST, { caller: b.admin.caller, body: { employee_id: a.alice.id, manager_ids: [] } }))
        .status,
    ).toBe(404);
    expect((await callRoute(extra.GET, { caller: b.admin.caller, query: { employee_id: a.alice.id } })).status).toBe(
      404,
    );
    expect(
      (await callRoute(extra.POST, { caller: a.readOnly.caller, body: { employee_id: a.alice.id, manager_ids: [] } }))
        .status,
    ).toBe(403);
  });
});

describe("reading managers", () => {
  it("getManagersForEmployee gives reportsTo and extra managers", async () => {
    const res = await callRoute(forEmployee.GET, { caller: a.admin.caller, query: { employee_id: a.alice.id } });
    expect(res.status).toBe(200);
    expect(res.body.data.reports_to).toMatchObject({ employee_id: a.managerEmployee.id, name: "Mona Manager" });
    expect(res.body.data.extra_managers).toHaveLength(2);
    expect(res.body.data.managers.map((m: { employee_id: number }) => m.employee_id)[0]).toBe(a.managerEmployee.id);
    expect(
      (await callRoute(forEmployee.GET, { caller: b.admin.caller, query: { employee_id: a.alice.id } })).status,
    ).toBe(404);
    const bad = await callRoute(forEmployee.GET, { caller: a.admin.caller, query: { employee_id: "abc" } });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.employee_id).toBeDefined();
  });

  it("the list holds the managers of visible people, never another company's", async () => {
    const res = await callRoute(list.GET, { caller: a.admin.caller, query: { per_page: 50 } });
    expect(res.status).toBe(200);
    const ids = res.body.data.map((m: { employee_id: number }) => m.employee_id);
    expect(ids).toEqual(expect.arrayContaining([a.managerEmployee.id, a.bob.id, a.carol.id]));
    expect(ids).not.toContain(a.alice.id);
    const other = await callRoute(list.GET, { caller: b.admin.caller, query: { per_page: 50 } });
    expect(other.body.data.map((m: { employee_id: number }) => m.employee_id)).not.toContain(a.managerEmployee.id);
  });

  it("a team_only manager's list and map cover their team only", async () => {
    const res = await callRoute(map.GET, { caller: a.manager.caller });
    expect(res.status).toBe(200);
    expect(res.body.data[String(a.alice.id)]).toEqual([
      a.managerEmployee.id,
      ...[a.bob.id, a.carol.id].sort((x, y) => x - y),
    ]);
    expect(Object.keys(res.body.data)).not.toContain(String(a.bob.id));
    const bobsBoss = await createEmployee({ groupId: a.group.id, teamId: a.support.id, firstName: "Boss" });
    await reportsTo(a.admin.caller, a.bob.id, bobsBoss.id);
    const managers = await callRoute(list.GET, { caller: a.manager.caller, query: { per_page: 50 } });
    expect(managers.body.data.map((m: { employee_id: number }) => m.employee_id)).not.toContain(bobsBoss.id);
    const all = await callRoute(list.GET, { caller: a.admin.caller, query: { per_page: 50 } });
    expect(all.body.data.map((m: { employee_id: number }) => m.employee_id)).toContain(bobsBoss.id);
  });

  it("a self-service employee gets 403", async () => {
    expect((await callRoute(map.GET, { caller: a.employee.caller })).status).toBe(403);
    expect((await callRoute(list.GET, { caller: a.employee.caller })).status).toBe(403);
  });
});
