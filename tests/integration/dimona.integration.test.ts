// Dimona (issue 21) through the route handlers, against the RSZ simulator in this process (private_key_jwt
// OAuth, 404 until processed) and the real job queue: an IN accepted (A) with its period, then OUT and
// CANCEL on that period; W 90017-369 over the student quota; S without an INSZ; B 90017-510 for a flexi
// not eligible and 00913-355 on a cancelled period; a 500 and a refused token keep the declaration pending
// and it goes through once the RSZ is back, declared once; a dry run sends nothing; 422 names field and
// rule; rights (read-only, no wages, light edition) and another company's ids (404).
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs, type Caller } from "./helpers/http";
import { createEmployee, createGroup, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { stopQueue } from "@/lib/jobs/queue";
import { startJobWorkers } from "@/lib/jobs/start-workers";
import { startRszSimulator } from "@/lib/dimona/simulator/start-rsz";
import type { RszDimonaSimulator } from "@/lib/dimona/simulator/sim-server";
import { forgetRszTokens, postDeclaration } from "@/lib/dimona/rsz-client";
import { registerRszSimulator, rszEndpoint } from "@/lib/dimona/rsz-endpoint";
import { decryptField } from "@/lib/crypto/field-encryption";
import { runDimonaJob } from "@/lib/dimona/run-dimona-job";
import { companyToday } from "@/lib/leave/company-today";
import * as addDimona from "@/app/api/integrations/people/belgium_only/addDimona/route";
import * as editDimona from "@/app/api/integrations/advanced_dimona/editDimona/route";
import * as status from "@/app/api/integrations/advanced_dimona/[id]/status/route";
import * as list from "@/app/api/integrations/advanced_dimona/list/route";
import * as addContract from "@/app/api/integrations/contracts/add/route";
import * as terminate from "@/app/api/integrations/contracts/terminate/route";

jest.setTimeout(120_000);

let sim: RszDimonaSimulator;
const logged: string[] = [];

beforeAll(async () => {
  // Generous: a loaded CI machine must not turn RS256 signing time into retries (the timeout test lowers it).
  process.env.RSZ_TIMEOUT_MS = "3000";
  await setupTestDatabase();
  await startJobWorkers();
  sim = await startRszSimulator(0, { log: (line) => logged.push(line) });
}, 120_000);
afterAll(async () => {
  await sim?.stop();
  await stopQueue();
});
beforeEach(() => {
  sim.setFaults({});
  forgetRszTokens();
});

const addDays = (days: number) => {
  const d = new Date(`${companyToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
// A start a few days ahead, and the end of that start's quarter (students end in their quarter).
const START = addDays(3);
const quarterEnd = (iso: string) => {
  const month = Math.floor((Number(iso.slice(5, 7)) - 1) / 3) * 3 + 3;
  return new Date(Date.UTC(Number(iso.slice(0, 4)), month, 0)).toISOString().slice(0, 10);
};

async function company(options: { light?: boolean; country?: "BE" | "NL" } = {}) {
  const group = await createGroup({ groupAccess: options.light ? "light" : "full", country: options.country ?? "BE" });
  await db.group.update({ where: { id: group.id }, data: { enterpriseNumber: "0403.170.701" } });
  const hr = await createUserInGroup({ group, role: "default", accessWages: true, accessEmployeeDetails: true });
  const readOnly = await createUserInGroup({ group, role: "admin", accessWages: true, readOnly: true });
  const noWages = await createUserInGroup({ group, role: "admin", accessWages: false, accessEmployeeDetails: true });
  const student = await createEmployee({ groupId: group.id, firstName: "Stien", lastName: "Student" });
  return {
    group,
    student,
    hrUserId: hr.user.id,
    hr: await signInAs(hr.user.id, group.id),
    readOnly: await signInAs(readOnly.user.id, group.id),
    noWages: await signInAs(noWages.user.id, group.id),
  };
}

const studentIn = (employeeId: number, fields: Record<string, unknown> = {}) => ({
  employee_id: employeeId,
  ContractType: "STU",
  Student: true,
  ParCom: "302",
  contract_start_date: START,
  contract_end_date: quarterEnd(START),
  PlannedHoursNbr: 40,
  ...fields,
});

async function waitFor(caller: Caller, id: number, statuses = ["A", "W", "B", "S", "failed"]) {
  const started = Date.now();
  for (;;) {
    const res = await callRoute(status.GET, { caller, params: { id: String(id) } });
    if (statuses.includes(res.body.declaration?.status)) return res.body.declaration;
    if (Date.now() - started > 40_000) throw new Error(`declaration ${id}: ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

async function waitUntil(check: () => Promise<boolean>) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 30_000) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 150));
  }
}

