// Contracts through their route handlers on a real database (issue 21): create with wage and schedule,
// spec-5 and cross-field rules (422 naming the field), list with filters and team scope, termination with the
// Belgian notice and the outplacement notification, the BE and NL delete endpoints (409 once sent), and the
// gates: light edition, no wages switch, read-only, another group's ids (404).
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs, type Caller } from "./helpers/http";
import { makeHistoryCompany, type HistoryCompany } from "./people-history-fixture";
import { createEmployee, createGroup, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { addDays, todayIso } from "@/lib/people-history/day";
import * as add from "@/app/api/integrations/contracts/add/route";
import * as edit from "@/app/api/integrations/contracts/edit/route";
import * as terminate from "@/app/api/integrations/contracts/terminate/route";
import * as deleteBe from "@/app/api/integrations/contracts/belgium_only/delete/route";
import * as deleteNl from "@/app/api/integrations/contracts/netherlands_only/delete/route";
import * as list from "@/app/api/contracts/list/route";
import * as one from "@/app/api/contracts/[id]/route";
import * as ofEmployee from "@/app/api/contracts/employee/[employee_id]/route";
import * as notice from "@/app/api/contracts/calculateNotice/route";

let a: HistoryCompany;
let b: HistoryCompany;
const today = todayIso();
const FULL_WEEK = [456, 456, 456, 456, 456, 0, 0];

beforeAll(async () => {
  await setupTestDatabase();
  a = await makeHistoryCompany();
  b = await makeHistoryCompany();
}, 60_000);

const body = (employeeId: number, patch: Record<string, unknown> = {}) => ({
  employee_id: employeeId,
  contract_type: "open_ended",
  employment_type: "employee",
  joint_committee: "200",
  start_date: "01/03/2024",
  weekly_schedule: FULL_WEEK,
  days_per_week: 5,
  hours_per_week: "38",
  base_wage: "3200,00",
  benefits: { maaltijdcheques: 150 },
  ...patch,
});
const create = (caller: Caller, payload: unknown) => callRoute(add.POST, { caller, body: payload });

describe("adding a contract", () => {
  it("stores the contract, its wage from the start and its weekly schedule, audited", async () => {
    const res = await create(a.payroll.caller, body(a.alice.id));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      employee_id: a.alice.id,
      country: "BE",
      contract_type: "open_ended",
      joint_committee: "200",
      hours_per_week: 38,
      days_per_week: 5,
      base_wage: "3200.00",
      benefits: { maaltijdcheques: "150.00" },
      start_date: "2024-03-01",
      end_date: null,
      state: "current",
      sent_to_provider: false,
    });
    expect(res.body.dimona_proposal).toMatchObject({
      kind: "IN",
      date: "2024-03-01",
      draft: {
        employee_id: a.alice.id,
        ContractType: "OTH",
        ParCom: "XXX",
        employment_status: "EMPLOYEE",
        dry_run: true,
      },
    });
    const wage = await db.employeeWage.findUniqueOrThrow({ where: { id: res.body.data.wage_id } });
    expect(wage).toMatchObject({ brutoCents: 320000, weeklyMinutes: 2280 });
    const schedule = await db.workSchedule.findFirstOrThrow({ where: { employeeId: a.alice.id } });
    expect(schedule.weeks).toEqual([FULL_WEEK]);
    const audit = await db.auditLog.findFirst({
      where: { groupId: a.group.id, objectType: "contract", objectId: String(res.body.data.id) },
    });
    expect(audit).toMatchObject({ action: "create", actorUserId: a.payroll.user.id, employeeId: a.alice.id });
  });

  it.each([
    [{ contract_type: "fixed_term" }, "end_date", /required/],
    [{ end_date: "01/01/2024" }, "end_date", /before start_date/],
    [{ joint_committee: null }, "joint_committee", /required/],
    [{ joint_committee: "abc" }, "joint_committee", /joint committee number/],
    [{ cao: "Horeca" }, "cao", /Dutch/],
    [{ hours_per_week: "40" }, "hours_per_week", /match the weekly schedule/],
    [{ hours_per_week: "38,123" }, "hours_per_week", /decimal/i],
    [{ days_per_week: 8 }, "days_per_week", /.+/],
    [{ base_wage: "-5" }, "base_wage", /positive/],
    [{ start_date: "31/02/2024" }, "start_date", /not a valid date/],
    [{ contract_type: "zero_hours" }, "contract_type", /must be one of/],
    [{ weekly_schedule: [1, 2] }, "weekly_schedule", /7 days/],
    [{ unknown: 1 }, "unknown", /.+/],
  ])("refuses %j with 422 naming %s", async (patch, field, message) => {
    const res = await create(a.payroll.caller, body(a.bob.id, patch));
    expect(res.status).toBe(422);
    expect(res.body.error.fields[field]).toMatch(message);
  });

  it("refuses an overlap with another contract of the person", async () => {
    const res = await create(a.payroll.caller, body(a.alice.id, { start_date: "01/06/2024" }));
    expect(res.status).toBe(422);
    expect(res.body.error.fields.start_date).toMatch(/overlaps/);
  });

  it("refuses a reference entry of another group", async () => {
    const integration = await db.integration.create({
      data: {
        groupId: b.group.id,
        provider: "be_portal",
        alias: "B",
        username: "u",
        customerCode: `C${b.group.id}`,
        passwordEnc: "x",
        source: "be_portal",
      },
    });
    const ref = await db.providerReference.create({
      data: { groupId: b.group.id, integrationId: integration.id, kind: "function", code: "F1", description: "Chef" },
    });
    const res = await create(a.payroll.caller, body(a.bob.id, { function_id: ref.id }));
    expect(res.status).toBe(422);
    expect(res.body.error.fields.function_id).toMatch(/payroll provider/);
  });
});

