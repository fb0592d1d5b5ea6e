// People sync from the BE portal simulator (issue 19): linking by national number, then name and birth
// date (findMatchingEmployees), ambiguous and unknown people left unlinked, wages aligned with the
// provider's contract with a wage_updated_via_integration notification, reference lists imported, a re-run
// changing nothing, and a portal failure in the middle importing nothing of the failed batch.
import { uniqueSuffix } from "./helpers/db";
import {
  addBePortalIntegration,
  setUpIntegrationsHarness,
  waitForCommand,
  simPerson,
} from "../support/integrations-harness";
import { callRoute, signInAs, type Caller } from "./helpers/http";
import { startBePortal } from "./helpers/be-portal";
import { createEmployee, createGroup, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { generateNationalNumber } from "@/lib/be/national-number";
import type { BePortalSimulator } from "@/lib/integrations/simulators/be-portal/sim-server";
import { makeSimCompany } from "@/lib/integrations/simulators/be-portal/sim-store";
import * as importRoute from "@/app/api/integrations/[id]/import/route";

jest.setTimeout(120_000);
let sim: BePortalSimulator;

setUpIntegrationsHarness(async () => (sim = await startBePortal()));

async function setUp() {
  const group = await createGroup();
  const admin = await createUserInGroup({
    group,
    role: "admin",
    accessPayrollProvider: true,
    accessSensitiveSettings: true,
    accessWages: true,
  });
  const payroll = await createUserInGroup({ group, role: "default", accessWages: true });
  const noWages = await createUserInGroup({ group, role: "default", accessWages: false });
  // A manager with the wages right reads wages (wages.read), so hears of a changed one too.
  const manager = await createUserInGroup({ group, role: "team_only", accessWages: true });
  const annaNn = generateNationalNumber(new Date(Date.UTC(1985, 4, 12)), "female", 302);
  const anna = await createEmployee({
    groupId: group.id,
    firstName: "Anna",
    lastName: `Peeters${uniqueSuffix()}`,
    birthDate: new Date(Date.UTC(1985, 4, 12)),
    nationalNumber: annaNn,
  });
  const bert = await createEmployee({
    groupId: group.id,
    firstName: "Bert",
    lastName: `Maes${uniqueSuffix()}`,
    birthDate: new Date(Date.UTC(1979, 0, 3)),
    nationalNumber: null,
  });
  // Two people with one name and birth date: the portal's namesake cannot be told apart.
  const twinName = `Twin${uniqueSuffix()}`;
  for (let i = 0; i < 2; i++) {
    await createEmployee({
      groupId: group.id,
      firstName: "Chris",
      lastName: twinName,
      birthDate: new Date(Date.UTC(1992, 6, 7)),
      nationalNumber: null,
    });
  }
  await db.employeeWage.create({
    data: {
      groupId: group.id,
      employeeId: anna.id,
      startDate: new Date("2024-01-01"),
      brutoCents: 300_000,
      weeklyMinutes: 38 * 60,
    },
  });
  const customerCode = `S${uniqueSuffix()}`;
  const company = makeSimCompany({
    customer_code: customerCode,
    name: "Sync company",
    users: [{ username: "sync", password: "sync-pass-123", secondFactor: false }],
    people: [
      simPerson("P1", {
        national_number: annaNn,
        first_name: "Anna",
        last_name: anna.lastName,
        birth_date: "1985-05-12",
        contracts: [
          { start_date: "2026-01-01", end_date: null, monthly_gross_cents: 320_000, weekly_minutes: 38 * 60 },
        ],
      }),
      simPerson("P2", {
        national_number: generateNationalNumber(new Date(Date.UTC(1979, 0, 3)), "male", 77),
        first_name: "bert",
        last_name: bert.lastName.toUpperCase(),
        birth_date: "1979-01-03",
        contracts: [
          { start_date: "2020-02-01", end_date: null, monthly_gross_cents: 410_000, weekly_minutes: 38 * 60 },
        ],
      }),
      simPerson("P3", { first_name: "Chris", last_name: twinName, birth_date: "1992-07-07" }),
      simPerson("P4", { first_name: "Nobody", last_name: "Known", birth_date: "2000-01-01" }),
    ],
  });
  sim.addCompany(company);
  const caller = await signInAs(admin.user.id, group.id);
  const integrationId = await addBePortalIntegration(caller, customerCode);
  return {
    group,
    caller,
    anna,
    bert,
    payroll,
    noWages,
    manager,
    company,
    integrationId,
  };
}

async function importPeople(caller: Caller, integrationId: number) {
  const res = await callRoute(importRoute.POST, {
    caller,
    params: { id: String(integrationId) },
    body: { what: "people" },
  });
  expect(res.status).toBe(200);
  return waitForCommand(caller, res.body.command.id);
}

it("links people, aligns wages, imports the reference lists, and changes nothing when run again", async () => {
  const s = await setUp();
  const done = await importPeople(s.caller, s.integrationId);
  expect(done.status).toBe("succeeded");
  expect(done.result).toMatchObject({ people: 4, linked_now: 2, linked: 2, unmatched: 2, wages_changed: 1 });
  expect(done.result).toMatchObject({ departments: 4, cost_centres: 3, functions: 3, qualifications: 3 });

  const links = await db.employeeProviderLink.findMany({
    where: { integrationId: s.integrationId },
    orderBy: { externalId: "asc" },
  });
  expect(links.map((l) => [l.externalId, l.employeeId, l.matchedBy])).toEqual([
    ["P1", s.anna.id, "national_number"],
    ["P2", s.bert.id, "name_birth_date"],
  ]);
  // Anna's wage changed at the provider from 2026: a new wage from then, the old one ends the day before.
  const annaWages = await db.employeeWage.findMany({ where: { employeeId: s.anna.id }, orderBy: { startDate: "asc" } });
  expect(annaWages.map((w) => [w.brutoCents, w.endDate?.toISOString().slice(0, 10) ?? null])).toEqual([
    [300_000, "2025-12-31"],
    [320_000, null],
  ]);
  // Bert had no wage: his first one is imported without a notice.
  expect((await db.employeeWage.findMany({ where: { employeeId: s.bert.id } })).map((w) => w.brutoCents)).toEqual([
    410_000,
  ]);
  const notes = await db.notification.findMany({
    where: { groupId: s.group.id, type: "wage_updated_via_integration" },
  });
  expect(notes.map((n) => n.relatedEmployeeId)).toEqual([s.anna.id, s.anna.id, s.anna.id]);
  expect(notes.map((n) => n.userId)).toEqual(expect.arrayContaining([s.payroll.user.id, s.manager.user.id]));
  expect(notes.map((n) => n.userId).sort()).not.toContain(s.noWages.user.id);
  const refs = await db.providerReference.count({ where: { integrationId: s.integrationId, active: true } });
  expect(refs).toBe(13);
  const audit = await db.auditLog.findFirst({
    where: { groupId: s.group.id, objectType: "wage", action: "create", employeeId: s.anna.id },
  });
  expect(audit?.actorUserId).toBeTruthy();

  const again = await importPeople(s.caller, s.integrationId);
  expect(again.status).toBe("succeeded");
  expect(again.result).toMatchObject({ linked_now: 0, linked: 2, wages_changed: 0, reference_changes: 0 });
  expect(await db.employeeWage.count({ where: { groupId: s.group.id } })).toBe(3);
  expect(await db.notification.count({ where: { groupId: s.group.id, type: "wage_updated_via_integration" } })).toBe(3);

  // Each link keeps the provider's record as last read: written with the link, rewritten only when it changes
  // (the run above wrote no link), so a department moved at the portal shows on the next sync.
  const seen = async () =>
    (await db.employeeProviderLink.findFirstOrThrow({ where: { integrationId: s.integrationId, externalId: "P1" } }))
      .lastSeen as Record<string, unknown>;
  expect(await seen()).toMatchObject({
    first_name: "Anna",
    department_code: "OPS",
    contract: { monthlyGrossCents: 320_000 },
  });
  s.company.people[0]!.department_code = "ICT";
  await importPeople(s.caller, s.integrationId);
  expect(await seen()).toMatchObject({ first_name: "Anna", department_code: "ICT" });

  // A department the portal drops stays, inactive.
  s.company.departments = s.company.departments.filter((d) => d.code !== "ICT");
  await importPeople(s.caller, s.integrationId);
  const ict = await db.providerReference.findFirst({
    where: { integrationId: s.integrationId, kind: "department", code: "ICT" },
  });
  expect(ict?.active).toBe(false);
});

it("imports nothing of a batch the portal fails on, and a retry completes it", async () => {
  const s = await setUp();
  sim.setFaults({ error500Path: "/employees" });
  const failed = await importPeople(s.caller, s.integrationId);
  sim.setFaults({});
  expect(failed.status).toBe("failed");
  expect(failed.error_reason).toMatch(/500/);
  expect(await db.employeeProviderLink.count({ where: { integrationId: s.integrationId } })).toBe(0);
  expect(await db.employeeWage.count({ where: { groupId: s.group.id } })).toBe(1);
  const done = await importPeople(s.caller, s.integrationId);
  expect(done.result).toMatchObject({ linked: 2 });
});

it("links but leaves wages alone when the asking admin lacks the wages right, and skips deleted people", async () => {
  const s = await setUp();
  const noWagesAdmin = await createUserInGroup({
    group: s.group,
    role: "admin",
    accessPayrollProvider: true,
    accessSensitiveSettings: true,
    accessWages: false,
  });
  const caller = await signInAs(noWagesAdmin.user.id, s.group.id);
  const done = await importPeople(caller, s.integrationId);
  expect(done.status).toBe("succeeded");
  expect(done.result).toMatchObject({ linked_now: 2, wages_changed: 0, wages_skipped: expect.any(String) });
  expect(await db.employeeWage.count({ where: { groupId: s.group.id } })).toBe(1);
  expect(await db.auditLog.count({ where: { groupId: s.group.id, objectType: "wage" } })).toBe(0);

  // Anna is deleted: a sync by an admin who may change wages leaves her wage as it was, Bert's is imported.
  await db.employee.update({ where: { id: s.anna.id }, data: { deletedAt: new Date() } });
  const again = await importPeople(s.caller, s.integrationId);
  expect(again.status).toBe("succeeded");
  expect(again.result).not.toHaveProperty("wages_skipped");
  const annaWages = await db.employeeWage.findMany({ where: { employeeId: s.anna.id } });
  expect(annaWages.map((w) => [w.brutoCents, w.endDate])).toEqual([[300_000, null]]);
  expect((await db.employeeWage.findMany({ where: { employeeId: s.bert.id } })).map((w) => w.brutoCents)).toEqual([
    410_000,
  ]);
});

it("refuses a second import while a command of the integration is still in progress (409)", async () => {
  const s = await setUp();
  const user = (await db.membership.findFirstOrThrow({ where: { groupId: s.group.id, role: "admin" } })).userId;
  await db.integrationCommand.create({
    data: { groupId: s.group.id, integrationId: s.integrationId, kind: "sync_people", actorUserId: user },
  });
  const res = await callRoute(importRoute.POST, {
    caller: s.caller,
    params: { id: String(s.integrationId) },
    body: { what: "people" },
  });
  expect(res.status).toBe(409);
  expect(await db.integrationCommand.count({ where: { integrationId: s.integrationId, kind: "sync_people" } })).toBe(1);
});