it("a student's IN is accepted with a period; the OUT on that period is accepted too; both are audited", async () => {
  const c = await company();
  const res = await callRoute(addDimona.POST, { caller: c.hr, body: studentIn(c.student.id) });
  expect(res.status).toBe(200);
  expect(res.body.declaration).toMatchObject({ type: "IN", status: "pending", worker_type: "STU" });
  const accepted = await waitFor(c.hr, res.body.declaration.id);
  expect(accepted).toMatchObject({ status: "A", anomalies: [] });
  expect(accepted.period_id).toMatch(/^\d{12}$/);
  // Declared once: one POST reached the RSZ for it, and it polled until processed.
  expect(sim.period(accepted.period_id)).toMatchObject({ startDate: START });

  const out = await callRoute(editDimona.POST, {
    caller: c.hr,
    body: { type: "OUT", period_id: accepted.period_id, contract_end_date: addDays(10) },
  });
  expect(out.status).toBe(200);
  const outDone = await waitFor(c.hr, out.body.declaration.id);
  expect(outDone).toMatchObject({ type: "OUT", status: "A", period_id: accepted.period_id });
  expect(sim.period(accepted.period_id)?.endDate).toBe(addDays(10));

  const history = await callRoute(list.GET, { caller: c.hr, query: { employee_id: c.student.id } });
  expect(history.body.data.map((d: { type: string }) => d.type)).toEqual(["OUT", "IN"]);
  const audit = await db.auditLog.findMany({ where: { groupId: c.group.id, action: "dimona_declare" } });
  expect(audit).toHaveLength(2);
  expect(audit.every((a) => a.actorUserId === c.hrUserId && a.employeeId === c.student.id)).toBe(true);
});

it("W 90017-369 once a student's planned hours pass the yearly quota", async () => {
  const c = await company();
  const first = await callRoute(addDimona.POST, {
    caller: c.hr,
    body: studentIn(c.student.id, { PlannedHoursNbr: 400 }),
  });
  expect((await waitFor(c.hr, first.body.declaration.id)).status).toBe("A");
  const second = await callRoute(addDimona.POST, {
    caller: c.hr,
    body: studentIn(c.student.id, { PlannedHoursNbr: 100 }),
  });
  const warned = await waitFor(c.hr, second.body.declaration.id);
  expect(warned.status).toBe("W");
  expect(warned.anomalies).toEqual([expect.objectContaining({ code: "90017-369" })]);
});

it("S for a worker without INSZ (identified by name, birth and address)", async () => {
  const c = await company();
  const worker = await createEmployee({
    groupId: c.group.id,
    nationalNumber: null,
    birthPlace: "Lille",
    nationality: "FR",
    countryCode: "FR",
    street: "Rue Neuve 1",
    postalCode: "59000",
    city: "Lille",
  });
  const res = await callRoute(addDimona.POST, {
    caller: c.hr,
    body: { employee_id: worker.id, ContractType: "OTH", ParCom: "XXX", contract_start_date: START },
  });
  expect(res.status).toBe(200);
  expect((await waitFor(c.hr, res.body.declaration.id)).status).toBe("S");
});