describe("the Dutch variant", () => {
  it("takes CAO and probation, refuses a joint committee, flexi and too long a probation", async () => {
    const group = await createGroup({ country: "NL" });
    const person = await createEmployee({ groupId: group.id, firstName: "Noor", lastName: "Jansen" });
    const hr = await createUserInGroup({ group, role: "default", accessWages: true });
    const caller = await signInAs(hr.user.id, group.id);
    const nl = (patch: Record<string, unknown>) =>
      body(person.id, { joint_committee: undefined, cao: "Metalektro", probation_months: 1, ...patch });
    expect((await create(caller, nl({ joint_committee: "200" }))).body.error.fields.joint_committee).toMatch(/Belgian/);
    expect((await create(caller, nl({ contract_type: "flexi" }))).body.error.fields.contract_type).toMatch(/Belgium/);
    const short = await create(caller, nl({ contract_type: "fixed_term", end_date: "31/08/2024" }));
    expect(short.body.error.fields.probation_months).toMatch(/must be 0/);
    const ok = await create(caller, nl({}));
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      country: "NL",
      cao: "Metalektro",
      probation_months: 1,
      joint_committee: null,
    });
    expect(ok.body.dimona_proposal).toBeNull();
    // The Belgian delete endpoint does not know a Dutch contract; the Dutch one deletes it.
    const id = ok.body.data.id;
    expect((await callRoute(deleteBe.POST, { caller, body: { contract_id: id } })).status).toBe(404);
    expect((await callRoute(deleteNl.POST, { caller, body: { contract_id: id } })).status).toBe(200);
    expect(await db.contract.findUnique({ where: { id } })).toBeNull();
  });
});

describe("listing", () => {
  let ending: number;
  beforeAll(async () => {
    const res = await create(
      a.payroll.caller,
      body(a.carol.id, { contract_type: "fixed_term", start_date: "01/01/2024", end_date: addDays(today, 45) }),
    );
    ending = res.body.data.id;
    await create(a.payroll.caller, body(a.bob.id, { start_date: "01/01/2020" }));
  });

  it("lists current contracts with filters by ending, type and team", async () => {
    const all = await callRoute(list.GET, { caller: a.payroll.caller });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.data[0].id).toBe(ending); // soonest end first
    const soon = await callRoute(list.GET, { caller: a.payroll.caller, query: { ending_within: "60" } });
    expect(soon.body.data.map((c: { id: number }) => c.id)).toEqual([ending]);
    expect((await callRoute(list.GET, { caller: a.payroll.caller, query: { ending_within: "30" } })).body.total).toBe(
      0,
    );
    const fixed = await callRoute(list.GET, { caller: a.payroll.caller, query: { contract_type: "fixed_term" } });
    expect(fixed.body.total).toBe(1);
    const support = await callRoute(list.GET, { caller: a.payroll.caller, query: { team_id: a.support.id } });
    expect(support.body.data.map((c: { employee_id: number }) => c.employee_id)).toEqual([a.bob.id]);
    expect((await callRoute(list.GET, { caller: a.payroll.caller, query: { ending_within: "45" } })).status).toBe(422);
  });

  it("limits a team manager to their teams, and another group sees nothing of ours", async () => {
    const mine = await callRoute(list.GET, { caller: a.manager.caller });
    expect(mine.body.data.map((c: { employee_id: number }) => c.employee_id).sort()).toEqual(
      [a.alice.id, a.carol.id].sort(),
    );
    expect((await callRoute(list.GET, { caller: b.payroll.caller })).body.total).toBe(0);
    const foreign = await callRoute(one.GET, { caller: b.payroll.caller, params: { id: String(ending) } });
    expect(foreign.status).toBe(404);
    const history = await callRoute(ofEmployee.GET, {
      caller: b.payroll.caller,
      params: { employee_id: String(a.carol.id) },
    });
    expect(history.status).toBe(404);
  });
});

