// The person's activity feed and notes through their route handlers: audit rows and notes merged newest
// first and paginated, actor and impersonator names, wage rows and fields absent without the wages right,
// national numbers and IBANs masked, who may write a note, scope, read-only, bad input, audit rows.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs, type Caller } from "./helpers/http";
import { makeHistoryCompany, type HistoryCompany } from "./people-history-fixture";
import { db } from "@/lib/db/client";
import { createEmployee } from "@/prisma/seed/factories";
import * as feed from "@/app/api/activity/[object]/[id]/list/route";
import * as addNote from "@/app/api/activity/addNote/route";
import * as setWage from "@/app/api/employees/setCurrentWage/route";
import * as setRole from "@/app/api/employees/setCurrentRole/route";

let a: HistoryCompany;
let b: HistoryCompany;

beforeAll(async () => {
  await setupTestDatabase();
  a = await makeHistoryCompany();
  b = await makeHistoryCompany();
  // Some history on Alice: a role (visible to all), a wage (wages right only), a change of her national number.
  await callRoute(setRole.POST, {
    caller: a.admin.caller,
    body: { employee_id: a.alice.id, start_date: "01/01/2021", new_role: "Rep" },
  });
  await callRoute(setWage.POST, {
    caller: a.payroll.caller,
    body: {
      employee_id: a.alice.id,
      start_date: "01/01/2021",
      bruto: 2800,
      weekly_minutes: 2280,
      registration_country_code: "BE",
    },
  });
  await db.auditLog.create({
    data: {
      groupId: a.group.id,
      actorUserId: a.admin.user.id,
      action: "update",
      objectType: "employee",
      objectId: String(a.alice.id),
      employeeId: a.alice.id,
      changes: {
        national_number: { from: "90010100123", to: "90010100224" },
        iban: { from: null, to: "BE68539007547034" },
        first_name: { from: "Al", to: "Alice" },
        bruto_cents: { from: 1, to: 2 },
      },
    },
  });
}, 60_000);

const list = (caller: Caller, id: number, query: Record<string, string | number> = {}) =>
  callRoute(feed.GET, { caller, params: { object: "employee", id: String(id) }, query });
const note = (caller: Caller, object_id: number, text = "Met about goals") =>
  callRoute(addNote.POST, { caller, body: { object_type: "employee", object_id, note: text } });

type Item = {
  type: string;
  object_type: string;
  changes?: { field: string; from: unknown; to: unknown; masked?: boolean }[];
  note?: string;
};