it("B 90017-510 for a flexi-job the worker is not eligible for; a second CANCEL of a cancelled period is 409", async () => {
  const c = await company();
  const flexi = await createEmployee({ groupId: c.group.id });
  const employee = await db.employee.findUniqueOrThrow({ where: { id: flexi.id } });
  sim.markFlexiIneligible(decryptField(employee.nationalNumberEnc)!);
  const refused = await callRoute(addDimona.POST, {
    caller: c.hr,
    body: {
      employee_id: flexi.id,
      ContractType: "FLX",
      ParCom: "302",
      contract_start_date: START,
      contract_end_date: addDays(5),
    },
  });
  expect(refused.status).toBe(200);
  const b = await waitFor(c.hr, refused.body.declaration.id);
  expect(b).toMatchObject({ status: "B", anomalies: [expect.objectContaining({ code: "90017-510" })] });

  const opened = await callRoute(addDimona.POST, { caller: c.hr, body: studentIn(c.student.id) });
  const periodId = (await waitFor(c.hr, opened.body.declaration.id)).period_id;
  const cancel = await callRoute(editDimona.POST, { caller: c.hr, body: { type: "CANCEL", period_id: periodId } });
  expect((await waitFor(c.hr, cancel.body.declaration.id)).status).toBe("A");
  // A second CANCEL of the closed period is refused here (409) before the RSZ would answer B 00913-355.
  const before = await db.dimonaDeclaration.count({ where: { groupId: c.group.id } });
  const again = await callRoute(editDimona.POST, { caller: c.hr, body: { type: "CANCEL", period_id: periodId } });
  expect(again.status).toBe(409);
  expect(again.body.error.fields).toEqual({ period_id: "dimona_period_closed" });
  expect(await db.dimonaDeclaration.count({ where: { groupId: c.group.id } })).toBe(before);
});

it("the RSZ answering 500 keeps the declaration pending and retried; once back it is declared once", async () => {
  const c = await company();
  const before = sim.declarationCount;
  sim.setFaults({ error500Path: "/REST/dimona/v2/declarations" });
  const res = await callRoute(addDimona.POST, { caller: c.hr, body: studentIn(c.student.id) });
  const id = res.body.declaration.id;
  await waitUntil(async () => (await db.dimonaDeclaration.findUniqueOrThrow({ where: { id } })).attempts >= 2);
  const pending = await callRoute(status.GET, { caller: c.hr, params: { id: String(id) } });
  expect(pending.body.declaration).toMatchObject({
    status: "pending",
    last_error: "The RSZ answered 500",
    last_error_code: "server_error",
  });
  expect(sim.declarationCount).toBe(before);
  sim.setFaults({});
  expect((await waitFor(c.hr, id)).status).toBe("A");
  expect(sim.declarationCount).toBe(before + 1);
});

it("a refused token keeps it pending; a timeout too; both go through later", async () => {
  const c = await company();
  sim.setFaults({ refuseToken: true });
  const res = await callRoute(addDimona.POST, { caller: c.hr, body: studentIn(c.student.id) });
  const id = res.body.declaration.id;
  await waitUntil(async () => (await db.dimonaDeclaration.findUniqueOrThrow({ where: { id } })).attempts >= 1);
  const row = await db.dimonaDeclaration.findUniqueOrThrow({ where: { id } });
  expect(row.status).toBe("pending");
  expect(row.lastError).toMatch(/refused the sign-in/);
  expect(row.lastErrorCode).toBe("sign_in_refused");
  // Only here a short client timeout: the simulator keeps one answer back.
  process.env.RSZ_TIMEOUT_MS = "700";
  try {
    sim.setFaults({ timeout: 1 });
    expect((await waitFor(c.hr, id)).status).toBe("A");
  } finally {
    process.env.RSZ_TIMEOUT_MS = "3000";
  }
});

it("the RSZ keeps one declaration per idempotency key, and a stale job does not send again", async () => {
  const endpoint = rszEndpoint()!;
  const body = {
    employer: { enterpriseNumber: "0403170701" },
    worker: { ssin: "85073003328" },
    dimonaIn: { startDate: START, features: { workerType: "OTH", jointCommissionNumber: "XXX" } },
  };
  const before = sim.declarationCount;
  const a = await postDeclaration(endpoint, body, "same-key-1");
  const b = await postDeclaration(endpoint, body, "same-key-1");
  expect(a).toBe(b);
  expect(sim.declarationCount).toBe(before + 1);

  const c = await company();
  const res = await callRoute(addDimona.POST, { caller: c.hr, body: studentIn(c.student.id) });
  const done = await waitFor(c.hr, res.body.declaration.id);
  const count = sim.declarationCount;
  await runDimonaJob({ declaration_id: done.id, due: new Date(0).toISOString() });
  expect(sim.declarationCount).toBe(count);
});

