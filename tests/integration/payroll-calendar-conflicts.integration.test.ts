// Calendar conflicts (issue 20) through the route handlers against the BE portal simulator and the real
// job queue: a push puts our days off at the portal; the portal's own booking (a sick day its payroll
// officer entered, a day it has under another code) disagrees with ours; the check opens one conflict per
// differing day with both sides, in /inbox's pendingCount; "ours" makes the next push send the person's
// month again; ignore keeps the pair from opening again; a day that agrees again is closed. Rights:
// read-only (lists, cannot decide), no payroll right (cannot check), another group's ids (404).
import { uniqueSuffix } from "./helpers/db";
import {
  addBePortalIntegration,
  setUpIntegrationsHarness,
  waitForCommand,
  simPerson,
} from "../support/integrations-harness";
import { callRoute, signInAs } from "./helpers/http";
import { startBePortal } from "./helpers/be-portal";
import { allAccessSwitchesOn, createEmployee, createGroup, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import type { BePortalSimulator } from "@/lib/integrations/simulators/be-portal/sim-server";
import { makeSimCompany } from "@/lib/integrations/simulators/be-portal/sim-store";
import * as push from "@/app/api/integrations/days_off/push/route";
import * as check from "@/app/api/integrations/calendar_conflicts/check/route";
import * as list from "@/app/api/integrations/calendar_conflicts/list/route";
import * as detail from "@/app/api/integrations/calendar_conflicts/[id]/detail/route";
import * as resolve from "@/app/api/integrations/calendar_conflicts/[id]/resolve/route";
import * as ignore from "@/app/api/integrations/calendar_conflicts/[id]/ignore/route";
import * as pendingCount from "@/app/api/inbox/pendingCount/route";
import * as wagesRead from "@/app/api/integrations/wage_components/read/route";
import * as wagesList from "@/app/api/integrations/wage_components/list/route";

jest.setTimeout(120_000);
let sim: BePortalSimulator;
setUpIntegrationsHarness(async () => (sim = await startBePortal()));

let s: Awaited<ReturnType<typeof setUp>>;

async function setUp() {
  const group = await createGroup();
  const { user: adminUser } = await createUserInGroup({ group, role: "admin", ...allAccessSwitchesOn() });
  const { user: roUser } = await createUserInGroup({ group, role: "admin", ...allAccessSwitchesOn(), readOnly: true });
  const { user: noUser } = await createUserInGroup({
    group,
    role: "default",
    ...allAccessSwitchesOn(),
    accessPayrollProvider: false,
  });
  // A team manager reads payroll and wages but may not start a provider command.
  const { user: teamUser } = await createUserInGroup({ group, role: "team_only", ...allAccessSwitchesOn() });
  const other = await createGroup();
  const { user: otherUser } = await createUserInGroup({ group: other, role: "admin", ...allAccessSwitchesOn() });
  const caller = await signInAs(adminUser.id, group.id);
  const customerCode = `C${uniqueSuffix()}`;
  const company = makeSimCompany({
    customer_code: customerCode,
    name: "Calendar company",
    users: [{ username: "cal", password: "cal-pass-123", secondFactor: false }],
    people: [simPerson("P1")],
  });
  sim.addCompany(company);
  const integrationId = await addBePortalIntegration(caller, customerCode, {
    username: "cal",
    password: "cal-pass-123",
  });
  const integration = await db.integration.findUniqueOrThrow({ where: { id: integrationId } });
  const ann = await createEmployee({ groupId: group.id, firstName: "Ann", startDate: new Date("2020-01-01") });
  await db.employeeProviderLink.create({
    data: { groupId: group.id, integrationId, employeeId: ann.id, externalId: "P1", matchedBy: "manual" },
  });
  const vacation = await db.dayOffType.create({
    data: { groupId: group.id, kind: "vacation", payrollCodes: { [integration.source]: "VA" } },
  });
  // Tuesday 3 and Wednesday 4 March 2026.
  await db.leaveRequest.create({
    data: {
      groupId: group.id,
      employeeId: ann.id,
      dayOffTypeId: vacation.id,
      startDate: new Date("2026-03-03"),
      endDate: new Date("2026-03-04"),
      amount: 2,
      status: "approved",
      requestedByUserId: adminUser.id,
    },
  });
  return {
    group,
    company,
    caller,
    adminUserId: adminUser.id,
    readOnly: await signInAs(roUser.id, group.id),
    noPayroll: await signInAs(noUser.id, group.id),
    teamOnly: await signInAs(teamUser.id, group.id),
    other: await signInAs(otherUser.id, other.id),
    integration,
    customerCode,
    ann,
  };
}

const march = () => ({ year: 2026, month: 3, integration_id: s.integration.id });

async function runCheck() {
  const res = await callRoute(check.POST, { caller: s.caller, body: march() });
  expect(res.status).toBe(200);
  const command = await waitForCommand(s.caller, res.body.data.command_id);
  expect(command.status).toBe("succeeded");
  return command;
}

const openList = async (caller = s.caller) =>
  (await callRoute(list.GET, { caller, query: { year: 2026, month: 3 } })).body.data as {
    id: number;
    day: string;
    our_value: unknown;
    their_value: unknown;
    version: number;
  }[];

it("finds no conflict when the portal holds what we pushed", async () => {
  s = await setUp();
  const pushed = await callRoute(push.POST, { caller: s.caller, body: march() });
  expect((await waitForCommand(s.caller, pushed.body.data.command_id)).status).toBe("succeeded");
  await runCheck();
  expect(await openList()).toEqual([]);
});

it("opens a conflict per day the portal's own booking disagrees with ours, counted in pendingCount", async () => {
  const before = (await callRoute(pendingCount.GET, { caller: s.caller })).body.total;
  // The portal's payroll officer booked Wednesday as sickness and Friday the 6th as a day off we do not have.
  s.company.people[0]!.calendar = [
    { date: "2026-03-04", payroll_code: "SI", hours: 7.6 },
    { date: "2026-03-06", payroll_code: "VA", hours: 3.8 },
  ];
  await runCheck();
  const open = await openList();
  expect(open.map((c) => c.day)).toEqual(["2026-03-04", "2026-03-06"]);
  expect(open[0]).toMatchObject({ our_value: [{ code: "VA", hours: 7.6 }], their_value: [{ code: "SI", hours: 7.6 }] });
  expect(open[1]).toMatchObject({ our_value: [], their_value: [{ code: "VA", hours: 3.8 }] });
  expect((await callRoute(pendingCount.GET, { caller: s.caller })).body.total).toBe(before + 2);
  // A second check with the same calendars adds nothing.
  await runCheck();
  expect((await openList()).length).toBe(2);
  const audit = await db.auditLog.count({ where: { groupId: s.group.id, objectType: "calendar_conflict" } });
  expect(audit).toBe(2);
});

it("rights: read-only lists but cannot decide; no payroll right cannot check; another group gets 404", async () => {
  const [first] = await openList();
  expect((await openList(s.readOnly)).length).toBe(2);
  const ro = await callRoute(resolve.POST, {
    caller: s.readOnly,
    params: { id: String(first!.id) },
    body: { resolution_method: "ours" },
  });
  expect(ro.status).toBe(403);
  expect((await callRoute(check.POST, { caller: s.noPayroll, body: march() })).status).toBe(403);
  expect((await callRoute(check.POST, { caller: s.other, body: march() })).status).toBe(404);
  expect((await callRoute(detail.GET, { caller: s.other, params: { id: String(first!.id) } })).status).toBe(404);
  const theirs = await callRoute(ignore.POST, { caller: s.other, params: { id: String(first!.id) }, body: {} });
  expect(theirs.status).toBe(404);
  const bad = await callRoute(resolve.POST, {
    caller: s.caller,
    params: { id: String(first!.id) },
    body: { resolution_method: "mine" },
  });
  expect(bad.status).toBe(422);
  expect(bad.body.error.fields).toHaveProperty("resolution_method");
});

it("ours: the next push sends the person's month again and the day agrees; ignore keeps a pair closed", async () => {
  const [wednesday, friday] = await openList();
  const kept = await callRoute(resolve.POST, {
    caller: s.caller,
    params: { id: String(wednesday!.id) },
    body: { resolution_method: "ours", version: wednesday!.version },
  });
  expect(kept.status).toBe(200);
  expect(kept.body.calendar_conflict).toMatchObject({ status: "resolved", resolution_method: "ours" });
  // Deciding again (an old version) is a 409.
  const late = await callRoute(ignore.POST, {
    caller: s.caller,
    params: { id: String(wednesday!.id) },
    body: { version: wednesday!.version },
  });
  expect(late.status).toBe(409);
  expect(await db.payrollMonthSent.count({ where: { integrationId: s.integration.id, employeeId: s.ann.id } })).toBe(0);
  const ignored = await callRoute(ignore.POST, { caller: s.caller, params: { id: String(friday!.id) }, body: {} });
  expect(ignored.body.calendar_conflict.status).toBe("ignored");

  // The portal's officer withdraws the sickness; the re-push sends our Wednesday again.
  s.company.people[0]!.calendar = [{ date: "2026-03-06", payroll_code: "VA", hours: 3.8 }];
  const again = await callRoute(push.POST, { caller: s.caller, body: { ...march(), confirm_retry_push: true } });
  expect((await waitForCommand(s.caller, again.body.data.command_id)).status).toBe("succeeded");
  const held = sim.receivedMonth(s.customerCode, "2026-03");
  expect(held.receipts.at(-1)).toMatchObject({ unchanged: 2, added: 0 });
  await runCheck();
  // Friday's pair was ignored: it does not come back.
  expect(await openList()).toEqual([]);
});

it("theirs: our leave becomes the provider's day (split, added), audited; a day it cannot hold changes nothing", async () => {
  const vacation = await db.dayOffType.update({
    where: { id: (await db.dayOffType.findFirstOrThrow({ where: { groupId: s.group.id, kind: "vacation" } })).id },
    data: { tracksBalance: true },
  });
  const sick = await db.dayOffType.create({
    data: { groupId: s.group.id, kind: "sick", payrollCodes: { [s.integration.source]: "si" } },
  });
  // Monday 16 to Friday 20 March in our calendar, with its balance booking.
  const week = await db.leaveRequest.create({
    data: {
      groupId: s.group.id,
      employeeId: s.ann.id,
      dayOffTypeId: vacation.id,
      startDate: new Date("2026-03-16"),
      endDate: new Date("2026-03-20"),
      amount: 5,
      status: "approved",
      requestedByUserId: s.adminUserId,
    },
  });
  await db.leaveLedgerEntry.create({
    data: {
      groupId: s.group.id,
      employeeId: s.ann.id,
      dayOffTypeId: vacation.id,
      date: new Date("2026-03-16"),
      kind: "request",
      amount: -5,
      requestId: week.id,
    },
  });
  // The portal has the week too, but Wednesday the 18th as sickness, and a code on the 25th no type has.
  s.company.people[0]!.calendar = [
    { date: "2026-03-06", payroll_code: "VA", hours: 3.8 },
    ...["2026-03-16", "2026-03-17", "2026-03-19", "2026-03-20"].map((date) => ({
      date,
      payroll_code: "VA",
      hours: 7.6,
    })),
    { date: "2026-03-18", payroll_code: "SI", hours: 7.6 },
    { date: "2026-03-25", payroll_code: "XX", hours: 7.6 },
  ];
  await runCheck();
  const open = await openList();
  expect(open.map((c) => c.day)).toEqual(["2026-03-18", "2026-03-25"]);
  const [wednesday, unknown] = open;

  const refused = await callRoute(resolve.POST, {
    caller: s.caller,
    params: { id: String(unknown!.id) },
    body: { resolution_method: "theirs", version: unknown!.version },
  });
  expect(refused.status).toBe(422);
  expect(refused.body.error.fields.resolution_method).toContain("XX");
  expect((await callRoute(detail.GET, { caller: s.caller, params: { id: String(unknown!.id) } })).body).toMatchObject({
    calendar_conflict: { status: "open" },
  });
  expect(await db.leaveRequest.count({ where: { employeeId: s.ann.id, startDate: new Date("2026-03-25") } })).toBe(0);

  const taken = await callRoute(resolve.POST, {
    caller: s.caller,
    params: { id: String(wednesday!.id) },
    body: { resolution_method: "theirs", version: wednesday!.version },
  });
  expect(taken.status).toBe(200);
  expect(taken.body.calendar_conflict).toMatchObject({ status: "resolved", resolution_method: "theirs" });
  const leave = await db.leaveRequest.findMany({
    where: { employeeId: s.ann.id, status: "approved", startDate: { gte: new Date("2026-03-16") } },
    orderBy: { startDate: "asc" },
  });
  expect(
    leave.map((r) => [
      r.startDate.toISOString().slice(0, 10),
      r.endDate.toISOString().slice(0, 10),
      r.dayOffTypeId,
      Number(r.amount),
    ]),
  ).toEqual([
    ["2026-03-16", "2026-03-17", vacation.id, 2],
    ["2026-03-18", "2026-03-18", sick.id, 1],
    ["2026-03-19", "2026-03-20", vacation.id, 2],
  ]);
  expect(leave[0]!.id).toBe(week.id);
  // The added day keeps the provider's code, not an English note: each reader's screen says where it came from.
  expect(leave[1]).toMatchObject({ providerCode: "SI", note: null });
  expect(leave[2]).toMatchObject({ providerCode: null });
  // The balance gives back the Wednesday: 4 vacation days taken instead of 5.
  const booked = await db.leaveLedgerEntry.aggregate({
    where: { employeeId: s.ann.id, dayOffTypeId: vacation.id },
    _sum: { amount: true },
  });
  expect(Number(booked._sum.amount)).toBe(-4);
  const audits = await db.auditLog.findMany({
    where: { groupId: s.group.id, objectType: "leave_request", actorUserId: s.adminUserId },
  });
  // The shortened week, the split-off Thursday-Friday and the new sick day, each naming the conflict.
  expect(audits.length).toBe(3);
  for (const a of audits) {
    expect(a.changes).toMatchObject({ calendar_conflict_id: { to: wednesday!.id } });
  }

  // The next check finds the 18th in agreement; the 25th stays open.
  await runCheck();
  expect((await openList()).map((c) => c.day)).toEqual(["2026-03-25"]);
});

it("theirs on a request waiting for its deletion gives its day back to the balance, as for an approved one", async () => {
  const vacation = await db.dayOffType.findFirstOrThrow({ where: { groupId: s.group.id, kind: "vacation" } });
  const balance = async () =>
    Number(
      (
        await db.leaveLedgerEntry.aggregate({
          where: { employeeId: s.ann.id, dayOffTypeId: vacation.id },
          _sum: { amount: true },
        })
      )._sum.amount,
    );
  const before = await balance();
  // Monday 23 and Tuesday 24 March, approved and booked, then asked to be deleted (not yet confirmed).
  const pair = await db.leaveRequest.create({
    data: {
      groupId: s.group.id,
      employeeId: s.ann.id,
      dayOffTypeId: vacation.id,
      startDate: new Date("2026-03-23"),
      endDate: new Date("2026-03-24"),
      amount: 2,
      status: "deletion_requested",
      requestedByUserId: s.adminUserId,
    },
  });
  await db.leaveLedgerEntry.create({
    data: {
      groupId: s.group.id,
      employeeId: s.ann.id,
      dayOffTypeId: vacation.id,
      date: new Date("2026-03-23"),
      kind: "request",
      amount: -2,
      requestId: pair.id,
    },
  });
  // The portal has the Monday as vacation and the Tuesday as sickness.
  s.company.people[0]!.calendar = [
    ...(s.company.people[0]!.calendar ?? []),
    { date: "2026-03-23", payroll_code: "VA", hours: 7.6 },
    { date: "2026-03-24", payroll_code: "SI", hours: 7.6 },
  ];
  await runCheck();
  const tuesday = (await openList()).find((c) => c.day === "2026-03-24");
  expect(tuesday).toBeTruthy();
  const taken = await callRoute(resolve.POST, {
    caller: s.caller,
    params: { id: String(tuesday!.id) },
    body: { resolution_method: "theirs", version: tuesday!.version },
  });
  expect(taken.status).toBe(200);
  const kept = await db.leaveRequest.findUniqueOrThrow({ where: { id: pair.id } });
  expect([kept.status, kept.endDate.toISOString().slice(0, 10), Number(kept.amount)]).toEqual([
    "deletion_requested",
    "2026-03-23",
    1,
  ]);
  // Two days were held; the Monday still is, the Tuesday is back.
  expect(await balance()).toBe(before - 2 + 1);
});

it("reads a person's wage components from the portal and lists them for the wages tab; rights", async () => {
  s.company.people[0]!.wage_components = [
    {
      code: "1000",
      description: "Salaire mensuel",
      kind: "fixed",
      amount_cents: 312_000,
      value: null,
      unit: "amount",
      start_date: "2024-01-01",
      end_date: null,
    },
    {
      code: "3010",
      description: "Prime d'équipe",
      kind: "variable",
      amount_cents: null,
      value: 12.5,
      unit: "hours",
      start_date: null,
      end_date: null,
    },
  ];
  const res = await callRoute(wagesRead.POST, {
    caller: s.caller,
    body: { integration_id: s.integration.id, employee_id: s.ann.id, year: 2026, month: 3 },
  });
  expect(res.status).toBe(200);
  expect((await waitForCommand(s.caller, res.body.data.command_id)).status).toBe("succeeded");
  const listed = await callRoute(wagesList.GET, { caller: s.readOnly, query: { employee_id: s.ann.id } });
  expect(listed.status).toBe(200);
  expect(listed.body.data).toEqual([
    expect.objectContaining({ code: "1000", kind: "fixed", amount: 3120, unit: "amount", year: 2026, month: 3 }),
    expect.objectContaining({ code: "3010", kind: "variable", amount: null, value: 12.5, unit: "hours" }),
  ]);
  expect(
    (await callRoute(wagesRead.POST, { caller: s.readOnly, body: { integration_id: s.integration.id } })).status,
  ).toBe(403);
  expect(
    (await callRoute(wagesRead.POST, { caller: s.teamOnly, body: { integration_id: s.integration.id } })).status,
  ).toBe(403);
  expect(
    (await callRoute(wagesRead.POST, { caller: s.noPayroll, body: { integration_id: s.integration.id } })).status,
  ).toBe(403);
  expect(
    (await callRoute(wagesRead.POST, { caller: s.other, body: { integration_id: s.integration.id } })).status,
  ).toBe(404);
  expect((await callRoute(wagesList.GET, { caller: s.other, query: { employee_id: s.ann.id } })).status).toBe(404);
});
