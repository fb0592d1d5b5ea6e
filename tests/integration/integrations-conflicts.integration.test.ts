// Data conflicts with the payroll provider (issue 19): the sync records a conflict where a linked person's
// values differ instead of overwriting ours, fills what we leave empty, never duplicates an open conflict,
// closes one whose values became equal; the routes list, show, resolve (ours / theirs) and ignore, with one
// winner of two deciders (409), the inbox's pendingCount counting them, and the rights: a read-only user
// lists but does not decide, a user without the payroll_provider switch gets 403, another group's id 404.
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
import { makeSimCompany, type SimCompany } from "@/lib/integrations/simulators/be-portal/sim-store";
import * as importRoute from "@/app/api/integrations/[id]/import/route";
import * as list from "@/app/api/integrations/data_conflicts/list/route";
import * as detail from "@/app/api/integrations/data_conflicts/[id]/detail/route";
import * as resolve from "@/app/api/integrations/data_conflicts/[id]/resolve/route";
import * as ignore from "@/app/api/integrations/data_conflicts/[id]/ignore/route";
import * as pendingCount from "@/app/api/inbox/pendingCount/route";
import { storedValue } from "@/lib/integrations/data-conflicts/conflict-values";

jest.setTimeout(120_000);
let sim: BePortalSimulator;

setUpIntegrationsHarness(async () => (sim = await startBePortal()));

async function setUp() {
  const group = await createGroup();
  const rights = { accessPayrollProvider: true, accessSensitiveSettings: true, accessWages: true };
  const admin = await createUserInGroup({ group, role: "admin", ...rights });
  const readOnly = await createUserInGroup({ group, role: "default", ...rights, readOnly: true });
  const noSwitch = await createUserInGroup({ group, role: "default", accessWages: true });
  const annaNn = generateNationalNumber(new Date(Date.UTC(1985, 4, 12)), "female", 302);
  const bertNn = generateNationalNumber(new Date(Date.UTC(1979, 0, 3)), "male", 77);
  const anna = await createEmployee({
    groupId: group.id,
    firstName: "Anna",
    lastName: `Peeters${uniqueSuffix()}`,
    birthDate: new Date(Date.UTC(1985, 4, 12)),
    nationalNumber: annaNn,
  });
  // Bert has no birth date with us: the provider fills it.
  const bert = await createEmployee({
    groupId: group.id,
    firstName: "Bert",
    lastName: `Maes${uniqueSuffix()}`,
    birthDate: null,
    nationalNumber: bertNn,
  });
  await db.employee.update({ where: { id: bert.id }, data: { birthDate: null } });
  await db.employeeWage.create({
    data: {
      groupId: group.id,
      employeeId: anna.id,
      startDate: new Date("2024-01-01"),
      brutoCents: 300_000,
      weeklyMinutes: 38 * 60,
    },
  });
  const customerCode = `C${uniqueSuffix()}`;
  const company = makeSimCompany({
    customer_code: customerCode,
    name: "Conflict company",
    users: [{ username: "sync", password: "sync-pass-123", secondFactor: false }],
    people: [
      // The provider spells Anna's last name otherwise, and books another wage for the period of ours.
      simPerson("P1", {
        national_number: annaNn,
        first_name: "ANNA",
        last_name: `${anna.lastName}-Janssens`,
        birth_date: "1985-05-12",
        contracts: [
          { start_date: "2023-01-01", end_date: null, monthly_gross_cents: 320_000, weekly_minutes: 38 * 60 },
        ],
      }),
      simPerson("P2", {
        national_number: bertNn,
        first_name: "Bert",
        last_name: bert.lastName,
        birth_date: "1979-01-03",
      }),
    ],
  });
  sim.addCompany(company);
  const caller = await signInAs(admin.user.id, group.id);
  const integrationId = await addBePortalIntegration(caller, customerCode);
  return {
    group,
    admin,
    caller,
    anna,
    bert,
    company,
    readOnly: await signInAs(readOnly.user.id, group.id),
    noSwitch: await signInAs(noSwitch.user.id, group.id),
    integrationId,
  };
}

async function sync(caller: Caller, integrationId: number) {
  const res = await callRoute(importRoute.POST, {
    caller,
    params: { id: String(integrationId) },
    body: { what: "people" },
  });
  expect(res.status).toBe(200);
  const done = await waitForCommand(caller, res.body.command.id);
  expect(done.status).toBe("succeeded");
  return done.result;
}

const openConflicts = async (caller: Caller, query: Record<string, string> = {}) =>
  (await callRoute(list.GET, { caller, query })).body;