it("a dry run answers every breach and warning and sends nothing; a real send answers 422 naming field and rule", async () => {
  const c = await company();
  const bad = studentIn(c.student.id, { PlannedHoursNbr: null, ContractType: "A17", Student: false });
  const dry = await callRoute(addDimona.POST, { caller: c.hr, body: { ...bad, dry_run: true } });
  expect(dry.status).toBe(200);
  expect(dry.body).toMatchObject({ dry_run: true, valid: false });
  expect(dry.body.anomalies).toEqual([
    expect.objectContaining({ field: "ContractType", rule: "worker_type_obsolete" }),
  ]);
  const ok = await callRoute(addDimona.POST, { caller: c.hr, body: { ...studentIn(c.student.id), dry_run: true } });
  expect(ok.body).toEqual({ dry_run: true, valid: true, anomalies: [] });

  const refused = await callRoute(addDimona.POST, {
    caller: c.hr,
    body: studentIn(c.student.id, { PlannedHoursNbr: null }),
  });
  expect(refused.status).toBe(422);
  expect(refused.body.error.fields).toEqual({ PlannedHoursNbr: "planned_hours_required" });
  const noPeriod = await callRoute(editDimona.POST, { caller: c.hr, body: { type: "OUT", contract_end_date: START } });
  expect(noPeriod.status).toBe(422);
  expect(noPeriod.body.error.fields).toEqual({ period_id: "period_id_required" });
  const badDate = await callRoute(addDimona.POST, {
    caller: c.hr,
    body: studentIn(c.student.id, { contract_start_date: "31/02/2026" }),
  });
  expect(badDate.status).toBe(422);
  expect(Object.keys(badDate.body.error.fields)).toEqual(["contract_start_date"]);
  expect(await db.dimonaDeclaration.count({ where: { groupId: c.group.id } })).toBe(0);
});

it("rights: read-only and no-wages users cannot declare, a light company has no Dimona; another company's ids are 404", async () => {
  const c = await company();
  const body = studentIn(c.student.id);
  expect((await callRoute(addDimona.POST, { caller: c.readOnly, body })).status).toBe(403);
  expect((await callRoute(addDimona.POST, { caller: c.noWages, body })).status).toBe(403);
  const light = await company({ light: true });
  expect((await callRoute(addDimona.POST, { caller: light.hr, body: studentIn(light.student.id) })).status).toBe(403);

  const accepted = await waitFor(c.hr, (await callRoute(addDimona.POST, { caller: c.hr, body })).body.declaration.id);
  // The read-only user sees the history and the status.
  expect((await callRoute(status.GET, { caller: c.readOnly, params: { id: String(accepted.id) } })).status).toBe(200);

  const other = await company();
  expect((await callRoute(status.GET, { caller: other.hr, params: { id: String(accepted.id) } })).status).toBe(404);
  expect((await callRoute(list.GET, { caller: other.hr, query: { employee_id: c.student.id } })).status).toBe(404);
  expect((await callRoute(addDimona.POST, { caller: other.hr, body })).status).toBe(404);
  const edit = await callRoute(editDimona.POST, {
    caller: other.hr,
    body: { type: "CANCEL", period_id: accepted.period_id },
  });
  expect(edit.status).toBe(404);
});

it("a Dutch company has no Dimona: every Dimona route answers 404", async () => {
  const be = await company();
  const accepted = await waitFor(
    be.hr,
    (await callRoute(addDimona.POST, { caller: be.hr, body: studentIn(be.student.id) })).body.declaration.id,
  );
  const nl = await company({ country: "NL" });
  expect((await callRoute(addDimona.POST, { caller: nl.hr, body: studentIn(nl.student.id) })).status).toBe(404);
  expect((await callRoute(list.GET, { caller: nl.hr, query: { employee_id: nl.student.id } })).status).toBe(404);
  expect((await callRoute(status.GET, { caller: nl.hr, params: { id: String(accepted.id) } })).status).toBe(404);
  const edit = await callRoute(editDimona.POST, {
    caller: nl.hr,
    body: { type: "OUT", period_id: accepted.period_id },
  });
  expect(edit.status).toBe(404);
  expect(await db.dimonaDeclaration.count({ where: { groupId: nl.group.id } })).toBe(0);
});

