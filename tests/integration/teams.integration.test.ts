// The Teams slice through its route handlers against a real database: scoping to the group, team_only
// visibility, read-only refusal, rights read fresh on every request, audit rows, and bad input.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs, type Caller } from "./helpers/http";
import { createEmployee, createGroup, createMembership, createTeam, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { revokeSession } from "@/lib/auth/user-session";
import * as list from "@/app/api/teams/list/route";
import * as mine from "@/app/api/teams/list/mine_only/route";
import * as withCounts from "@/app/api/teams/listWithCounts/route";
import * as detail from "@/app/api/teams/[id]/detail/route";
import * as add from "@/app/api/teams/add/route";
import * as edit from "@/app/api/teams/edit/route";
import * as del from "@/app/api/teams/delete/route";
import * as setTeam from "@/app/api/teams/setEmployeeTeam/route";

type Fixture = Awaited<ReturnType<typeof makeCompany>>;

async function limitedToSupport() {
  const limited = await createUserInGroup({ group: a.group, role: "default", teamBasedAccess: true });
  await db.teamAccess.create({ data: { membershipId: limited.membership.id, teamId: a.support.id } });
  return signInAs(limited.user.id, a.group.id);
}

async function makeCompany() {
  const group = await createGroup({});
  const admin = await createUserInGroup({ group, role: "admin" });
  const readOnly = await createUserInGroup({ group, role: "default", readOnly: true });
  const managerUser = await createUserInGroup({ group, role: "team_only" });
  const employeeUser = await createUserInGroup({ group, role: "employee" });
  const sales = await createTeam({ groupId: group.id, name: "Sales" });
  const support = await createTeam({ groupId: group.id, name: "Support" });
  await db.teamManager.create({ data: { teamId: sales.id, membershipId: managerUser.membership.id } });
  const alice = await createEmployee({ groupId: group.id, teamId: sales.id, firstName: "Alice" });
  const bob = await createEmployee({ groupId: group.id, teamId: support.id, firstName: "Bob" });
  return {
    group,
    sales,
    support,
    alice,
    bob,
    admin: { ...admin, caller: await signInAs(admin.user.id, group.id) },
    readOnly: { ...readOnly, caller: await signInAs(readOnly.user.id, group.id) },
    manager: { ...managerUser, caller: await signInAs(managerUser.user.id, group.id) },
    employee: { ...employeeUser, caller: await signInAs(employeeUser.user.id, group.id) },
  };
}

let a: Fixture;
let b: Fixture;

beforeAll(async () => {
  await setupTestDatabase();
  a = await makeCompany();
  b = await makeCompany();
}, 60_000);

const addTeam = (caller: Caller | null, body: unknown) => callRoute(add.POST, { caller, body });

describe("without a session", () => {
  it("answers 401 with the error body", async () => {
    const res = await callRoute(list.GET, {});
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("unauthenticated");
  });

  it("answers 401 for a forged cookie", async () => {
    const res = await callRoute(list.GET, { caller: { cookie: "authjs.session-token=forged", sessionId: "x" } });
    expect(res.status).toBe(401);
  });
});

describe("admin", () => {
  it("creates a team, audited with the actor", async () => {
    const res = await addTeam(a.admin.caller, { name: "  Finance  " });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: expect.any(Number), name: "Finance" });
    const audit = await db.auditLog.findFirst({
      where: { objectType: "team", objectId: String(res.body.data.id), action: "create" },
    });
    expect(audit).toMatchObject({ groupId: a.group.id, actorUserId: a.admin.user.id, impersonatorUserId: null });
    expect(audit?.changes).toEqual({ name: { from: null, to: "Finance" } });
  });

  it("lists only its own group's teams, sorted by name, paginated", async () => {
    const res = await callRoute(list.GET, { caller: a.admin.caller, query: { per_page: 2, page: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.per_page).toBe(2);
    expect(res.body.data.map((t: { name: string }) => t.name)).toEqual(["Finance", "Sales"]);
    expect(res.body.total).toBe(3);
    const all = await callRoute(list.GET, { caller: a.admin.caller, query: { per_page: 50 } });
    const ids = all.body.data.map((t: { id: number }) => t.id);
    expect(ids).not.toContain(b.sales.id);
  });

  it("counts active employees per team", async () => {
    await createEmployee({ groupId: a.group.id, teamId: a.sales.id, deletedAt: new Date() });
    const res = await callRoute(withCounts.GET, { caller: a.admin.caller });
    const sales = res.body.data.find((t: { id: number }) => t.id === a.sales.id);
    expect(sales).toEqual({ id: a.sales.id, name: "Sales", employee_count: 1 });
  });

  it("lists teams with counts in name order, only its own group's, a team-based user only their teams", async () => {
    const res = await callRoute(withCounts.GET, { caller: a.admin.caller });
    const names = res.body.data.map((t: { name: string }) => t.name);
    expect(names).toEqual([...names].sort());
    expect(res.body.data.map((t: { id: number }) => t.id)).not.toContain(b.sales.id);
    expect(res.body.total).toBe(res.body.data.length);
    const limited = await callRoute(withCounts.GET, { caller: await limitedToSupport() });
    expect(limited.body.data).toEqual([{ id: a.support.id, name: "Support", employee_count: 1 }]);
  });

  it("shows team detail with managers", async () => {
    const res = await callRoute(detail.GET, { caller: a.admin.caller, params: { id: String(a.sales.id) } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: a.sales.id, name: "Sales", employee_count: 1 });
    expect(res.body.data.managers).toEqual([expect.objectContaining({ user_id: a.manager.user.id })]);
  });

  it("renames a team and audits before and after", async () => {
    const team = await createTeam({ groupId: a.group.id, name: "Ops" });
    const res = await callRoute(edit.POST, { caller: a.admin.caller, body: { team_id: team.id, name: "Operations" } });
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe("Operations");
    const audit = await db.auditLog.findFirst({
      where: { objectType: "team", objectId: String(team.id), action: "update" },
    });
    expect(audit?.changes).toEqual({ name: { from: "Ops", to: "Operations" } });
  });

  it("deletes a team, leaving its employees without a team", async () => {
    const team = await createTeam({ groupId: a.group.id, name: "Temporary" });
    const emp = await createEmployee({ groupId: a.group.id, teamId: team.id });
    const res = await callRoute(del.POST, { caller: a.admin.caller, body: { team_id: team.id } });
    expect(res.status).toBe(200);
    expect(await db.team.findUnique({ where: { id: team.id } })).toBeNull();
    expect((await db.employee.findUnique({ where: { id: emp.id } }))?.teamId).toBeNull();
    const audit = await db.auditLog.findFirst({
      where: { objectType: "team", objectId: String(team.id), action: "delete" },
    });
    expect(audit?.changes).toMatchObject({ name: { from: "Temporary", to: null } });
  });

  it("moves an employee to another team and audits it", async () => {
    const res = await callRoute(setTeam.POST, {
      caller: a.admin.caller,
      body: { team_id: a.support.id, employee_id: a.alice.id },
    });
    expect(res.status).toBe(200);
    expect((await db.employee.findUnique({ where: { id: a.alice.id } }))?.teamId).toBe(a.support.id);
    const audit = await db.auditLog.findFirst({
      where: { objectType: "employee", objectId: String(a.alice.id) },
      orderBy: { id: "desc" },
    });
    expect(audit?.changes).toEqual({ team_id: { from: a.sales.id, to: a.support.id } });
    await callRoute(setTeam.POST, { caller: a.admin.caller, body: { team_id: a.sales.id, employee_id: a.alice.id } });
  });

  it("refuses a duplicate name (case-insensitive) with 409 naming the field", async () => {
    const res = await addTeam(a.admin.caller, { name: "sales" });
    expect(res.status).toBe(409);
    expect(res.body.error.fields.name).toBeDefined();
  });
});

describe("bad input", () => {
  it.each([
    ["empty name", { name: "" }],
    ["whitespace name", { name: "   " }],
    ["a 101-character name", { name: "x".repeat(101) }],
    ["a 200-character name", { name: "x".repeat(200) }],
    ["a number for a name", { name: 5 }],
    ["a missing name", {}],
  ])("%s answers 422 naming the field", async (_label, body) => {
    const res = await addTeam(a.admin.caller, body);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("validation_failed");
    expect(res.body.error.fields.name).toEqual(expect.any(String));
  });

  it("an unknown field answers 422 naming it", async () => {
    const res = await addTeam(a.admin.caller, { name: "Legal", group_id: b.group.id });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.group_id).toMatch(/Unknown field/);
    expect(await db.team.count({ where: { name: "Legal" } })).toBe(0);
  });

  it("malformed JSON answers 400", async () => {
    const res = await callRoute(add.POST, {
      caller: a.admin.caller,
      rawBody: "{name:",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalid_json");
  });

  it("a JSON array body answers 400", async () => {
    const res = await callRoute(add.POST, {
      caller: a.admin.caller,
      rawBody: "[1]",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
  });

  it("a body over 1 MB answers 413 and writes nothing", async () => {
    const before = await db.team.count();
    const res = await addTeam(a.admin.caller, { name: "Big", pad: "x".repeat(1024 * 1024 + 10) });
    expect(res.status).toBe(413);
    expect(await db.team.count()).toBe(before);
  });

  it.each(["abc", "10000000000", "0", "-1", "1.5"])("path id %s answers 422", async (id) => {
    const res = await callRoute(detail.GET, { caller: a.admin.caller, params: { id } });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.id).toBeDefined();
  });

  it.each([
    ["too large for the database", 99999999999],
    ["a boolean", true],
    ["an array", [1]],
    ["a fraction", 1.5],
    ["null", null],
  ])("a team_id that is %s answers 422 and changes nothing", async (_label, teamId) => {
    const res = await callRoute(edit.POST, { caller: a.admin.caller, body: { team_id: teamId, name: "Changed" } });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.team_id).toBeDefined();
    expect((await db.team.findUnique({ where: { id: a.sales.id } }))?.name).toBe("Sales");
  });

  it("a team_id sent as a string of digits is accepted (as forms send it)", async () => {
    const team = await createTeam({ groupId: a.group.id, name: "Digits" });
    const res = await callRoute(edit.POST, {
      caller: a.admin.caller,
      body: { team_id: String(team.id), name: "Digits 2" },
    });
    expect(res.status).toBe(200);
  });

  it("a NUL character in text answers 422, in a body and in a query", async () => {
    const body = await addTeam(a.admin.caller, { name: "a\u0000b" });
    expect(body.status).toBe(422);
    expect(body.body.error.fields.name).toBeDefined();
    const query = await callRoute(list.GET, { caller: a.admin.caller, query: { search: "a\u0000b" } });
    expect(query.status).toBe(422);
  });

  it("an unknown query parameter answers 422, also when it is named __proto__", async () => {
    expect((await callRoute(list.GET, { caller: a.admin.caller, query: { color: "red" } })).status).toBe(422);
    const proto = await callRoute(list.GET, {
      caller: a.admin.caller,
      path: "/api/teams/list?__proto__[]=a&__proto__[]=b",
    });
    expect(proto.status).toBe(422);
    expect(proto.body.error.fields.__proto__).toBeDefined();
  });

  it("an unknown body field named constructor is reported by name", async () => {
    const res = await callRoute(add.POST, {
      caller: a.admin.caller,
      rawBody: '{"name":"Ctor","constructor":1}',
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.error.fields)).toContain("constructor");
  });

  it("a body that is not JSON by its media type answers 415", async () => {
    const res = await callRoute(add.POST, {
      caller: a.admin.caller,
      rawBody: '{"name":"Plain"}',
      headers: { "content-type": "text/plain; charset=json" },
    });
    expect(res.status).toBe(415);
    expect(await db.team.count({ where: { name: "Plain" } })).toBe(0);
  });

  it("a body that is not valid UTF-8 answers 400", async () => {
    const res = await add.POST(
      new Request("http://localhost/api/teams/add", {
        method: "POST",
        headers: { cookie: a.admin.caller.cookie, "content-type": "application/json" },
        body: Buffer.from([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      }),
      { params: Promise.resolve({}) },
    );
    expect(res.status).toBe(400);
  });

  it("a malformed session cookie counts as signed out", async () => {
    const res = await callRoute(list.GET, { caller: { cookie: "authjs.session-token=%E0%A4%A", sessionId: "" } });
    expect(res.status).toBe(401);
  });
});

describe("writes from other sites", () => {
  it("are refused by Origin and by Sec-Fetch-Site; same-origin writes pass", async () => {
    const evil = await callRoute(add.POST, {
      caller: a.admin.caller,
      body: { name: "Evil" },
      headers: { origin: "https://evil.example", host: "localhost" },
    });
    expect(evil.status).toBe(403);
    const fetchSite = await callRoute(add.POST, {
      caller: a.admin.caller,
      body: { name: "Evil" },
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(fetchSite.status).toBe(403);
    expect(await db.team.count({ where: { name: "Evil" } })).toBe(0);
    const same = await callRoute(add.POST, {
      caller: a.admin.caller,
      body: { name: "Same site" },
      headers: { origin: "http://localhost", host: "localhost" },
    });
    expect(same.status).toBe(200);
  });
});

describe("another group's ids answer 404, like ids that do not exist", () => {
  it("detail", async () => {
    const res = await callRoute(detail.GET, { caller: b.admin.caller, params: { id: String(a.sales.id) } });
    expect(res.status).toBe(404);
    const missing = await callRoute(detail.GET, { caller: b.admin.caller, params: { id: "999999" } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(res.body);
  });

  it("edit and delete leave the other group's team untouched", async () => {
    expect(
      (await callRoute(edit.POST, { caller: b.admin.caller, body: { team_id: a.sales.id, name: "Hacked" } })).status,
    ).toBe(404);
    expect((await callRoute(del.POST, { caller: b.admin.caller, body: { team_id: a.sales.id } })).status).toBe(404);
    expect((await db.team.findUnique({ where: { id: a.sales.id } }))?.name).toBe("Sales");
  });

  it("setEmployeeTeam with a foreign employee or a foreign team", async () => {
    const foreignEmployee = await callRoute(setTeam.POST, {
      caller: b.admin.caller,
      body: { team_id: b.sales.id, employee_id: a.alice.id },
    });
    expect(foreignEmployee.status).toBe(404);
    const foreignTeam = await callRoute(setTeam.POST, {
      caller: b.admin.caller,
      body: { team_id: a.sales.id, employee_id: b.alice.id },
    });
    expect(foreignTeam.status).toBe(404);
    expect((await db.employee.findUnique({ where: { id: b.alice.id } }))?.teamId).toBe(b.sales.id);
  });
});

describe("read-only user", () => {
  it("can list but not write", async () => {
    expect((await callRoute(list.GET, { caller: a.readOnly.caller })).status).toBe(200);
    const res = await addTeam(a.readOnly.caller, { name: "Nope" });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("read_only");
    expect((await callRoute(del.POST, { caller: a.readOnly.caller, body: { team_id: a.sales.id } })).status).toBe(403);
    expect(
      (await callRoute(edit.POST, { caller: a.readOnly.caller, body: { team_id: a.sales.id, name: "Nope" } })).status,
    ).toBe(403);
    const move = await callRoute(setTeam.POST, {
      caller: a.readOnly.caller,
      body: { team_id: a.support.id, employee_id: a.alice.id },
    });
    expect(move.status).toBe(403);
    expect(await db.team.count({ where: { name: "Nope" } })).toBe(0);
    expect((await db.employee.findUnique({ where: { id: a.alice.id } }))?.teamId).toBe(a.sales.id);
  });
});

describe("team_only manager", () => {
  it("sees only the teams they manage", async () => {
    const res = await callRoute(list.GET, { caller: a.manager.caller });
    expect(res.body.data).toEqual([{ id: a.sales.id, name: "Sales" }]);
    const counts = await callRoute(withCounts.GET, { caller: a.manager.caller });
    expect(counts.body.data.map((t: { id: number }) => t.id)).toEqual([a.sales.id]);
    const mineRes = await callRoute(mine.GET, { caller: a.manager.caller });
    expect(mineRes.body.data).toEqual([{ id: a.sales.id, name: "Sales" }]);
  });

  it("gets 404 for a team of the same group they do not manage", async () => {
    expect(
      (await callRoute(detail.GET, { caller: a.manager.caller, params: { id: String(a.support.id) } })).status,
    ).toBe(404);
  });

  it("cannot create or rename teams", async () => {
    expect((await addTeam(a.manager.caller, { name: "Mine" })).status).toBe(403);
    expect(
      (await callRoute(edit.POST, { caller: a.manager.caller, body: { team_id: a.sales.id, name: "X" } })).status,
    ).toBe(403);
  });
});

describe("user lacking the right", () => {
  it("a self-service employee cannot open the teams area", async () => {
    const res = await callRoute(list.GET, { caller: a.employee.caller });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("forbidden");
  });

  it("a default user limited by team-based access cannot create teams and sees only granted teams", async () => {
    const caller = await limitedToSupport();
    expect((await addTeam(caller, { name: "Outside" })).status).toBe(403);
    const res = await callRoute(list.GET, { caller });
    expect(res.body.data.map((t: { id: number }) => t.id)).toEqual([a.support.id]);
  });

  it("a user limited to some teams cannot rename, delete or move people outside them", async () => {
    const caller = await limitedToSupport();
    expect((await callRoute(edit.POST, { caller, body: { team_id: a.sales.id, name: "X" } })).status).toBe(404);
    expect((await callRoute(del.POST, { caller, body: { team_id: a.sales.id } })).status).toBe(404);
    const pull = await callRoute(setTeam.POST, { caller, body: { team_id: a.support.id, employee_id: a.alice.id } });
    expect(pull.status).toBe(404);
    expect((await db.employee.findUnique({ where: { id: a.alice.id } }))?.teamId).toBe(a.sales.id);
  });

  it("a user limited to some teams cannot pull in someone without a team", async () => {
    const caller = await limitedToSupport();
    const loner = await createEmployee({ groupId: a.group.id, teamId: null });
    const res = await callRoute(setTeam.POST, { caller, body: { team_id: a.support.id, employee_id: loner.id } });
    expect(res.status).toBe(404);
    expect((await db.employee.findUnique({ where: { id: loner.id } }))?.teamId).toBeNull();
    // The admin can.
    expect(
      (
        await callRoute(setTeam.POST, {
          caller: a.admin.caller,
          body: { team_id: a.support.id, employee_id: loner.id },
        })
      ).status,
    ).toBe(200);
  });
});

describe("rights and sessions are read fresh on every request", () => {
  it("turning read_only on takes effect on the next request", async () => {
    const user = await createUserInGroup({ group: a.group, role: "admin" });
    const caller = await signInAs(user.user.id, a.group.id);
    expect((await addTeam(caller, { name: "Before switch" })).status).toBe(200);
    await db.membership.update({ where: { id: user.membership.id }, data: { readOnly: true } });
    expect((await addTeam(caller, { name: "After switch" })).status).toBe(403);
  });

  it("a disabled membership or a revoked session answers 401", async () => {
    const user = await createUserInGroup({ group: a.group, role: "admin" });
    const caller = await signInAs(user.user.id, a.group.id);
    expect((await callRoute(list.GET, { caller })).status).toBe(200);
    await db.membership.update({ where: { id: user.membership.id }, data: { status: "disabled" } });
    expect((await callRoute(list.GET, { caller })).status).toBe(401);

    const other = await createUserInGroup({ group: a.group, role: "admin" });
    const otherCaller = await signInAs(other.user.id, a.group.id);
    await revokeSession(otherCaller.sessionId);
    expect((await callRoute(list.GET, { caller: otherCaller })).status).toBe(401);
  });

  it("a session pointing at a group the user does not belong to never enters it", async () => {
    const caller = await signInAs(a.admin.user.id, b.group.id);
    const res = await callRoute(list.GET, { caller, query: { per_page: 100 } });
    expect(res.status).toBe(200);
    const ids = res.body.data.map((t: { id: number }) => t.id);
    expect(ids).toContain(a.sales.id);
    expect(ids).not.toContain(b.sales.id);
  });
});

describe("impersonation", () => {
  it("is bound to its group: it never falls through to another group of the user", async () => {
    const target = await createUserInGroup({ group: a.group, role: "admin" });
    await createMembership({ userId: target.user.id, groupId: b.group.id, role: "admin" });
    const caller = await signInAs(target.user.id, a.group.id, a.admin.user.id);
    expect((await callRoute(list.GET, { caller })).status).toBe(200);
    await db.membership.update({ where: { id: target.membership.id }, data: { status: "disabled" } });
    expect((await callRoute(list.GET, { caller })).status).toBe(401);
    // The user's own (not impersonated) session does move on to their other group.
    const own = await signInAs(target.user.id, a.group.id);
    expect((await callRoute(list.GET, { caller: own })).status).toBe(200);
  });

  it("audit rows name the real actor", async () => {
    const caller = await signInAs(a.readOnly.user.id, a.group.id, a.admin.user.id);
    await db.membership.update({ where: { id: a.readOnly.membership.id }, data: { readOnly: false } });
    const res = await addTeam(caller, { name: "Made while impersonating" });
    await db.membership.update({ where: { id: a.readOnly.membership.id }, data: { readOnly: true } });
    expect(res.status).toBe(200);
    const audit = await db.auditLog.findFirst({ where: { objectType: "team", objectId: String(res.body.data.id) } });
    expect(audit).toMatchObject({ actorUserId: a.readOnly.user.id, impersonatorUserId: a.admin.user.id });
  });
});