const annaOf = (company: SimCompany) => company.people.find((p) => p.id === "P1")!;

it("records conflicts instead of overwriting, fills blanks, and a re-run neither duplicates nor changes them", async () => {
  const s = await setUp();
  const first = await sync(s.caller, s.integrationId);
  expect(first).toMatchObject({ linked: 2, conflicts_opened: 2, fields_filled: 1, wages_changed: 0 });

  // Ours stays: the last name and the wage are as they were; Bert's empty birth date came from the provider.
  const anna = await db.employee.findUniqueOrThrow({ where: { id: s.anna.id } });
  expect(anna.lastName).toBe(s.anna.lastName);
  expect((await db.employeeWage.findFirstOrThrow({ where: { employeeId: s.anna.id } })).brutoCents).toBe(300_000);
  const bert = await db.employee.findUniqueOrThrow({ where: { id: s.bert.id } });
  expect(bert.birthDate?.toISOString().slice(0, 10)).toBe("1979-01-03");

  const listed = await openConflicts(s.caller);
  expect(listed.total).toBe(2);
  const byField = Object.fromEntries(listed.data.map((c: { field: string }) => [c.field, c]));
  // "ANNA" against "Anna" is the same name: case alone is no conflict.
  expect(Object.keys(byField).sort()).toEqual(["last_name", "wage"]);
  expect(byField.last_name).toMatchObject({
    employee_id: s.anna.id,
    our_value: s.anna.lastName,
    their_value: `${s.anna.lastName}-Janssens`,
    status: "open",
    resolution_method: null,
  });
  expect(byField.wage).toMatchObject({
    our_value: { bruto_cents: 300_000, weekly_minutes: 2280 },
    their_value: { bruto_cents: 320_000, weekly_minutes: 2280 },
  });
  expect((await openConflicts(s.caller, { field: "wage" })).total).toBe(1);
  expect((await openConflicts(s.caller, { status: "resolved" })).total).toBe(0);
  expect((await callRoute(pendingCount.GET, { caller: s.caller })).body.total).toBe(2);

  const again = await sync(s.caller, s.integrationId);
  expect(again).toMatchObject({ conflicts_opened: 0, conflicts_closed: 0, fields_filled: 0 });
  expect(await db.dataConflict.count({ where: { groupId: s.group.id } })).toBe(2);

  // A provider value that changes again updates the open conflict; one that becomes equal closes it.
  annaOf(s.company).last_name = `${s.anna.lastName}-Claes`;
  await sync(s.caller, s.integrationId);
  const updated = await callRoute(detail.GET, { caller: s.caller, params: { id: String(byField.last_name.id) } });
  expect(updated.body.data_conflict).toMatchObject({ their_value: `${s.anna.lastName}-Claes`, status: "open" });
  annaOf(s.company).last_name = s.anna.lastName.toUpperCase();
  expect(await sync(s.caller, s.integrationId)).toMatchObject({ conflicts_closed: 1 });
  const closed = await callRoute(detail.GET, { caller: s.caller, params: { id: String(byField.last_name.id) } });
  expect(closed.body.data_conflict.status).toBe("closed");
  expect((await callRoute(pendingCount.GET, { caller: s.caller })).body.total).toBe(1);
});

it("resolves theirs onto our record and ours as recorded, one winner of two, audited with the actor", async () => {
  const s = await setUp();
  await sync(s.caller, s.integrationId);
  const { data } = await openConflicts(s.caller);
  const lastName = data.find((c: { field: string }) => c.field === "last_name");
  const wage = data.find((c: { field: string }) => c.field === "wage");

  const both = await Promise.all(
    [0, 1].map(() =>
      callRoute(resolve.POST, {
        caller: s.caller,
        params: { id: String(lastName.id) },
        body: { resolution_method: "theirs" },
      }),
    ),
  );
  expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  const won = both.find((r) => r.status === 200)!;
  expect(won.body.data_conflict).toMatchObject({
    status: "resolved",
    resolution_method: "theirs",
    conflict_id: lastName.id,
  });
  expect((await db.employee.findUniqueOrThrow({ where: { id: s.anna.id } })).lastName).toBe(
    `${s.anna.lastName}-Janssens`,
  );
  const audit = await db.auditLog.findFirst({
    where: { groupId: s.group.id, objectType: "data_conflict", objectId: String(lastName.id) },
  });
  expect(audit).toMatchObject({ action: "integration_conflict_resolve", actorUserId: s.admin.user.id });
  expect(
    await db.auditLog.count({
      where: { groupId: s.group.id, objectType: "employee", employeeId: s.anna.id, action: "update" },
    }),
  ).toBe(1);

  // A stale version is refused before anything changes.
  const stale = await callRoute(resolve.POST, {
    caller: s.caller,
    params: { id: String(wage.id) },
    body: { resolution_method: "ours", version: wage.version + 5 },
  });
  expect(stale.status).toBe(409);
  const ours = await callRoute(resolve.POST, {
    caller: s.caller,
    params: { id: String(wage.id) },
    body: { resolution_method: "ours", version: wage.version },
  });
  expect(ours.status).toBe(200);
  expect(ours.body.data_conflict).toMatchObject({ resolution_method: "ours", written_to_provider: false });
  expect((await db.employeeWage.findFirstOrThrow({ where: { employeeId: s.anna.id } })).brutoCents).toBe(300_000);

  // The decision holds: the next sync neither reopens the wage nor the (now equal) name.
  expect(await sync(s.caller, s.integrationId)).toMatchObject({ conflicts_opened: 0 });
  expect((await openConflicts(s.caller)).total).toBe(0);
  expect((await callRoute(pendingCount.GET, { caller: s.caller })).body.total).toBe(0);
});