describe("rights", () => {
  it("refuses the light edition, callers without the wages switch, self-service employees and read-only writes", async () => {
    const light = await createGroup({ groupAccess: "light" });
    const lightAdmin = await createUserInGroup({ group: light, role: "admin", accessWages: true });
    const lightCaller = await signInAs(lightAdmin.user.id, light.id);
    expect((await callRoute(list.GET, { caller: lightCaller })).status).toBe(403);
    expect((await callRoute(list.GET, { caller: a.hr.caller })).status).toBe(403);
    expect((await callRoute(list.GET, { caller: a.employee.caller })).status).toBe(403);
    expect((await create(a.hr.caller, body(a.bob.id))).status).toBe(403);
    // Read-only: reads, calculates, never writes.
    expect((await callRoute(list.GET, { caller: a.readOnly.caller })).status).toBe(200);
    const calc = await callRoute(notice.POST, {
      caller: a.readOnly.caller,
      body: { start_date: "2020-01-01", notification_date: "2024-06-05", initiated_by: "employer" },
    });
    expect(calc.status).toBe(200);
    expect((await create(a.readOnly.caller, body(a.bob.id))).status).toBe(403);
    // A manager reads but does not create.
    expect((await create(a.manager.caller, body(a.alice.id))).status).toBe(403);
  });

  it("answers 404 for another group's person and contract", async () => {
    expect((await create(b.payroll.caller, body(a.bob.id, { start_date: "01/01/2030" }))).status).toBe(404);
    const mine = await db.contract.findFirstOrThrow({ where: { groupId: a.group.id } });
    const payload = { contract_id: mine.id };
    expect((await callRoute(deleteBe.POST, { caller: b.payroll.caller, body: payload })).status).toBe(404);
    const stop = {
      ...payload,
      termination_reason: "x",
      way_of_termination: "mutual_agreement",
      notification_date: today,
      last_payout_date: today,
    };
    expect((await callRoute(terminate.POST, { caller: b.payroll.caller, body: stop })).status).toBe(404);
    const rewrite = { ...body(a.bob.id), employee_id: undefined, base_wage: undefined, benefits: undefined };
    expect(
      (await callRoute(edit.POST, { caller: b.payroll.caller, body: { ...rewrite, contract_id: mine.id } })).status,
    ).toBe(404);
  });
});

