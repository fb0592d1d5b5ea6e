// Deleting (with the confirmations the data calls for), reactivating and hard-deleting people through
// the route handlers, with rights, other groups' ids and audit rows.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, type Caller } from "./helpers/http";
import { latestAudit, makePeopleCompany, type PeopleCompany } from "./helpers/people-fixture";
import { db } from "@/lib/db/client";
import { createEmployee, createUserInGroup } from "@/prisma/seed/factories";
import * as del from "@/app/api/employees/delete/route";
import * as hardDelete from "@/app/api/employees/hardDelete/route";
import * as reactivate from "@/app/api/employees/reactivate/route";

let a: PeopleCompany;
let b: PeopleCompany;

beforeAll(async () => {
  await setupTestDatabase();
  a = await makePeopleCompany();
  b = await makePeopleCompany();
}, 60_000);

const post = (handler: typeof del.POST, caller: Caller, body: unknown) => callRoute(handler, { caller, body });

describe("POST /api/employees/delete", () => {
  it("deletes a person without ties at once, audited", async () => {
    const p = await createEmployee({ groupId: a.group.id, teamId: a.sales.id });
    const res = await post(del.POST, a.admin.caller, { employee_id: p.id, user_confirmations: [] });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ employee_id: p.id, deleted: true });
    expect((await db.employee.findUniqueOrThrow({ where: { id: p.id } })).deletedAt).not.toBeNull();
    expect((await latestAudit(p.id, "delete"))?.changes).toMatchObject({ deleted: { from: false, to: true } });
  });

  it("lists the confirmations the data calls for, then deletes once all are given", async () => {
    const boss = await createEmployee({ groupId: a.group.id, teamId: a.sales.id, firstName: "Boss" });
    await createEmployee({ groupId: a.group.id, teamId: a.sales.id, reportsToId: boss.id });
    const user = await createUserInGroup({ group: a.group, role: "team_only", employeeId: boss.id });
    await db.teamManager.create({ data: { teamId: a.support.id, membershipId: user.membership.id } });
    const type = await db.dayOffType.create({ data: { groupId: a.group.id, kind: "vacation", name: "Holiday" } });
    const next = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 10));
    const past = new Date(Date.UTC(new Date().getUTCFullYear() - 1, 0, 10));
    const leave = {
      groupId: a.group.id,
      employeeId: boss.id,
      dayOffTypeId: type.id,
      amount: 1,
      requestedByUserId: a.admin.user.id,
    };
    // Past leave and declined future leave call for nothing; approved future leave does.
    await db.leaveRequest.create({ data: { ...leave, startDate: past, endDate: past, status: "approved" } });
    await db.leaveRequest.create({ data: { ...leave, startDate: next, endDate: next, status: "declined" } });
    const lonely = await post(del.POST, a.admin.caller, { employee_id: boss.id, user_confirmations: [] });
    expect(lonely.body.required_confirmations).not.toContain("has_future_leave");
    await db.leaveRequest.create({ data: { ...leave, startDate: next, endDate: next, status: "approved" } });
    const expected = ["has_user_account", "is_manager_of_others", "manages_teams", "has_future_leave"];

    const first = await post(del.POST, a.admin.caller, {
      employee_id: boss.id,
      user_confirmations: ["has_user_account"],
    });
    expect(first.status).toBe(409);
    expect(first.body.required_confirmations).toEqual(expected.filter((c) => c !== "has_user_account"));
    expect(first.body.error.fields.user_confirmations).toBeDefined();
    expect((await db.employee.findUniqueOrThrow({ where: { id: boss.id } })).deletedAt).toBeNull();

    const done = await post(del.POST, a.admin.caller, { employee_id: boss.id, user_confirmations: expected });
    expect(done.status).toBe(200);
    expect((await db.membership.findUniqueOrThrow({ where: { id: user.membership.id } })).status).toBe("disabled");
    expect(await db.employee.count({ where: { reportsToId: boss.id } })).toBe(0);
    expect((await latestAudit(boss.id, "delete"))?.changes).toMatchObject({
      confirmations: { to: expected },
      user_accounts_disabled: { to: 1 },
      reports_unlinked: { to: 1 },
    });
  });

  it("refuses deleting one's own record", async () => {
    const res = await post(del.POST, a.manager.caller, { employee_id: a.managerEmployee.id, user_confirmations: [] });
    expect(res.status).toBe(403); // a team_only manager cannot delete at all
    const adminSelf = await createEmployee({ groupId: a.group.id });
    const admin = await createUserInGroup({ group: a.group, role: "admin", employeeId: adminSelf.id });
    const { signInAs } = await import("./helpers/http");
    const own = await post(del.POST, await signInAs(admin.user.id, a.group.id), {
      employee_id: adminSelf.id,
      user_confirmations: ["has_user_account"],
    });
    expect(own.status).toBe(409);
    expect(own.body.error.fields.employee_id).toBeDefined();
  });

  it("answers 404 for another group's person, 403 for read-only users and managers, 422 for bad input", async () => {
    expect((await post(del.POST, a.admin.caller, { employee_id: b.bob.id, user_confirmations: [] })).status).toBe(404);
    expect((await post(del.POST, a.readOnly.caller, { employee_id: a.bob.id, user_confirmations: [] })).status).toBe(
      403,
    );
    expect((await post(del.POST, a.manager.caller, { employee_id: a.alice.id, user_confirmations: [] })).status).toBe(
      403,
    );
    const bad = await post(del.POST, a.admin.caller, { employee_id: a.bob.id, user_confirmations: ["whatever"] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields)[0]).toMatch(/^user_confirmations/);
    expect((await db.employee.findUniqueOrThrow({ where: { id: b.bob.id } })).deletedAt).toBeNull();
  });
});