it("ignores a conflict for good until a side changes; theirs on a wage writes our wage", async () => {
  const s = await setUp();
  await sync(s.caller, s.integrationId);
  const { data } = await openConflicts(s.caller);
  const lastName = data.find((c: { field: string }) => c.field === "last_name");
  const wage = data.find((c: { field: string }) => c.field === "wage");
  const ignored = await callRoute(ignore.POST, { caller: s.caller, params: { id: String(lastName.id) }, body: {} });
  expect(ignored.status).toBe(200);
  expect(ignored.body.data_conflict.status).toBe("ignored");
  expect(
    (await callRoute(ignore.POST, { caller: s.caller, params: { id: String(lastName.id) }, body: {} })).status,
  ).toBe(409);
  expect(await sync(s.caller, s.integrationId)).toMatchObject({ conflicts_opened: 0 });
  // The provider changes the name again: a new conflict.
  annaOf(s.company).last_name = "Someone-Else";
  expect(await sync(s.caller, s.integrationId)).toMatchObject({ conflicts_opened: 1 });

  const theirs = await callRoute(resolve.POST, {
    caller: s.caller,
    params: { id: String(wage.id) },
    body: { resolution_method: "theirs" },
  });
  expect(theirs.status).toBe(200);
  expect((await db.employeeWage.findFirstOrThrow({ where: { employeeId: s.anna.id } })).brutoCents).toBe(320_000);
  expect(await db.auditLog.count({ where: { groupId: s.group.id, objectType: "wage", action: "update" } })).toBe(1);
});

it("lets a read-only user list but not decide, refuses users without the right, and hides other groups' conflicts", async () => {
  const s = await setUp();
  await sync(s.caller, s.integrationId);
  const { data } = await openConflicts(s.caller);
  const id = String(data[0].id);

  const seen = await callRoute(list.GET, { caller: s.readOnly });
  expect(seen.status).toBe(200);
  expect(seen.body.total).toBe(2);
  expect((await callRoute(detail.GET, { caller: s.readOnly, params: { id } })).status).toBe(200);
  const refused = await callRoute(resolve.POST, {
    caller: s.readOnly,
    params: { id },
    body: { resolution_method: "theirs" },
  });
  expect(refused.status).toBe(403);
  expect((await callRoute(ignore.POST, { caller: s.readOnly, params: { id }, body: {} })).status).toBe(403);

  expect((await callRoute(list.GET, { caller: s.noSwitch })).status).toBe(403);
  expect((await callRoute(detail.GET, { caller: s.noSwitch, params: { id } })).status).toBe(403);
  expect(
    (await callRoute(resolve.POST, { caller: s.noSwitch, params: { id }, body: { resolution_method: "ours" } })).status,
  ).toBe(403);
  expect((await callRoute(pendingCount.GET, { caller: s.noSwitch })).body.total).toBe(0);

  const other = await setUp();
  expect((await callRoute(detail.GET, { caller: other.caller, params: { id } })).status).toBe(404);
  expect(
    (await callRoute(resolve.POST, { caller: other.caller, params: { id }, body: { resolution_method: "theirs" } }))
      .status,
  ).toBe(404);
  expect((await callRoute(ignore.POST, { caller: other.caller, params: { id }, body: {} })).status).toBe(404);

  const bad = await callRoute(resolve.POST, { caller: s.caller, params: { id }, body: { resolution_method: "both" } });
  expect(bad.status).toBe(422);
  expect(JSON.stringify(bad.body)).toContain("resolution_method");
  expect((await callRoute(list.GET, { caller: s.caller, query: { status: "maybe" } })).status).toBe(422);
  expect(await db.dataConflict.count({ where: { groupId: s.group.id, status: "open" } })).toBe(2);
});

