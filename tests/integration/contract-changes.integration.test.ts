// Contract change requests through the route handlers (issue 21) against the BE portal simulator in process
// and the real job queue: a rights holder's change is created approved, writes the wage history and schedule
// from its date and reaches the portal as a send_contract_change command; a manager's change waits for a
// decision (approve, decline, 409 when decided twice); bad input answers 422 naming the field; the portal's
// own rules refuse what the app let through; a provider failure then a retry books the change once; the
// contract's terms change on the date (at once, or by the daily job); rights, read-only and another group (404).
import { uniqueSuffix } from "./helpers/db";
import { addBePortalIntegration, setUpIntegrationsHarness, simPerson } from "../support/integrations-harness";
import { callRoute, signInAs, type Caller } from "./helpers/http";
import { startBePortal } from "./helpers/be-portal";
import { makeHistoryCompany, type HistoryCompany } from "./people-history-fixture";
import { allAccessSwitchesOn, createEmployee, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { applyDueContractChanges } from "@/lib/contracts/apply-due-changes";
import { addDays, todayIso } from "@/lib/people-history/day";
import type { BePortalSimulator } from "@/lib/integrations/simulators/be-portal/sim-server";
import { makeSimCompany } from "@/lib/integrations/simulators/be-portal/sim-store";
import * as addContract from "@/app/api/integrations/contracts/add/route";
import * as changeRequest from "@/app/api/integrations/contracts/change-request/route";
import * as decide from "@/app/api/integrations/contracts/change-request/decide/route";
import * as retry from "@/app/api/integrations/contracts/change-request/retry/route";
import * as ofEmployee from "@/app/api/contracts/employee/[employee_id]/route";

jest.setTimeout(120_000);
let sim: BePortalSimulator;
setUpIntegrationsHarness(async () => (sim = await startBePortal()));

const FULL_WEEK = [456, 456, 456, 456, 456, 0, 0];
const FOUR_DAYS = [456, 456, 456, 456, 0, 0, 0];
let a: HistoryCompany;
let b: HistoryCompany;
let customerCode: string;
let aliceContract: number;
let carolContract: number;
let bobContract: number;

async function contractFor(caller: Caller, employeeId: number) {
  const res = await callRoute(addContract.POST, {
    caller,
    body: {
      employee_id: employeeId,
      contract_type: "open_ended",
      employment_type: "employee",
      joint_committee: "200",
      start_date: "01/01/2024",
      weekly_schedule: FULL_WEEK,
      days_per_week: 5,
      hours_per_week: "38",
      base_wage: "3000,00",
      benefits: { maaltijdcheques: 150 },
    },
  });
  expect(res.status).toBe(200);
  return res.body.data.id as number;
}

// The command the change's approval queued, once it rests (succeeded or failed).
async function settledCommand(changeId: number) {
  const started = Date.now();
  for (;;) {
    const change = await db.contractChange.findUniqueOrThrow({ where: { id: changeId } });
    const command = change.commandId
      ? await db.integrationCommand.findUnique({ where: { id: change.commandId } })
      : null;
    if (command && ["succeeded", "failed"].includes(command.status)) return command;
    if (Date.now() - started > 30_000) throw new Error(`change ${changeId}: no settled command`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const ask = (caller: Caller, body: Record<string, unknown>) => callRoute(changeRequest.POST, { caller, body });

beforeAll(async () => {
  a = await makeHistoryCompany();
  b = await makeHistoryCompany();
  customerCode = `CC${uniqueSuffix()}`;
  const employment = [{ start_date: "2024-01-01", end_date: null, monthly_gross_cents: 300_000, weekly_minutes: 2280 }];
  sim.addCompany(
    makeSimCompany({
      customer_code: customerCode,
      name: "Change company",
      users: [{ username: "sync", password: "sync-pass-123", secondFactor: false }],
      people: [simPerson("P1", { contracts: employment }), simPerson("P3", { contracts: employment })],
    }),
  );
  const integrator = await createUserInGroup({ group: a.group, role: "admin", ...allAccessSwitchesOn() });
  const integrationId = await addBePortalIntegration(await signInAs(integrator.user.id, a.group.id), customerCode);
  for (const [employeeId, externalId] of [
    [a.alice.id, "P1"],
    [a.carol.id, "P3"],
  ] as const) {
    await db.employeeProviderLink.create({
      data: { groupId: a.group.id, integrationId, employeeId, externalId, matchedBy: "manual" },
    });
  }
  aliceContract = await contractFor(a.payroll.caller, a.alice.id);
  carolContract = await contractFor(a.payroll.caller, a.carol.id);
  bobContract = await contractFor(a.payroll.caller, a.bob.id);
}, 120_000);

describe("a rights holder's change", () => {
  it("is approved at once, writes the wage from its date and reaches the portal", async () => {
    const res = await ask(a.payroll.caller, {
      contract_id: aliceContract,
      change_date: "01/03/2025",
      base_wage: "3250,50",
      note: "Yearly review",
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "approved", change_date: "2025-03-01", base_wage: "3250.50" });
    const wage = await db.employeeWage.findUniqueOrThrow({ where: { id: res.body.data.wage_id } });
    // The hours and the monthly extras are carried from the wage running on that date.
    expect(wage).toMatchObject({ brutoCents: 325_050, weeklyMinutes: 2280 });
    const benefits = await db.wageBenefit.findMany({ where: { wageId: wage.id } });
    expect(benefits.map((x) => [x.kind, x.amountCents])).toEqual([["maaltijdcheques", 15_000]]);
    const previous = await db.employeeWage.findFirstOrThrow({
      where: { employeeId: a.alice.id, startDate: new Date("2024-01-01") },
    });
    expect(previous.endDate?.toISOString().slice(0, 10)).toBe("2025-02-28");

    const command = await settledCommand(res.body.data.id);
    expect(command).toMatchObject({
      status: "succeeded",
      kind: "send_contract_change",
      actorUserId: a.payroll.user.id,
    });
    const kept = sim.contractChangesOf(customerCode, "P1");
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      reference: `contract-change-${res.body.data.id}`,
      changeDate: "2025-03-01",
      grossCents: 325_050,
      hoursPerWeek: null,
    });
    const audits = await db.auditLog.findMany({
      where: { groupId: a.group.id, objectType: "contract_change", objectId: String(res.body.data.id) },
      orderBy: { id: "asc" },
    });
    expect(audits.map((x) => [x.action, x.actorUserId])).toEqual([
      ["create", a.payroll.user.id],
      ["approve", a.payroll.user.id],
    ]);
  });

  it("shows in the contract's history with the provider's status", async () => {
    const res = await callRoute(ofEmployee.GET, {
      caller: a.readOnly.caller,
      params: { employee_id: String(a.alice.id) },
    });
    expect(res.status).toBe(200);
    const contract = res.body.data.find((c: { id: number }) => c.id === aliceContract);
    expect(contract.changes[0]).toMatchObject({ status: "approved", command: { status: "succeeded" } });
  });

  it("changes the contract's terms at once when its date has come, else on its date", async () => {
    const past = await ask(a.payroll.caller, {
      contract_id: carolContract,
      change_date: addDays(todayIso(), -1),
      hours_per_week: "30,4",
      days_per_week: 4,
      weekly_schedule: FOUR_DAYS,
    });
    expect(past.status).toBe(200);
    expect(past.body.data.applied_at).not.toBeNull();
    let contract = await db.contract.findUniqueOrThrow({ where: { id: carolContract } });
    expect(Number(contract.hoursPerWeek)).toBe(30.4);
    expect(Number(contract.daysPerWeek)).toBe(4);
    const schedule = await db.workSchedule.findFirstOrThrow({
      where: { employeeId: a.carol.id },
      orderBy: { validFrom: "desc" },
    });
    expect(schedule.weeks).toEqual([FOUR_DAYS]);
    const wage = await db.employeeWage.findUniqueOrThrow({ where: { id: past.body.data.wage_id } });
    expect(wage).toMatchObject({ brutoCents: 300_000, weeklyMinutes: 1824 });
    expect((await settledCommand(past.body.data.id)).status).toBe("succeeded");

    const inTenDays = addDays(todayIso(), 10);
    const future = await ask(a.payroll.caller, {
      contract_id: carolContract,
      change_date: inTenDays,
      hours_per_week: "38",
      days_per_week: 5,
      weekly_schedule: FULL_WEEK,
    });
    expect(future.status).toBe(200);
    expect(future.body.data.applied_at).toBeNull();
    contract = await db.contract.findUniqueOrThrow({ where: { id: carolContract } });
    expect(Number(contract.hoursPerWeek)).toBe(30.4);
    await applyDueContractChanges(inTenDays);
    contract = await db.contract.findUniqueOrThrow({ where: { id: carolContract } });
    expect(Number(contract.hoursPerWeek)).toBe(38);
    const applied = await db.contractChange.findUniqueOrThrow({ where: { id: future.body.data.id } });
    expect(applied.appliedAt).not.toBeNull();
    await settledCommand(future.body.data.id);
  });
});

describe("a manager's change", () => {
  it("waits for a rights holder, who approves it once (409 the second time)", async () => {
    const res = await ask(a.manager.caller, { contract_id: aliceContract, change_date: "01/06/2025", base_wage: 3400 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "pending", wage_id: null, command_id: null });
    expect(sim.contractChangesOf(customerCode, "P1")).toHaveLength(1);

    const notYours = await callRoute(decide.POST, {
      caller: a.manager.caller,
      body: { change_id: res.body.data.id, decision: "approve" },
    });
    expect(notYours.status).toBe(403);
    const approved = await callRoute(decide.POST, {
      caller: a.admin.caller,
      body: { change_id: res.body.data.id, decision: "approve" },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: "approved" });
    expect((await settledCommand(res.body.data.id)).status).toBe("succeeded");
    expect(sim.contractChangesOf(customerCode, "P1")).toHaveLength(2);
    const twice = await callRoute(decide.POST, {
      caller: a.payroll.caller,
      body: { change_id: res.body.data.id, decision: "decline" },
    });
    expect(twice.status).toBe(409);
  });

  it("can be declined with a reason; nothing is written or sent", async () => {
    const res = await ask(a.manager.caller, { contract_id: aliceContract, change_date: "01/09/2025", base_wage: 5000 });
    const declined = await callRoute(decide.POST, {
      caller: a.payroll.caller,
      body: { change_id: res.body.data.id, decision: "decline", decline_reason: "Not this year" },
    });
    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject({ status: "declined", decline_reason: "Not this year", command_id: null });
    expect(await db.employeeWage.count({ where: { employeeId: a.alice.id, brutoCents: 500_000 } })).toBe(0);
  });

  it("is refused for a person outside the manager's teams (404)", async () => {
    const res = await ask(a.manager.caller, { contract_id: bobContract, change_date: "01/06/2025", base_wage: 3400 });
    expect(res.status).toBe(404);
  });
});

describe("bad input", () => {
  it.each([
    [{ change_date: "01/01/2023", base_wage: 100 }, "change_date", /before the contract's start/],
    [{ change_date: "31/02/2025", base_wage: 100 }, "change_date", /not a valid date/],
    [{ change_date: "01/02/2026" }, "base_wage", /needs a new base wage/],
    [{ change_date: "01/02/2026", base_wage: "-5" }, "base_wage", /positive/],
    [{ change_date: "01/02/2026", hours_per_week: "30" }, "weekly_schedule", /required/],
    [{ change_date: "01/02/2026", hours_per_week: "30", weekly_schedule: FULL_WEEK }, "hours_per_week", /match/],
    [{ change_date: "01/02/2026", hours_per_week: "30,123", weekly_schedule: FULL_WEEK }, "hours_per_week", /decimal/i],
    [
      { change_date: "01/02/2026", is_variable_schedule: true, weekly_schedule: FULL_WEEK },
      "weekly_schedule",
      /variable/,
    ],
    [{ change_date: "01/02/2026", function_id: 999_999 }, "function_id", /payroll provider/],
    [{ change_date: "01/02/2026", base_wage: 100, colour: "red" }, "colour", /.+/],
  ])("refuses %j with 422 naming %s, nothing stored", async (patch, field, message) => {
    const before = await db.contractChange.count({ where: { contractId: bobContract } });
    const res = await ask(a.payroll.caller, { contract_id: bobContract, ...patch });
    expect(res.status).toBe(422);
    expect(res.body.error.fields[field]).toMatch(message);
    expect(await db.contractChange.count({ where: { contractId: bobContract } })).toBe(before);
  });

  it("refuses a date before the latest wage with 422 on change_date", async () => {
    const res = await ask(a.payroll.caller, { contract_id: aliceContract, change_date: "01/02/2025", base_wage: 3100 });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.change_date).toMatch(/after the start of the latest wage/);
  });
});

describe("the provider", () => {
  it("fails, then a retry books the change once", async () => {
    sim.setFaults({ error500Path: "contract-changes" });
    const res = await ask(a.payroll.caller, { contract_id: aliceContract, change_date: "01/01/2026", base_wage: 3500 });
    expect(res.status).toBe(200);
    const failed = await settledCommand(res.body.data.id);
    expect(failed.status).toBe("failed");
    const listed = await callRoute(ofEmployee.GET, {
      caller: a.payroll.caller,
      params: { employee_id: String(a.alice.id) },
    });
    const shown = listed.body.data[0].changes.find((c: { id: number }) => c.id === res.body.data.id);
    expect(shown.command).toMatchObject({ status: "failed", error_detail: { code: "provider_error" } });
    const reference = `contract-change-${res.body.data.id}`;
    expect(sim.contractChangesOf(customerCode, "P1").filter((c) => c.reference === reference)).toHaveLength(0);

    sim.setFaults({});
    const readOnly = await callRoute(retry.POST, { caller: a.readOnly.caller, body: { change_id: res.body.data.id } });
    expect(readOnly.status).toBe(403);
    const again = await callRoute(retry.POST, { caller: a.payroll.caller, body: { change_id: res.body.data.id } });
    expect(again.status).toBe(200);
    const command = await db.integrationCommand.findUniqueOrThrow({ where: { id: failed.id } });
    expect(["queued", "running", "succeeded"]).toContain(command.status);
    let settled = command;
    for (let i = 0; i < 300 && settled.status !== "succeeded" && settled.status !== "failed"; i++) {
      await new Promise((r) => setTimeout(r, 100));
      settled = await db.integrationCommand.findUniqueOrThrow({ where: { id: failed.id } });
    }
    expect(settled.status).toBe("succeeded");
    expect(sim.contractChangesOf(customerCode, "P1").filter((c) => c.reference === reference)).toHaveLength(1);
    const twice = await callRoute(retry.POST, { caller: a.payroll.caller, body: { change_id: res.body.data.id } });
    expect(twice.status).toBe(409);
  });

  it("refuses by its own rules what the app let through (a function it does not know)", async () => {
    const integration = await db.integration.findFirstOrThrow({ where: { groupId: a.group.id } });
    const fn = await db.providerReference.create({
      data: { groupId: a.group.id, integrationId: integration.id, kind: "function", code: "F999", description: "Gone" },
    });
    const res = await ask(a.payroll.caller, {
      contract_id: aliceContract,
      change_date: "01/02/2026",
      function_id: fn.id,
    });
    expect(res.status).toBe(200);
    const failed = await settledCommand(res.body.data.id);
    expect(failed.status).toBe("failed");
    expect(failed.errorReason).toMatch(/function_code/);
  });
});

describe("rights", () => {
  const body = () => ({ contract_id: aliceContract, change_date: "01/03/2026", base_wage: 3600 });
  it("a read-only user, one without the wages switch and an employee cannot ask a change", async () => {
    expect((await ask(a.readOnly.caller, body())).status).toBe(403);
    expect((await ask(a.hr.caller, body())).status).toBe(403);
    expect((await ask(a.employee.caller, body())).status).toBe(403);
  });

  it("a rights holder's change to their own contract waits for someone else, and they cannot decide it (403)", async () => {
    const self = await createEmployee({ groupId: a.group.id, firstName: "Petra", lastName: "Payroll" });
    const ownContract = await contractFor(a.payroll.caller, self.id);
    const user = await createUserInGroup({ group: a.group, role: "default", accessWages: true, employeeId: self.id });
    const caller = await signInAs(user.user.id, a.group.id);
    const asked = await ask(caller, { contract_id: ownContract, change_date: "01/03/2026", base_wage: 9000 });
    expect(asked.status).toBe(200);
    expect(asked.body.data.status).toBe("pending");
    const own = await callRoute(decide.POST, { caller, body: { change_id: asked.body.data.id, decision: "approve" } });
    expect(own.status).toBe(403);
    const other = await callRoute(decide.POST, {
      caller: a.payroll.caller,
      body: { change_id: asked.body.data.id, decision: "decline" },
    });
    expect(other.status).toBe(200);
  });

  it("another group's contract and change answer 404", async () => {
    expect((await ask(b.payroll.caller, body())).status).toBe(404);
    const change = await db.contractChange.findFirstOrThrow({ where: { contractId: aliceContract } });
    const res = await callRoute(decide.POST, {
      caller: b.payroll.caller,
      body: { change_id: change.id, decision: "approve" },
    });
    expect(res.status).toBe(404);
    expect((await callRoute(retry.POST, { caller: b.payroll.caller, body: { change_id: change.id } })).status).toBe(
      404,
    );
  });
});
