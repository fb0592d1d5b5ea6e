// Provider contracts stored as our contracts (issue 19) through the import route, against both simulators
// in this process: a first people sync creates each linked person's contracts (terms, reference ids, wage,
// schedule, the provider's contract id) and matches one of ours by its start day; a re-run creates and
// changes nothing; changed hours at the provider open a conflict about that contract ("theirs" refused
// while the contract's fixed week holds other hours; a type the rules allow is written), a changed joint
// committee is taken over, an end date fills ours; a failing batch writes nothing of itself; two people
// carrying one contract id do not block the sync; a schedule already in force is kept; provider contracts
// cannot be deleted, unless their integration is gone; other companies' ids answer 404; a user without the
// contracts right imports no contract.
import { uniqueSuffix } from "./helpers/db";
import { setUpIntegrationsHarness, waitForCommand, simPerson } from "../support/integrations-harness";
import { callRoute, signInAs, type Caller } from "./helpers/http";
import { startBePortal } from "./helpers/be-portal";
import { startNlPayroll } from "./helpers/nl-payroll";
import { createEmployee, createGroup, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { generateNationalNumber } from "@/lib/be/national-number";
import { generateBsn } from "@/lib/nl/bsn";
import type { BePortalSimulator } from "@/lib/integrations/simulators/be-portal/sim-server";
import { makeSimCompany, type SimCompany } from "@/lib/integrations/simulators/be-portal/sim-store";
import type { NlPayrollSimulator } from "@/lib/integrations/simulators/nl-loket/sim-server";
import { makeLoketEmployer } from "@/lib/integrations/simulators/nl-loket/sim-store";
import { PageWrites } from "@/lib/integrations/sync-page-writes";
import * as add from "@/app/api/integrations/add/route";
import * as importRoute from "@/app/api/integrations/[id]/import/route";
import * as conflictList from "@/app/api/integrations/data_conflicts/list/route";
import * as conflictDetail from "@/app/api/integrations/data_conflicts/[id]/detail/route";
import * as conflictResolve from "@/app/api/integrations/data_conflicts/[id]/resolve/route";
import * as deleteBe from "@/app/api/integrations/contracts/belgium_only/delete/route";

jest.setTimeout(180_000);
let be: BePortalSimulator;
let nl: NlPayrollSimulator;

setUpIntegrationsHarness(async () => {
  be = await startBePortal();
  nl = await startNlPayroll();
  return { stop: async () => void (await Promise.all([be.stop(), nl.stop()])) };
});

const RIGHTS = { accessPayrollProvider: true, accessSensitiveSettings: true, accessWages: true };

async function importPeople(caller: Caller, integrationId: number) {
  const res = await callRoute(importRoute.POST, {
    caller,
    params: { id: String(integrationId) },
    body: { what: "people" },
  });
  expect(res.status).toBe(200);
  return waitForCommand(caller, res.body.command.id);
}

async function addIntegration(caller: Caller, body: Record<string, unknown>) {
  const added = await callRoute(add.POST, { caller, body });
  expect(added.status).toBe(200);
  expect((await waitForCommand(caller, added.body.command.id)).status).toBe("succeeded");
  return added.body.integration.id as number;
}

const contractsOf = (employeeId: number) =>
  db.contract.findMany({ where: { employeeId }, orderBy: { startDate: "asc" }, include: { function: true } });

// A Belgian company with Anna (one contract of ours from 2024-01-01, nothing from the provider on it yet)
// and Bert (no contract): the portal holds Anna's as W1-C1 and two of Bert's (one ended, one running).
async function beSetUp() {
  const group = await createGroup();
  const admin = await createUserInGroup({ group, role: "admin", ...RIGHTS });
  const caller = await signInAs(admin.user.id, group.id);
  const birth = (y: number) => new Date(Date.UTC(y, 2, 4));
  const annaNn = generateNationalNumber(birth(1985), "female", 102);
  const bertNn = generateNationalNumber(birth(1979), "male", 57);
  const anna = await createEmployee({
    groupId: group.id,
    firstName: "Anna",
    lastName: `P${uniqueSuffix()}`,
    birthDate: birth(1985),
    nationalNumber: annaNn,
  });
  const bert = await createEmployee({
    groupId: group.id,
    firstName: "Bert",
    lastName: `M${uniqueSuffix()}`,
    birthDate: birth(1979),
    nationalNumber: bertNn,
  });
  const wage = await db.employeeWage.create({
    data: {
      groupId: group.id,
      employeeId: anna.id,
      startDate: new Date("2024-01-01"),
      brutoCents: 300_000,
      weeklyMinutes: 38 * 60,
    },
  });
  await db.contract.create({
    data: {
      groupId: group.id,
      employeeId: anna.id,
      country: "BE",
      contractType: "open_ended",
      employmentType: "employee",
      jointCommittee: "200",
      daysPerWeek: 5,
      hoursPerWeek: 38,
      wageId: wage.id,
      startDate: new Date("2024-01-01"),
    },
  });
  const customerCode = `C${uniqueSuffix()}`;
  const company: SimCompany = makeSimCompany({
    customer_code: customerCode,
    name: "Contracts company",
    users: [{ username: "sync", password: "sync-pass-123", secondFactor: false }],
    people: [
      simPerson("W1", {
        national_number: annaNn,
        first_name: "Anna",
        last_name: anna.lastName,
        birth_date: "1985-03-04",
        contracts: [
          { start_date: "2024-01-01", end_date: null, monthly_gross_cents: 300_000, weekly_minutes: 38 * 60 },
        ],
      }),
      simPerson("W2", {
        national_number: bertNn,
        first_name: "Bert",
        last_name: bert.lastName,
        birth_date: "1979-03-04",
        function_code: "F020",
        contracts: [
          {
            id: "B-OLD",
            start_date: "2022-02-01",
            end_date: "2022-12-31",
            monthly_gross_cents: 250_000,
            weekly_minutes: 30 * 60,
            contract_type: "fixed_term",
            days_per_week: 4,
          },
          {
            id: "B-NOW",
            start_date: "2023-01-01",
            end_date: null,
            monthly_gross_cents: 270_000,
            weekly_minutes: 38 * 60,
            employment_type: "worker",
            joint_committee: "226",
            weekly_schedule: [480, 480, 480, 480, 360, 0, 0],
            qualification_code: "Q2",
          },
        ],
      }),
    ],
  });
  be.addCompany(company);
  const integrationId = await addIntegration(caller, {
    provider: "be_portal",
    alias: "Portal",
    customer_code: customerCode,
    username: "sync",
    password: "sync-pass-123",
  });
  return { group, caller, anna, bert, company, customerCode, integrationId };
}

it("a first BE sync creates the provider's contracts and matches ours; a re-run changes nothing", async () => {
  const s = await beSetUp();
  const done = await importPeople(s.caller, s.integrationId);
  expect(done.status).toBe("succeeded");
  expect(done.result).toMatchObject({
    linked: 2,
    contracts_created: 2,
    contracts_matched: 1,
    contracts_not_imported: 0,
  });

  const [annas] = await Promise.all([contractsOf(s.anna.id)]);
  expect(annas).toHaveLength(1);
  expect(annas[0]).toMatchObject({ integrationId: s.integrationId, providerContractId: "W1-C1" });

  const berts = await contractsOf(s.bert.id);
  expect(berts.map((c) => c.providerContractId)).toEqual(["B-OLD", "B-NOW"]);
  expect(berts[0]).toMatchObject({ contractType: "fixed_term", jointCommittee: "200", country: "BE" });
  expect(Number(berts[0]!.daysPerWeek)).toBe(4);
  expect(Number(berts[0]!.hoursPerWeek)).toBe(30);
  expect(berts[0]!.endDate?.toISOString().slice(0, 10)).toBe("2022-12-31");
  expect(berts[1]).toMatchObject({ contractType: "open_ended", employmentType: "worker", jointCommittee: "226" });
  expect(Number(berts[1]!.daysPerWeek)).toBe(5);
  expect(berts[1]!.function?.code).toBe("F020");
  const q2 = await db.providerReference.findFirst({
    where: { integrationId: s.integrationId, kind: "qualification", code: "Q2" },
  });
  expect(berts[1]!.qualificationId).toBe(q2!.id);
  // The running contract points at the wage the sync created from its first day, with its schedule.
  const wage = await db.employeeWage.findUnique({ where: { id: berts[1]!.wageId! } });
  expect(wage).toMatchObject({ brutoCents: 270_000 });
  const schedule = await db.workSchedule.findFirst({
    where: { employeeId: s.bert.id, validFrom: new Date("2023-01-01") },
  });
  expect(schedule?.weeks).toEqual([[480, 480, 480, 480, 360, 0, 0]]);
  expect(
    await db.auditLog.count({ where: { objectType: "contract", objectId: String(berts[1]!.id), action: "create" } }),
  ).toBe(1);

  const counted = { groupId: s.group.id, objectType: { in: ["contract", "work_schedule", "wage", "data_conflict"] } };
  const before = await db.auditLog.count({ where: counted });
  const again = await importPeople(s.caller, s.integrationId);
  expect(again.result).toMatchObject({
    contracts_created: 0,
    contracts_matched: 0,
    contracts_updated: 0,
    conflicts_opened: 0,
  });
  expect(await db.contract.count({ where: { groupId: s.group.id } })).toBe(3);
  expect(await db.auditLog.count({ where: counted })).toBe(before);
});

it("changed hours open a conflict about that contract, a joint committee is taken over, an end date fills ours", async () => {
  const s = await beSetUp();
  await importPeople(s.caller, s.integrationId);
  expect(
    be.changeContract(s.customerCode, "W2", "B-NOW", {
      weekly_minutes: 32 * 60,
      weekly_schedule: null,
      days_per_week: 4,
      joint_committee: "200",
    }),
  ).not.toBeNull();
  expect(
    be.changeContract(s.customerCode, "W1", "W1-C1", { end_date: "2027-06-30", contract_type: "fixed_term" }),
  ).not.toBeNull();
  // The portal's own rules refuse a joint committee that is none.
  expect(be.changeContract(s.customerCode, "W1", "W1-C1", { joint_committee: "2" })).toEqual(
    expect.stringMatching(/joint committee/),
  );

  const done = await importPeople(s.caller, s.integrationId);
  expect(done.status).toBe("succeeded");
  const bertNow = (await contractsOf(s.bert.id))[1]!;
  // Hours and days are not overwritten: conflicts naming the contract. The joint committee is the provider's.
  expect(Number(bertNow.hoursPerWeek)).toBe(38);
  expect(bertNow.jointCommittee).toBe("200");
  const listed = await callRoute(conflictList.GET, { caller: s.caller, query: { employee_id: s.bert.id } });
  const byField = Object.fromEntries(listed.body.data.map((c: { field: string }) => [c.field, c]));
  expect(byField.contract_hours).toMatchObject({
    contract_id: bertNow.id,
    contract_start_date: "2023-01-01",
    our_value: "38",
    their_value: "32",
  });
  expect(byField.contract_days).toMatchObject({ our_value: "5", their_value: "4" });
  // Anna's contract: the provider's end date fills our open end; the type differs, a conflict.
  const anna = (await contractsOf(s.anna.id))[0]!;
  expect(anna.endDate?.toISOString().slice(0, 10)).toBe("2027-06-30");
  const annaConflicts = await callRoute(conflictList.GET, { caller: s.caller, query: { employee_id: s.anna.id } });
  expect(annaConflicts.body.data.map((c: { field: string }) => c.field)).toContain("contract_type");

  // A re-run opens nothing more. Taking the provider's hours alone would break the contract rules (its fixed
  // week holds 38 hours): refused naming the field, nothing written, the conflict still open.
  const rerun = await importPeople(s.caller, s.integrationId);
  expect(rerun.result).toMatchObject({ conflicts_opened: 0, contracts_updated: 0 });
  const hours = byField.contract_hours;
  const refused = await callRoute(conflictResolve.POST, {
    caller: s.caller,
    params: { id: String(hours.id) },
    body: { resolution_method: "theirs", version: hours.version },
  });
  expect(refused.status).toBe(422);
  expect(refused.body.error.fields).toEqual({
    hours_per_week: expect.stringMatching(/must match the weekly schedule \(38\)$/),
    resolution_method: "The contract rules refuse the provider's value: keep ours, or correct the contract first",
  });
  expect(Number((await db.contract.findUniqueOrThrow({ where: { id: bertNow.id } })).hoursPerWeek)).toBe(38);
  const stillOpen = await callRoute(conflictDetail.GET, { caller: s.caller, params: { id: String(hours.id) } });
  expect(stillOpen.body.data_conflict).toMatchObject({ status: "open", version: hours.version });
  // Anna's type: a fixed term with the end date the provider filled passes the rules and is written.
  const type = annaConflicts.body.data.find((c: { field: string }) => c.field === "contract_type");
  const resolved = await callRoute(conflictResolve.POST, {
    caller: s.caller,
    params: { id: String(type.id) },
    body: { resolution_method: "theirs", version: type.version },
  });
  expect(resolved.status).toBe(200);
  expect((await db.contract.findUniqueOrThrow({ where: { id: anna.id } })).contractType).toBe("fixed_term");
  // Next sync: the type agrees, nothing reopens.
  const after = await importPeople(s.caller, s.integrationId);
  expect(after.result).toMatchObject({ conflicts_opened: 0 });

  // Another company's admin sees none of it: the conflict and the contract answer 404.
  const other = await createGroup();
  const stranger = await createUserInGroup({ group: other, role: "admin", ...RIGHTS });
  const strangerCaller = await signInAs(stranger.user.id, other.id);
  expect(
    (await callRoute(conflictDetail.GET, { caller: strangerCaller, params: { id: String(byField.contract_days.id) } }))
      .status,
  ).toBe(404);
  expect((await callRoute(deleteBe.POST, { caller: strangerCaller, body: { contract_id: bertNow.id } })).status).toBe(
    404,
  );
});

it("a provider contract cannot be deleted (terminate or correct it); a read-only user cannot try", async () => {
  const s = await beSetUp();
  await importPeople(s.caller, s.integrationId);
  const bertNow = (await contractsOf(s.bert.id))[1]!;
  const refused = await callRoute(deleteBe.POST, { caller: s.caller, body: { contract_id: bertNow.id } });
  expect(refused.status).toBe(409);
  expect(refused.body.error.fields).toEqual({ contract_id: "held by the payroll provider" });
  const readOnly = await createUserInGroup({ group: s.group, role: "admin", ...RIGHTS, readOnly: true });
  const ro = await callRoute(deleteBe.POST, {
    caller: await signInAs(readOnly.user.id, s.group.id),
    body: { contract_id: bertNow.id },
  });
  expect(ro.status).toBe(403);
  expect(await db.contract.count({ where: { id: bertNow.id } })).toBe(1);
});

it("a batch that fails writes nothing of itself (links, wages, contracts); a fixed portal completes it", async () => {
  const s = await beSetUp();
  // The portal answers 500 for the people: nothing at all.
  be.setFaults({ error500Path: "/employees" });
  const failed = await importPeople(s.caller, s.integrationId);
  be.setFaults({});
  expect(failed.status).toBe("failed");
  // The batch makes all its writes, then fails at the end of its transaction: none of them stays.
  const original = PageWrites.prototype.flush;
  const flush = jest.spyOn(PageWrites.prototype, "flush").mockImplementation(async function (
    this: PageWrites,
    tx: Parameters<PageWrites["flush"]>[0],
  ) {
    await original.call(this, tx);
    throw new Error("the batch fails after its writes");
  });
  try {
    const broken = await importPeople(s.caller, s.integrationId);
    expect(broken.status).toBe("failed");
  } finally {
    flush.mockRestore();
  }
  expect(await db.employeeProviderLink.count({ where: { integrationId: s.integrationId } })).toBe(0);
  expect(await db.contract.count({ where: { groupId: s.group.id } })).toBe(1);
  expect(await db.employeeWage.count({ where: { groupId: s.group.id } })).toBe(1);
  const done = await importPeople(s.caller, s.integrationId);
  expect(done.result).toMatchObject({ linked: 2, contracts_created: 2, contracts_matched: 1 });
});

it("two people carrying one contract id: the sync succeeds, one contract has it, the copy is not imported", async () => {
  const s = await beSetUp();
  s.company.people[0]!.contracts[0]!.id = "B-NOW";
  const done = await importPeople(s.caller, s.integrationId);
  expect(done.status).toBe("succeeded");
  expect(done.result).toMatchObject({ linked: 2, contracts_not_imported: 1 });
  const holders = await db.contract.findMany({
    where: { integrationId: s.integrationId, providerContractId: "B-NOW" },
  });
  expect(holders).toHaveLength(1);
  // A re-run: the person holding it keeps it, the other copy is counted again, nothing else changes.
  const again = await importPeople(s.caller, s.integrationId);
  expect(again.status).toBe("succeeded");
  expect(again.result).toMatchObject({ contracts_created: 0, contracts_not_imported: 1 });
  const after = await db.contract.findMany({ where: { integrationId: s.integrationId, providerContractId: "B-NOW" } });
  expect(after.map((c) => c.id)).toEqual(holders.map((c) => c.id));
});

it("a schedule already in force is kept; a contract whose integration is gone is deleted as any other", async () => {
  const s = await beSetUp();
  await db.workSchedule.create({
    data: {
      groupId: s.group.id,
      employeeId: s.bert.id,
      validFrom: new Date("2020-01-01"),
      weeks: [[456, 456, 456, 456, 456, 0, 0]],
      cycleStart: new Date("2019-12-30"),
    },
  });
  const done = await importPeople(s.caller, s.integrationId);
  expect(done.result).toMatchObject({ contracts_created: 2 });
  // Bert's own schedule is in force on both new contracts' first days: no provider week overrides it.
  const schedules = await db.workSchedule.findMany({ where: { employeeId: s.bert.id } });
  expect(schedules.map((w) => [w.validFrom.toISOString().slice(0, 10), w.weeks])).toEqual([
    ["2020-01-01", [[456, 456, 456, 456, 456, 0, 0]]],
  ]);

  // Its integration deleted (integration id set to null, the provider's reference kept): no provider holds it.
  const bertOld = (await contractsOf(s.bert.id))[0]!;
  await db.contract.update({ where: { id: bertOld.id }, data: { integrationId: null } });
  const deleted = await callRoute(deleteBe.POST, { caller: s.caller, body: { contract_id: bertOld.id } });
  expect(deleted.status).toBe(200);
  expect(await db.contract.count({ where: { id: bertOld.id } })).toBe(0);
});

it("an admin without the wages switch (no contracts right) links people but imports no contract", async () => {
  const s = await beSetUp();
  const noWages = await createUserInGroup({
    group: s.group,
    role: "admin",
    accessPayrollProvider: true,
    accessSensitiveSettings: true,
    accessWages: false,
  });
  const done = await importPeople(await signInAs(noWages.user.id, s.group.id), s.integrationId);
  expect(done.status).toBe("succeeded");
  expect(done.result).toMatchObject({ linked: 2, contracts_created: 0 });
  expect(done.result.contracts_skipped).toMatch(/contracts/);
  expect(await db.contract.count({ where: { groupId: s.group.id } })).toBe(1);
});

it("a company with the contracts module off links people but imports no contract and lists no contract conflict", async () => {
  const s = await beSetUp();
  const contractsModule = (enabled: boolean) =>
    db.featureFlag.upsert({
      where: { groupId_name: { groupId: s.group.id, name: "disable_contracts" } },
      create: { groupId: s.group.id, name: "disable_contracts", enabled: !enabled },
      update: { enabled: !enabled },
    });
  await contractsModule(false);
  const off = await importPeople(s.caller, s.integrationId);
  expect(off.status).toBe("succeeded");
  expect(off.result).toMatchObject({ linked: 2, contracts_created: 0, contracts_matched: 0 });
  expect(off.result.contracts_skipped).toMatch(/contracts/);
  expect(await db.contract.count({ where: { groupId: s.group.id } })).toBe(1);

  // Conflicts recorded while the module was on are not shown nor decided once it is off.
  await contractsModule(true);
  await importPeople(s.caller, s.integrationId);
  be.changeContract(s.customerCode, "W2", "B-NOW", { weekly_minutes: 32 * 60, weekly_schedule: null });
  await importPeople(s.caller, s.integrationId);
  const fields = async () =>
    (await callRoute(conflictList.GET, { caller: s.caller, query: { employee_id: s.bert.id } })).body.data.map(
      (c: { field: string }) => c.field,
    );
  const hours = await db.dataConflict.findFirstOrThrow({
    where: { groupId: s.group.id, field: "contract_hours", status: "open" },
  });
  expect(await fields()).toContain("contract_hours");
  await contractsModule(false);
  expect(await fields()).not.toContain("contract_hours");
  const params = { id: String(hours.id) };
  expect((await callRoute(conflictDetail.GET, { caller: s.caller, params })).status).toBe(404);
  const decided = await callRoute(conflictResolve.POST, {
    caller: s.caller,
    params,
    body: { resolution_method: "ours", version: hours.version },
  });
  expect(decided.status).toBe(404);
  // A sync meanwhile leaves the contracts and their conflicts alone.
  const again = await importPeople(s.caller, s.integrationId);
  expect(again.result).toMatchObject({ contracts_created: 0, contracts_updated: 0 });
  expect(await db.dataConflict.findUniqueOrThrow({ where: { id: hours.id } })).toMatchObject({ status: "open" });
});

it("a first NL sync creates contracts from the employments; a re-run nothing; changed hours a conflict; a 500 nothing", async () => {
  const group = await createGroup({ country: "NL" });
  const admin = await createUserInGroup({ group, role: "admin", ...RIGHTS });
  const caller = await signInAs(admin.user.id, group.id);
  const bsn = generateBsn(3_000_000 + Math.floor(Math.random() * 5_000_000));
  const person = await createEmployee({
    groupId: group.id,
    firstName: "Sanne",
    lastName: `J${uniqueSuffix()}`,
    birthDate: new Date(Date.UTC(1988, 3, 12)),
  });
  const employerNumber = String(500_000 + Math.floor(Math.random() * 400_000));
  const employmentId = `f${uniqueSuffix()}-0000-4000-8000-000000000001`;
  nl.addEmployer(
    makeLoketEmployer({
      employerNumber,
      companyName: "Bakkerij Test",
      users: [{ username: "loon@test.nl", password: "Loon-pass-1" }],
      employees: [
        {
          id: `e${uniqueSuffix()}`,
          employeeNumber: 1,
          firstName: "Sanne",
          initials: "S.",
          prefix: null,
          lastName: person.lastName,
          dateOfBirth: "1988-04-12",
          citizenServiceNumber: bsn,
          employments: [
            {
              id: employmentId,
              startDate: "2021-03-01",
              endDate: null,
              departmentCode: "PROD",
              costCenterCode: "K200",
              functionCode: "BAK",
              averageHoursPerWeek: 32,
              grossMonthlyWage: 2900.5,
              wageComponents: [],
            },
          ],
        },
      ],
    }),
  );
  const integrationId = await addIntegration(caller, {
    provider: "nl_payroll",
    alias: "Loket",
    customer_code: employerNumber,
    username: "loon@test.nl",
    password: "Loon-pass-1",
  });

  nl.setFaults({ error500Path: "/employees" });
  const failed = await importPeople(caller, integrationId);
  nl.setFaults({});
  expect(failed.status).toBe("failed");
  expect(await db.contract.count({ where: { groupId: group.id } })).toBe(0);

  const done = await importPeople(caller, integrationId);
  expect(done.result).toMatchObject({ linked: 1, contracts_created: 1 });
  const [contract] = await contractsOf(person.id);
  expect(contract).toMatchObject({
    country: "NL",
    contractType: "open_ended",
    employmentType: "employee",
    jointCommittee: null,
    providerContractId: employmentId,
    integrationId,
  });
  expect(Number(contract!.hoursPerWeek)).toBe(32);
  expect(Number(contract!.daysPerWeek)).toBe(5);
  expect(contract!.function?.code).toBe("BAK");
  expect((await importPeople(caller, integrationId)).result).toMatchObject({
    contracts_created: 0,
    contracts_updated: 0,
  });

  expect(
    nl.changeEmployment(employerNumber, employmentId, { averageHoursPerWeek: 24, averageDaysPerWeek: 3 }),
  ).toMatchObject({ averageHoursPerWeek: 24 });
  expect(nl.changeEmployment(employerNumber, employmentId, { averageHoursPerWeek: 80 })).toMatchObject({
    field: "averageHoursPerWeek",
  });
  const changed = await importPeople(caller, integrationId);
  expect(changed.result).toMatchObject({ contracts_created: 0 });
  const listed = await callRoute(conflictList.GET, { caller, query: { employee_id: person.id } });
  expect(listed.body.data.find((c: { field: string }) => c.field === "contract_hours")).toMatchObject({
    our_value: "32",
    their_value: "24",
    contract_id: contract!.id,
  });
});