it("reads a provider birth date that is no real day as unreadable: no conflict, no fill, no 500 on theirs", async () => {
  const s = await setUp();
  annaOf(s.company).birth_date = "1990-13-01";
  s.company.people.find((p) => p.id === "P2")!.birth_date = "2026-02-31";
  const result = await sync(s.caller, s.integrationId);
  expect(result).toMatchObject({ linked: 2, fields_filled: 0 });
  expect((await db.employee.findUniqueOrThrow({ where: { id: s.bert.id } })).birthDate).toBeNull();
  expect(await db.dataConflict.count({ where: { groupId: s.group.id, field: "birth_date" } })).toBe(0);

  // A conflict recorded with such a value (before dates were checked) cannot be resolved theirs: 409, not 500.
  const stale = await db.dataConflict.create({
    data: {
      groupId: s.group.id,
      integrationId: s.integrationId,
      employeeId: s.anna.id,
      externalId: "P1",
      field: "birth_date",
      ourValue: storedValue("birth_date", "1985-05-12"),
      theirValue: storedValue("birth_date", "1990-13-01"),
    },
  });
  const theirs = await callRoute(resolve.POST, {
    caller: s.caller,
    params: { id: String(stale.id) },
    body: { resolution_method: "theirs" },
  });
  expect(theirs.status).toBe(409);
  const anna = await db.employee.findUniqueOrThrow({ where: { id: s.anna.id } });
  expect(anna.birthDate?.toISOString().slice(0, 10)).toBe("1985-05-12");
  expect((await db.dataConflict.findUniqueOrThrow({ where: { id: stale.id } })).status).toBe("open");
});

it("fills empty person fields only when the sync's actor may edit people", async () => {
  const s = await setUp();
  await sync(s.caller, s.integrationId);
  await db.employee.update({ where: { id: s.bert.id }, data: { birthDate: null } });
  const noDetails = await createUserInGroup({
    group: s.group,
    role: "admin",
    accessPayrollProvider: true,
    accessSensitiveSettings: true,
    accessWages: true,
    accessEmployeeDetails: false,
  });
  const caller = await signInAs(noDetails.user.id, s.group.id);
  expect(await sync(caller, s.integrationId)).toMatchObject({ fields_filled: 0 });
  expect((await db.employee.findUniqueOrThrow({ where: { id: s.bert.id } })).birthDate).toBeNull();
  expect(await sync(s.caller, s.integrationId)).toMatchObject({ fields_filled: 1 });
});

it("closes conflicts while the payroll module is off, and counts them as pending only for those who decide", async () => {
  const s = await setUp();
  await sync(s.caller, s.integrationId);
  expect((await callRoute(pendingCount.GET, { caller: s.caller })).body.total).toBe(2);
  // A read-only user lists the conflicts but cannot decide them: nothing is pending for them.
  expect((await callRoute(list.GET, { caller: s.readOnly })).body.total).toBe(2);
  expect((await callRoute(pendingCount.GET, { caller: s.readOnly })).body.total).toBe(0);

  const id = String((await openConflicts(s.caller)).data[0].id);
  const moduleSwitch = (enabled: boolean) =>
    db.featureFlag.upsert({
      where: { groupId_name: { groupId: s.group.id, name: "enable_payroll_provider_sync" } },
      create: { groupId: s.group.id, name: "enable_payroll_provider_sync", enabled },
      update: { enabled },
    });
  await moduleSwitch(false);
  try {
    expect((await callRoute(list.GET, { caller: s.caller })).status).toBe(403);
    expect((await callRoute(detail.GET, { caller: s.caller, params: { id } })).status).toBe(403);
    const refused = await callRoute(resolve.POST, {
      caller: s.caller,
      params: { id },
      body: { resolution_method: "ours" },
    });
    expect(refused.status).toBe(403);
    expect((await callRoute(ignore.POST, { caller: s.caller, params: { id }, body: {} })).status).toBe(403);
    expect((await callRoute(pendingCount.GET, { caller: s.caller })).body.total).toBe(0);
  } finally {
    await moduleSwitch(true);
  }
  expect((await callRoute(pendingCount.GET, { caller: s.caller })).body.total).toBe(2);
});