it("a joint committee 322 period takes its user company number along: UPDATE and OUT are accepted", async () => {
  const c = await company();
  const worker = await createEmployee({ groupId: c.group.id });
  const opened = await callRoute(addDimona.POST, {
    caller: c.hr,
    body: {
      employee_id: worker.id,
      ContractType: "OTH",
      ParCom: "322",
      user_company_number: "0403.170.701",
      contract_start_date: START,
      contract_end_date: addDays(20),
    },
  });
  expect(opened.status).toBe(200);
  const periodId = (await waitFor(c.hr, opened.body.declaration.id)).period_id;
  const update = await callRoute(editDimona.POST, {
    caller: c.hr,
    body: { type: "UPDATE", period_id: periodId, contract_end_date: addDays(15) },
  });
  expect(update.status).toBe(200);
  expect((await waitFor(c.hr, update.body.declaration.id)).status).toBe("A");
  const out = await callRoute(editDimona.POST, {
    caller: c.hr,
    body: { type: "OUT", period_id: periodId, contract_end_date: addDays(12) },
  });
  expect(out.status).toBe(200);
  const row = await db.dimonaDeclaration.findUniqueOrThrow({ where: { id: out.body.declaration.id } });
  expect(row.userCompanyNumber).toBe("0403.170.701");
});

it("no double declarations: a second IN while the first is on its way, a second change of a period in flight, 409", async () => {
  const c = await company();
  const opened = await callRoute(addDimona.POST, { caller: c.hr, body: studentIn(c.student.id) });
  const periodId = (await waitFor(c.hr, opened.body.declaration.id)).period_id;
  const history = await callRoute(list.GET, { caller: c.hr, query: { employee_id: c.student.id } });
  expect(history.body.data[0]).toMatchObject({ type: "IN", editable: true });

  // The RSZ down: the OUT stays pending, and a second OUT (or a CANCEL) of the same period is refused.
  sim.setFaults({ error500Path: "/REST/dimona/v2/declarations" });
  const out = await callRoute(editDimona.POST, {
    caller: c.hr,
    body: { type: "OUT", period_id: periodId, contract_end_date: addDays(10) },
  });
  expect(out.status).toBe(200);
  const second = await callRoute(editDimona.POST, {
    caller: c.hr,
    body: { type: "OUT", period_id: periodId, contract_end_date: addDays(10) },
  });
  expect(second.status).toBe(409);
  expect(second.body.error.fields).toEqual({ period_id: "dimona_period_busy" });
  const busy = await callRoute(list.GET, { caller: c.hr, query: { employee_id: c.student.id } });
  expect(busy.body.data.find((d: { type: string }) => d.type === "IN").editable).toBe(false);

  // Another IN for the same start while the first of its kind is pending: 409 naming the start date.
  const other = await createEmployee({ groupId: c.group.id });
  const firstIn = await callRoute(addDimona.POST, { caller: c.hr, body: studentIn(other.id) });
  expect(firstIn.status).toBe(200);
  const twin = await callRoute(addDimona.POST, { caller: c.hr, body: studentIn(other.id) });
  expect(twin.status).toBe(409);
  expect(twin.body.error.fields).toEqual({ contract_start_date: "dimona_in_pending" });

  sim.setFaults({});
  expect((await waitFor(c.hr, out.body.declaration.id)).status).toBe("A");
  // The OUT accepted closes the period: no CANCEL after it, and the history offers no buttons.
  const cancel = await callRoute(editDimona.POST, { caller: c.hr, body: { type: "CANCEL", period_id: periodId } });
  expect(cancel.status).toBe(409);
  expect(cancel.body.error.fields).toEqual({ period_id: "dimona_period_closed" });
  const closed = await callRoute(list.GET, { caller: c.hr, query: { employee_id: c.student.id } });
  expect(closed.body.data.every((d: { editable: boolean }) => !d.editable)).toBe(true);
  await waitFor(c.hr, firstIn.body.declaration.id);
});

