// Role history through its route handlers: newest first with the current role marked, "now" start dates,
// closing the open role, overlap refusal, end dates derived again after edits and deletes, the job title
// following the current role, scope (other group, team_only), read-only and audit rows.
import { setupTestDatabase } from "./helpers/db";
import { callRoute } from "./helpers/http";
import { makeHistoryCompany, type HistoryCompany } from "./people-history-fixture";
import { db } from "@/lib/db/client";
import { addDays, todayIso } from "@/lib/people-history/day";
import * as history from "@/app/api/employees/role/[id]/route";
import * as edit from "@/app/api/employees/role/edit/route";
import * as del from "@/app/api/employees/role/delete/route";
import * as setCurrent from "@/app/api/employees/setCurrentRole/route";

let a: HistoryCompany;
let b: HistoryCompany;
const today = todayIso();

beforeAll(async () => {
  await setupTestDatabase();
  a = await makeHistoryCompany();
  b = await makeHistoryCompany();
}, 60_000);

const list = (caller: HistoryCompany["admin"]["caller"], id: number) =>
  callRoute(history.GET, { caller, params: { id: String(id) } });

describe("setCurrentRole", () => {
  it("opens the first role from a dd/mm/yyyy date, audited with the person", async () => {
    const res = await callRoute(setCurrent.POST, {
      caller: a.admin.caller,
      body: { employee_id: a.alice.id, start_date: "01/01/2020", new_role: "Sales rep" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      role: "Sales rep",
      start_date: "2020-01-01",
      end_date: null,
      is_current: true,
    });
    const audit = await db.auditLog.findFirst({
      where: { objectType: "employee_role", objectId: String(res.body.data.item_id), action: "create" },
    });
    expect(audit).toMatchObject({ groupId: a.group.id, employeeId: a.alice.id, actorUserId: a.admin.user.id });
    expect(audit?.changes).toEqual({
      role: { from: null, to: "Sales rep" },
      start_date: { from: null, to: "2020-01-01" },
    });
    expect((await db.employee.findUnique({ where: { id: a.alice.id } }))?.jobTitle).toBe("Sales rep");
  });

  it('"now" starts today, closes the open role the day before and updates the job title', async () => {
    const res = await callRoute(setCurrent.POST, {
      caller: a.admin.caller,
      body: { employee_id: a.alice.id, start_date: "now", new_role: "Sales lead" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ role: "Sales lead", start_date: today, end_date: null, is_current: true });
    const roles = await list(a.admin.caller, a.alice.id);
    expect(roles.status).toBe(200);
    expect(roles.body.data.map((r: { role: string }) => r.role)).toEqual(["Sales lead", "Sales rep"]);
    expect(roles.body.data[1]).toMatchObject({ end_date: addDays(today, -1), is_current: false });
    expect(roles.body.current.role).toBe("Sales lead");
    expect((await db.employee.findUnique({ where: { id: a.alice.id } }))?.jobTitle).toBe("Sales lead");
    const titleAudit = await db.auditLog.findFirst({
      where: { objectType: "employee", objectId: String(a.alice.id), employeeId: a.alice.id },
      orderBy: { id: "desc" },
    });
    expect(titleAudit?.changes).toEqual({ job_title: { from: "Sales rep", to: "Sales lead" } });
  });

  it("a future role is planned: the job title stays until it starts", async () => {
    const future = addDays(today, 30);
    const res = await callRoute(setCurrent.POST, {
      caller: a.admin.caller,
      body: { employee_id: a.alice.id, start_date: future, new_role: "Head of sales" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.is_current).toBe(false);
    expect((await db.employee.findUnique({ where: { id: a.alice.id } }))?.jobTitle).toBe("Sales lead");
    const roles = await list(a.admin.caller, a.alice.id);
    expect(roles.body.data[1]).toMatchObject({ role: "Sales lead", end_date: addDays(future, -1), is_current: true });
  });

  it("refuses a start on or before the latest role's start (overlap), naming start_date", async () => {
    const res = await callRoute(setCurrent.POST, {
      caller: a.admin.caller,
      body: { employee_id: a.alice.id, start_date: "01/06/2020", new_role: "X" },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.start_date).toMatch(/after the start of the latest role/);
  });

  it.each([
    ["an impossible date", { start_date: "31/02/2024" }, "start_date"],
    ["a date in another format", { start_date: "2024/01/01" }, "start_date"],
    ["an empty role", { new_role: "  " }, "new_role"],
    ["a 201-character role", { new_role: "x".repeat(201) }, "new_role"],
    ["an unknown field", { salary: 5 }, "salary"],
    ["a text id", { employee_id: "abc" }, "employee_id"],
  ])("refuses %s with 422 naming the field", async (_label, patch, field) => {
    const body = { employee_id: a.bob.id, start_date: "now", new_role: "Agent", ...patch };
    const res = await callRoute(setCurrent.POST, { caller: a.admin.caller, body });
    expect(res.status).toBe(422);
    expect(res.body.error.fields[field]).toBeDefined();
  });
});

describe("role/edit and role/delete", () => {
  let bobRoles: number[];
  beforeAll(async () => {
    bobRoles = [];
    for (const [start, role] of [
      ["01/01/2019", "Agent"],
      ["01/01/2021", "Senior agent"],
      ["01/01/2023", "Team lead"],
    ]) {
      const res = await callRoute(setCurrent.POST, {
        caller: a.admin.caller,
        body: { employee_id: a.bob.id, start_date: start, new_role: role },
      });
      bobRoles.push(res.body.data.item_id);
    }
  });

  it("moves a start date and derives the neighbours' end dates again", async () => {
    const res = await callRoute(edit.POST, {
      caller: a.admin.caller,
      body: { item_id: bobRoles[1], start_date: "2021-07-01" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ start_date: "2021-07-01", end_date: "2022-12-31" });
    const first = await db.employeeRole.findUnique({ where: { id: bobRoles[0] } });
    expect(first?.endDate?.toISOString().slice(0, 10)).toBe("2021-06-30");
    const audit = await db.auditLog.findFirst({
      where: { objectType: "employee_role", objectId: String(bobRoles[1]), action: "update" },
      orderBy: { id: "desc" },
    });
    expect(audit?.changes).toEqual({ start_date: { from: "2021-01-01", to: "2021-07-01" } });
    expect(audit?.employeeId).toBe(a.bob.id);
  });

  it("renames the current role and the job title follows", async () => {
    const res = await callRoute(edit.POST, {
      caller: a.admin.caller,
      body: { item_id: bobRoles[2], new_role: "Support lead" },
    });
    expect(res.status).toBe(200);
    expect((await db.employee.findUnique({ where: { id: a.bob.id } }))?.jobTitle).toBe("Support lead");
  });

  it("refuses a start date another role already has (overlap)", async () => {
    const res = await callRoute(edit.POST, {
      caller: a.admin.caller,
      body: { item_id: bobRoles[0], start_date: "01/01/2023" },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.start_date).toMatch(/overlap/);
  });

  it("refuses an edit with nothing to change", async () => {
    const res = await callRoute(edit.POST, { caller: a.admin.caller, body: { item_id: bobRoles[0] } });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.new_role).toBeDefined();
  });

  it("deletes the current role: the one before runs on, the job title follows, audited", async () => {
    const res = await callRoute(del.POST, { caller: a.admin.caller, body: { item_id: bobRoles[2] } });
    expect(res.status).toBe(200);
    expect(await db.employeeRole.findUnique({ where: { id: bobRoles[2] } })).toBeNull();
    const roles = await list(a.admin.caller, a.bob.id);
    expect(roles.body.data[0]).toMatchObject({ role: "Senior agent", end_date: null, is_current: true });
    expect((await db.employee.findUnique({ where: { id: a.bob.id } }))?.jobTitle).toBe("Senior agent");
    const audit = await db.auditLog.findFirst({
      where: { objectType: "employee_role", objectId: String(bobRoles[2]), action: "delete" },
    });
    expect(audit).toMatchObject({ employeeId: a.bob.id, actorUserId: a.admin.user.id });
  });
});

describe("access", () => {
  it("another group's person or role answers 404 like a missing one", async () => {
    const role = await db.employeeRole.findFirstOrThrow({ where: { employeeId: a.alice.id } });
    expect((await list(b.admin.caller, a.alice.id)).status).toBe(404);
    expect(
      (
        await callRoute(setCurrent.POST, {
          caller: b.admin.caller,
          body: { employee_id: a.alice.id, start_date: "now", new_role: "X" },
        })
      ).status,
    ).toBe(404);
    expect(
      (await callRoute(edit.POST, { caller: b.admin.caller, body: { item_id: role.id, new_role: "X" } })).status,
    ).toBe(404);
    expect((await callRoute(del.POST, { caller: b.admin.caller, body: { item_id: role.id } })).status).toBe(404);
    expect((await list(a.admin.caller, 2_000_000_000)).status).toBe(404);
  });

  it("a read-only user reads but cannot write (403)", async () => {
    const role = await db.employeeRole.findFirstOrThrow({ where: { employeeId: a.alice.id } });
    expect((await list(a.readOnly.caller, a.alice.id)).status).toBe(200);
    const res = await callRoute(edit.POST, { caller: a.readOnly.caller, body: { item_id: role.id, new_role: "X" } });
    expect(res.status).toBe(403);
    expect((await callRoute(del.POST, { caller: a.readOnly.caller, body: { item_id: role.id } })).status).toBe(403);
    expect((await db.employeeRole.findUnique({ where: { id: role.id } }))?.role).toBe(role.role);
  });

  it("a team_only manager reads their team's history, not another team's, and cannot write", async () => {
    expect((await list(a.manager.caller, a.alice.id)).status).toBe(200);
    expect((await list(a.manager.caller, a.bob.id)).status).toBe(404);
    const res = await callRoute(setCurrent.POST, {
      caller: a.manager.caller,
      body: { employee_id: a.alice.id, start_date: "now", new_role: "X" },
    });
    expect(res.status).toBe(403);
  });

  it("a self-service employee gets 403", async () => {
    expect((await list(a.employee.caller, a.alice.id)).status).toBe(403);
  });

  it("a sensitive person is hidden from callers without the sensitive right", async () => {
    await db.employee.update({ where: { id: a.carol.id }, data: { isSensitive: true } });
    expect((await list(a.hr.caller, a.carol.id)).status).toBe(404);
    await db.employee.update({ where: { id: a.carol.id }, data: { isSensitive: false } });
  });
});