describe("the feed", () => {
  it("shows a caller with the wages right the wage rows", async () => {
    const res = await list(a.payroll.caller, a.alice.id, { per_page: 50 });
    expect(res.status).toBe(200);
    const types = res.body.data.map((i: Item) => i.object_type);
    expect(types).toEqual(expect.arrayContaining(["employee_role", "wage", "employee"]));
    const wage = res.body.data.find((i: Item) => i.object_type === "wage");
    expect(wage.actor).toEqual({ user_id: a.payroll.user.id, name: "Pat Payroll" });
    expect(wage.changes).toEqual(expect.arrayContaining([{ field: "bruto_cents", from: null, to: 280000 }]));
  });

  it("leaves wage rows and wage fields out for a caller without it, also in the total", async () => {
    const withWages = await list(a.payroll.caller, a.alice.id, { per_page: 50 });
    const res = await list(a.hr.caller, a.alice.id, { per_page: 50 });
    expect(res.status).toBe(200);
    expect(res.body.data.map((i: Item) => i.object_type)).not.toContain("wage");
    expect(res.body.total).toBe(
      withWages.body.total - withWages.body.data.filter((i: Item) => i.object_type === "wage").length,
    );
    const fields = res.body.data.flatMap((i: Item) => (i.changes ?? []).map((c) => c.field));
    expect(fields).not.toContain("bruto_cents");
    expect(fields).toContain("first_name");
  });

  it("never shows national number or IBAN values", async () => {
    const res = await list(a.admin.caller, a.alice.id, { per_page: 50 });
    const changes = res.body.data.flatMap((i: Item) => i.changes ?? []);
    expect(changes).toEqual(
      expect.arrayContaining([
        { field: "national_number", from: "••••", to: "••••", masked: true },
        { field: "iban", from: null, to: "••••", masked: true },
      ]),
    );
    expect(JSON.stringify(res.body)).not.toContain("90010100123");
    expect(JSON.stringify(res.body)).not.toContain("BE68539007547034");
  });

  it("merges notes with audit rows newest first and paginates", async () => {
    const person = await createEmployee({ groupId: a.group.id, teamId: a.sales.id });
    await note(a.admin.caller, person.id, "first");
    await callRoute(setRole.POST, {
      caller: a.admin.caller,
      body: { employee_id: person.id, start_date: "01/01/2022", new_role: "Rep" },
    });
    await note(a.admin.caller, person.id, "last");
    const all = await list(a.admin.caller, person.id, { per_page: 50 });
    // note, role create, job title update, note: the note audit rows themselves are not repeated.
    expect(all.body.data.map((i: Item) => i.note ?? i.object_type)).toEqual([
      "last",
      "employee",
      "employee_role",
      "first",
    ]);
    expect(all.body.total).toBe(4);
    const page2 = await list(a.admin.caller, person.id, { per_page: 3, page: 2 });
    expect(page2.body).toMatchObject({ total: 4, page: 2, per_page: 3 });
    expect(page2.body.data.map((i: Item) => i.note)).toEqual(["first"]);
  });

  it("names the impersonating admin", async () => {
    const impersonated = await signInAs(a.hr.user.id, a.group.id, a.admin.user.id);
    expect((await note(impersonated, a.bob.id, "on behalf")).status).toBe(200);
    const res = await list(a.admin.caller, a.bob.id);
    expect(res.body.data[0]).toMatchObject({
      type: "note",
      note: "on behalf",
      actor: { user_id: a.hr.user.id, name: "Hank HR" },
      impersonator: { user_id: a.admin.user.id, name: "Ada Admin" },
    });
  });

  it("keeps to the caller's scope: another company 404, another team 404, employees 403", async () => {
    expect((await list(b.admin.caller, a.alice.id)).status).toBe(404);
    expect((await list(a.manager.caller, a.alice.id)).status).toBe(200);
    expect((await list(a.manager.caller, a.bob.id)).status).toBe(404);
    expect((await list(a.employee.caller, a.alice.id)).status).toBe(403);
  });

  it("refuses an unknown object naming it", async () => {
    const res = await callRoute(feed.GET, {
      caller: a.admin.caller,
      params: { object: "spaceship", id: String(a.alice.id) },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.object).toBeDefined();
  });
});

describe("addNote", () => {
  it("HR writes a note, audited on the person's trail", async () => {
    const res = await note(a.hr.caller, a.carol.id, "  Onboarding done  ");
    expect(res.status).toBe(200);
    expect(res.body.data.note).toBe("Onboarding done");
    const audit = await db.auditLog.findFirst({
      where: { objectType: "activity_note", objectId: String(res.body.data.note_id) },
    });
    expect(audit).toMatchObject({ employeeId: a.carol.id, actorUserId: a.hr.user.id, action: "create" });
  });

  it("a team_only manager notes on their team's people only", async () => {
    expect((await note(a.manager.caller, a.alice.id)).status).toBe(200);
    expect((await note(a.manager.caller, a.bob.id)).status).toBe(404);
  });

  it("a caller who neither edits people nor manages the person gets 403", async () => {
    // A team_only user who belongs to Sales but manages no team sees Alice, yet is not her manager.
    const member = await createEmployee({ groupId: a.group.id, teamId: a.sales.id });
    const { createUserInGroup } = await import("@/prisma/seed/factories");
    const colleague = await createUserInGroup({ group: a.group, role: "team_only", employeeId: member.id });
    const caller = await signInAs(colleague.user.id, a.group.id);
    expect((await list(caller, a.alice.id)).status).toBe(200);
    expect((await note(caller, a.alice.id)).status).toBe(403);
    // Once Alice reports to them, they may.
    await db.employee.update({ where: { id: a.alice.id }, data: { reportsToId: member.id } });
    expect((await note(caller, a.alice.id)).status).toBe(200);
  });

  it("read-only, another company and self-service employees are refused", async () => {
    const before = await db.activityNote.count({ where: { groupId: a.group.id } });
    expect((await note(a.readOnly.caller, a.alice.id)).status).toBe(403);
    expect((await note(b.admin.caller, a.alice.id)).status).toBe(404);
    expect((await note(a.employee.caller, a.alice.id)).status).toBe(403);
    expect(await db.activityNote.count({ where: { groupId: a.group.id } })).toBe(before);
  });

  it.each([
    ["an empty note", { note: "   " }, "note"],
    ["a 5001-character note", { note: "x".repeat(5001) }, "note"],
    ["an unknown object type", { object_type: "asset" }, "object_type"],
    ["a text id", { object_id: "abc" }, "object_id"],
    ["an unknown field", { pinned: true }, "pinned"],
  ])("refuses %s with 422 naming the field", async (_label, patch, field) => {
    const res = await callRoute(addNote.POST, {
      caller: a.admin.caller,
      body: { object_type: "employee", object_id: a.alice.id, note: "x", ...patch },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields[field]).toBeDefined();
  });

  it("accepts a note of exactly 5000 characters", async () => {
    expect((await note(a.admin.caller, a.alice.id, "y".repeat(5000))).status).toBe(200);
  });
});