it("with no RSZ web service configured a declaration is refused (503 rsz_not_configured), a dry run still answers", async () => {
  const c = await company();
  const endpoint = rszEndpoint();
  registerRszSimulator(null);
  try {
    const res = await callRoute(addDimona.POST, { caller: c.hr, body: studentIn(c.student.id) });
    expect(res.status).toBe(503);
    expect(res.body.error.fields).toEqual({ rsz: "rsz_not_configured" });
    const dry = await callRoute(addDimona.POST, { caller: c.hr, body: { ...studentIn(c.student.id), dry_run: true } });
    expect(dry.body).toMatchObject({ dry_run: true, valid: true });
    const history = await callRoute(list.GET, { caller: c.hr, query: { employee_id: c.student.id } });
    expect(history.body.rsz_configured).toBe(false);
    expect(await db.dimonaDeclaration.count({ where: { groupId: c.group.id } })).toBe(0);
  } finally {
    registerRszSimulator(endpoint);
  }
});

it("a starting student contract proposes an IN, its earlier end an UPDATE; HR sends each from the draft", async () => {
  const c = await company();
  const contract = await callRoute(addContract.POST, {
    caller: c.hr,
    body: {
      employee_id: c.student.id,
      contract_type: "student",
      employment_type: "worker",
      joint_committee: "302",
      start_date: START,
      end_date: quarterEnd(START),
      is_variable_schedule: true,
      days_per_week: 2,
      hours_per_week: 12,
      base_wage: 900,
    },
  });
  expect(contract.status).toBe(200);
  const proposal = contract.body.dimona_proposal;
  expect(proposal).toMatchObject({
    kind: "IN",
    date: START,
    draft: { ContractType: "STU", Student: true, ParCom: "302", employment_status: "WORKER", dry_run: true },
  });
  let listed = await callRoute(list.GET, { caller: c.readOnly, query: { employee_id: c.student.id } });
  expect(listed.body.proposals).toEqual([proposal]);
  // Nothing was sent: the proposal waits for HR (who adds the planned hours a student needs).
  expect(await db.dimonaDeclaration.count({ where: { employeeId: c.student.id } })).toBe(0);

  const sent = await callRoute(addDimona.POST, {
    caller: c.hr,
    body: { ...proposal.draft, PlannedHoursNbr: 40, dry_run: false },
  });
  expect(sent.status).toBe(200);
  const accepted = await waitFor(c.hr, sent.body.declaration.id);
  expect(accepted.status).toBe("A");
  listed = await callRoute(list.GET, { caller: c.hr, query: { employee_id: c.student.id } });
  expect(listed.body.proposals).toEqual([]);

  const ended = await callRoute(terminate.POST, {
    caller: c.hr,
    body: {
      contract_id: contract.body.data.id,
      termination_reason: "Studies",
      way_of_termination: "mutual_agreement",
      notification_date: START,
      end_date: addDays(10),
      last_payout_date: addDays(10),
    },
  });
  expect(ended.status).toBe(200);
  // The student's IN carried the quarter's end: ending earlier is an UPDATE of that end, not an OUT.
  expect(ended.body.dimona_proposal).toMatchObject({
    kind: "UPDATE",
    draft: {
      type: "UPDATE",
      period_id: accepted.period_id,
      contract_start_date: START,
      contract_end_date: addDays(10),
    },
  });
  listed = await callRoute(list.GET, { caller: c.hr, query: { employee_id: c.student.id } });
  expect(listed.body.proposals.map((p: { kind: string }) => p.kind)).toEqual(["UPDATE"]);
  const out = await callRoute(editDimona.POST, {
    caller: c.hr,
    body: { ...ended.body.dimona_proposal.draft, dry_run: false },
  });
  expect(out.status).toBe(200);
  expect((await waitFor(c.hr, out.body.declaration.id)).status).toBe("A");
  listed = await callRoute(list.GET, { caller: c.hr, query: { employee_id: c.student.id } });
  expect(listed.body.proposals).toEqual([]);
});