describe("POST /api/employees/reactivate and hardDelete", () => {
  it("reactivates a deleted person, audited; refuses one that is not deleted", async () => {
    const p = await createEmployee({ groupId: a.group.id, deletedAt: new Date() });
    const res = await post(reactivate.POST, a.hr.caller, { employee_id: p.id });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ employee_id: p.id, deleted: false });
    expect((await latestAudit(p.id, "restore"))?.changes).toEqual({ deleted: { from: true, to: false } });
    expect((await post(reactivate.POST, a.hr.caller, { employee_id: p.id })).status).toBe(409);
  });

  it("guards reactivation like every write", async () => {
    expect((await post(reactivate.POST, a.admin.caller, { employee_id: b.gone.id })).status).toBe(404);
    expect((await post(reactivate.POST, a.readOnly.caller, { employee_id: a.gone.id })).status).toBe(403);
    expect((await post(reactivate.POST, a.manager.caller, { employee_id: a.gone.id })).status).toBe(403);
    expect((await post(reactivate.POST, a.admin.caller, { employee_id: "x" })).status).toBe(422);
  });

  it("removes only a deleted person for good, admins only, and keeps the audit trail", async () => {
    const p = await createEmployee({ groupId: a.group.id, teamId: a.sales.id });
    expect((await post(hardDelete.POST, a.admin.caller, { employee_id: p.id })).status).toBe(409);
    await db.employee.update({ where: { id: p.id }, data: { deletedAt: new Date() } });
    expect((await post(hardDelete.POST, a.hr.caller, { employee_id: p.id })).status).toBe(403);
    expect((await post(hardDelete.POST, a.readOnly.caller, { employee_id: p.id })).status).toBe(403);
    expect((await post(hardDelete.POST, a.admin.caller, { employee_id: b.gone.id })).status).toBe(404);
    const res = await post(hardDelete.POST, a.admin.caller, { employee_id: p.id });
    expect(res.status).toBe(200);
    expect(await db.employee.findUnique({ where: { id: p.id } })).toBeNull();
    const audit = await latestAudit(p.id, "hard_delete");
    expect(audit?.actorUserId).toBe(a.admin.user.id);
    expect(JSON.stringify(audit?.changes)).toMatch(/\*{9}\d{2}/);
  });
});
