// Self-service invitation (the existing invitation flow, linked to the person's record) and preview.
import { setupTestDatabase } from "./helpers/db";
import { callRoute } from "./helpers/http";
import { latestAudit, makePeopleCompany, type PeopleCompany } from "./helpers/people-fixture";
import { SmtpSink } from "./helpers/smtp-sink";
import { db } from "@/lib/db/client";
import { createEmployee } from "@/prisma/seed/factories";
import * as invite from "@/app/api/employees/selfserviceInvite/route";
import * as preview from "@/app/api/employees/selfservicePreview/route";

let a: PeopleCompany;
let b: PeopleCompany;
const sink = new SmtpSink();

beforeAll(async () => {
  await setupTestDatabase();
  await sink.start();
  a = await makePeopleCompany();
  b = await makePeopleCompany();
}, 60_000);

afterAll(() => sink.stop());

describe("POST /api/employees/selfserviceInvite", () => {
  it("invites the person as an employee user linked to their record, by mail, audited", async () => {
    const p = await createEmployee({ groupId: a.group.id, teamId: a.sales.id, email: "Linked.Person@Corp.test" });
    const res = await callRoute(invite.POST, { caller: a.admin.caller, body: { employee_id: p.id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      employee_id: p.id,
      email: "linked.person@corp.test",
      status: "invited",
      mail_sent: true,
    });
    const membership = await db.membership.findFirstOrThrow({ where: { groupId: a.group.id, employeeId: p.id } });
    expect(membership).toMatchObject({ role: "employee", status: "invited", userId: res.body.data.user_id });
    expect(sink.sentTo("linked.person@corp.test")).toHaveLength(1);
    expect((await latestAudit(p.id, "selfservice_invite"))?.changes).toMatchObject({
      user_id: { to: res.body.data.user_id },
    });
  });

  it("uses the given address, needs one when the person has none, refuses one linked to someone else", async () => {
    const p = await createEmployee({ groupId: a.group.id, email: null, privateEmail: null });
    const none = await callRoute(invite.POST, { caller: a.admin.caller, body: { employee_id: p.id } });
    expect(none.status).toBe(422);
    expect(none.body.error.fields.email).toBeDefined();
    const bad = await callRoute(invite.POST, { caller: a.admin.caller, body: { employee_id: p.id, email: "nope" } });
    expect(bad.status).toBe(422);
    const taken = await callRoute(invite.POST, {
      caller: a.admin.caller,
      body: { employee_id: p.id, email: "linked.person@corp.test" },
    });
    expect(taken.status).toBe(409);
    const ok = await callRoute(invite.POST, {
      caller: a.admin.caller,
      body: { employee_id: p.id, email: "given@corp.test" },
    });
    expect(ok.status).toBe(200);
  });

  it("refuses a person who already has an account, other groups, read-only users and managers", async () => {
    expect(
      (await callRoute(invite.POST, { caller: a.admin.caller, body: { employee_id: a.selfEmployee.id } })).status,
    ).toBe(409);
    expect((await callRoute(invite.POST, { caller: a.admin.caller, body: { employee_id: b.alice.id } })).status).toBe(
      404,
    );
    expect(
      (await callRoute(invite.POST, { caller: a.readOnly.caller, body: { employee_id: a.alice.id } })).status,
    ).toBe(403);
    expect((await callRoute(invite.POST, { caller: a.manager.caller, body: { employee_id: a.alice.id } })).status).toBe(
      403,
    );
    expect(await db.membership.count({ where: { groupId: a.group.id, employeeId: a.alice.id } })).toBe(0);
  });
});

describe("POST /api/employees/selfservicePreview", () => {
  it("shows the person's self-service fields, with sensitive ones only for callers with the right", async () => {
    const full = await callRoute(preview.POST, { caller: a.admin.caller, body: { employee_id: a.alice.id } });
    expect(full.status).toBe(200);
    expect(full.body.data.fields).toMatchObject({
      employee_id: a.alice.id,
      first_name: "Alice",
      team_name: "Sales",
      iban: expect.any(String),
    });
    expect(full.body.data.fields).not.toHaveProperty("payroll_push_method");
    expect(full.body.data.hidden_fields).toEqual([]);
    const plain = await callRoute(preview.POST, { caller: a.plain.caller, body: { employee_id: a.alice.id } });
    expect(plain.body.data.fields).not.toHaveProperty("iban");
    expect(plain.body.data.hidden_fields).toEqual(["national_number", "iban"]);
  });

  it("works for read-only users and managers in scope; 404 out of scope or another group", async () => {
    expect(
      (await callRoute(preview.POST, { caller: a.readOnly.caller, body: { employee_id: a.alice.id } })).status,
    ).toBe(200);
    expect(
      (await callRoute(preview.POST, { caller: a.manager.caller, body: { employee_id: a.alice.id } })).status,
    ).toBe(200);
    expect((await callRoute(preview.POST, { caller: a.manager.caller, body: { employee_id: a.bob.id } })).status).toBe(
      404,
    );
    expect((await callRoute(preview.POST, { caller: a.admin.caller, body: { employee_id: b.alice.id } })).status).toBe(
      404,
    );
    expect((await callRoute(preview.POST, { caller: a.admin.caller, body: {} })).status).toBe(422);
  });
});