it("an open-ended contract's IN carries no end, so its termination proposes an OUT", async () => {
  const c = await company();
  const contract = await callRoute(addContract.POST, {
    caller: c.hr,
    body: {
      employee_id: c.student.id,
      contract_type: "open_ended",
      employment_type: "employee",
      joint_committee: "200",
      start_date: START,
      weekly_schedule: [456, 456, 456, 456, 456, 0, 0],
      days_per_week: 5,
      hours_per_week: 38,
      base_wage: 3000,
    },
  });
  expect(contract.status).toBe(200);
  const proposal = contract.body.dimona_proposal;
  expect(proposal).toMatchObject({ kind: "IN", draft: { ContractType: "OTH", contract_end_date: null } });
  const sent = await callRoute(addDimona.POST, { caller: c.hr, body: { ...proposal.draft, dry_run: false } });
  expect(sent.status).toBe(200);
  const accepted = await waitFor(c.hr, sent.body.declaration.id);
  expect(accepted.status).toBe("A");
  const ended = await callRoute(terminate.POST, {
    caller: c.hr,
    body: {
      contract_id: contract.body.data.id,
      termination_reason: "Resignation",
      way_of_termination: "mutual_agreement",
      notification_date: START,
      end_date: addDays(20),
      last_payout_date: addDays(20),
    },
  });
  expect(ended.status).toBe(200);
  expect(ended.body.dimona_proposal).toMatchObject({
    kind: "OUT",
    draft: { type: "OUT", period_id: accepted.period_id, contract_end_date: addDays(20) },
  });
});

it("the history offers only what a period can still take: no OUT once an UPDATE ended it, nothing once cancelled", async () => {
  const c = await company();
  const actionsOf = async (periodId: string) => {
    const res = await callRoute(list.GET, { caller: c.hr, query: { employee_id: c.student.id } });
    const row = res.body.data.find(
      (d: { type: string; period_id: string }) => d.type === "IN" && d.period_id === periodId,
    );
    return row.actions as string[];
  };
  // An open-ended IN: change, cancel or end it.
  const opened = await callRoute(addDimona.POST, {
    caller: c.hr,
    body: { employee_id: c.student.id, ContractType: "OTH", ParCom: "XXX", contract_start_date: START },
  });
  const periodId = (await waitFor(c.hr, opened.body.declaration.id)).period_id as string;
  expect(await actionsOf(periodId)).toEqual(["UPDATE", "CANCEL", "OUT"]);
  // An UPDATE that sets its end: the period is ended, an OUT makes no sense any more.
  const ended = await callRoute(editDimona.POST, {
    caller: c.hr,
    body: { type: "UPDATE", period_id: periodId, contract_start_date: START, contract_end_date: addDays(30) },
  });
  expect(ended.status).toBe(200);
  expect((await waitFor(c.hr, ended.body.declaration.id)).status).toBe("A");
  expect(await actionsOf(periodId)).toEqual(["UPDATE", "CANCEL"]);
  // Cancelled: nothing more.
  const cancelled = await callRoute(editDimona.POST, { caller: c.hr, body: { type: "CANCEL", period_id: periodId } });
  expect((await waitFor(c.hr, cancelled.body.declaration.id)).status).toBe("A");
  expect(await actionsOf(periodId)).toEqual([]);
  const history = await callRoute(list.GET, { caller: c.hr, query: { employee_id: c.student.id } });
  expect(history.body.data.every((d: { editable: boolean }) => !d.editable)).toBe(true);

  // A student IN carries its end from the start: change or cancel, no OUT.
  const student = await callRoute(addDimona.POST, {
    caller: c.hr,
    body: studentIn(c.student.id, { contract_start_date: addDays(40), contract_end_date: quarterEnd(addDays(40)) }),
  });
  const studentPeriod = (await waitFor(c.hr, student.body.declaration.id)).period_id as string;
  expect(await actionsOf(studentPeriod)).toEqual(["UPDATE", "CANCEL"]);
});