describe("calculateNotice", () => {
  it("answers weeks, notice start and end", async () => {
    const res = await callRoute(notice.POST, {
      caller: a.payroll.caller,
      body: { start_date: "01/01/2015", notification_date: "05/06/2024", initiated_by: "employer" },
    });
    expect(res.status).toBe(200);
    // 9 completed years on Monday 10/06/2024: 18 + 3 x 4 = 30 weeks.
    expect(res.body).toMatchObject({ weeks: 30, notice_start: "2024-06-10", notice_end: "2025-01-05" });
    expect(res.body.outplacement_eligible).toBe(true);
    const bad = await callRoute(notice.POST, {
      caller: a.payroll.caller,
      body: { start_date: "2024-01-01", notification_date: "2023-01-01", initiated_by: "boss" },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.initiated_by).toMatch(/employer, employee/);
  });
});

describe("terminating", () => {
  it("ends the contract after the employer's notice, ends the wage, and notifies outplacement from 30 weeks", async () => {
    const bobs = await db.contract.findFirstOrThrow({ where: { groupId: a.group.id, employeeId: a.bob.id } });
    // Bob's IN was accepted without an end date: ending the contract proposes an OUT on that period.
    await db.dimonaDeclaration.create({
      data: {
        groupId: a.group.id,
        employeeId: a.bob.id,
        type: "IN",
        workerType: "OTH",
        startDate: bobs.startDate,
        status: "A",
        periodId: "123456789012",
        idempotencyKey: `bob-in-${a.group.id}`,
        actorUserId: a.payroll.user.id,
      },
    });
    const res = await callRoute(terminate.POST, {
      caller: a.payroll.caller,
      body: {
        contract_id: bobs.id,
        termination_reason: "Reorganisation",
        way_of_termination: "notice_worked",
        initiated_by: "employer",
        notification_date: "05/06/2024",
        last_payout_date: "31/01/2025",
      },
    });
    expect(res.status).toBe(200);
    // Started 01/01/2020: 4 completed years on 10/06/2024 -> 15 weeks.
    expect(res.body.notice).toMatchObject({ weeks: 15, notice_start: "2024-06-10", notice_end: "2024-09-22" });
    expect(res.body.data).toMatchObject({ end_date: "2024-09-22", terminated: true, notice_weeks: 15 });
    expect(res.body.dimona_proposal).toMatchObject({
      kind: "OUT",
      date: "2024-09-22",
      draft: { type: "OUT", period_id: "123456789012", contract_end_date: "2024-09-22", dry_run: true },
    });
    const wage = await db.employeeWage.findUniqueOrThrow({ where: { id: bobs.wageId! } });
    expect(wage.terminationReason).toBe("Reorganisation");
    expect(await db.notification.count({ where: { groupId: a.group.id, type: "outplacement_eligible" } })).toBe(0);
    const again = await callRoute(terminate.POST, {
      caller: a.payroll.caller,
      body: {
        contract_id: bobs.id,
        termination_reason: "Again",
        way_of_termination: "mutual_agreement",
        notification_date: today,
        last_payout_date: today,
      },
    });
    expect(again.status).toBe(409);
  });

  it("sends outplacement_eligible to those who manage contracts for a notice of 30 weeks or more", async () => {
    const person = await createEmployee({
      groupId: a.group.id,
      teamId: a.sales.id,
      firstName: "Olga",
      lastName: "Old",
    });
    const c = await create(a.payroll.caller, body(person.id, { start_date: "01/01/2010" }));
    const res = await callRoute(terminate.POST, {
      caller: a.payroll.caller,
      body: {
        contract_id: c.body.data.id,
        termination_reason: "Closure",
        way_of_termination: "notice_paid_out",
        initiated_by: "employer",
        notification_date: "05/06/2024",
        last_payout_date: "30/06/2024",
      },
    });
    expect(res.status).toBe(200);
    // Two-part sum: one started 5-year period to 2013 (13 weeks) + 10 years since 2014 (33 weeks).
    expect(res.body.notice).toMatchObject({ weeks: 46, rule: "employer_two_part", outplacement_eligible: true });
    expect(res.body.data.end_date).toBe("2024-06-05");
    const sent = await db.notification.findMany({ where: { groupId: a.group.id, type: "outplacement_eligible" } });
    const recipients = sent.map((n) => n.userId).sort();
    expect(recipients).toEqual([a.admin.user.id, a.payroll.user.id].sort());
    expect(sent[0]!.relatedEmployeeId).toBe(person.id);
  });

  it("needs initiated_by for a notice and refuses a read-only user", async () => {
    const c = await db.contract.findFirstOrThrow({ where: { groupId: a.group.id, employeeId: a.carol.id } });
    const stop = {
      contract_id: c.id,
      termination_reason: "x",
      way_of_termination: "notice_worked",
      notification_date: today,
      last_payout_date: today,
    };
    const res = await callRoute(terminate.POST, { caller: a.payroll.caller, body: stop });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.initiated_by).toMatch(/required/);
    expect((await callRoute(terminate.POST, { caller: a.readOnly.caller, body: stop })).status).toBe(403);
  });
});

describe("deleting", () => {
  it("deletes a contract never sent, and answers 409 once the provider has it", async () => {
    const person = await createEmployee({ groupId: a.group.id, firstName: "Del", lastName: "Ete" });
    const first = await create(a.payroll.caller, body(person.id, { start_date: "01/01/2023" }));
    const id = first.body.data.id;
    await db.contract.update({ where: { id }, data: { sentToProviderAt: new Date() } });
    const refused = await callRoute(deleteBe.POST, { caller: a.payroll.caller, body: { contract_id: id } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/terminate it or correct it/);
    await db.contract.update({ where: { id }, data: { sentToProviderAt: null } });
    expect((await callRoute(deleteBe.POST, { caller: a.readOnly.caller, body: { contract_id: id } })).status).toBe(403);
    const ok = await callRoute(deleteBe.POST, { caller: a.payroll.caller, body: { contract_id: id } });
    expect(ok.status).toBe(200);
    const audit = await db.auditLog.findFirst({
      where: { objectType: "contract", objectId: String(id), action: "delete" },
    });
    expect(audit?.actorUserId).toBe(a.payroll.user.id);
  });
});
