// The payroll-month screen's server side (issue 20): what /payroll loads (lib/payroll/month-screen.ts: the
// overview, the entries with their ids, the pushes with their command and who may retry, the rights), and
// the retry of a failed month push by the HR user who pushed it (POST /api/integrations/days_off/pushes/
// {id}/retry): allowed to them and to an integration admin, refused to another HR user (403), a read-only
// admin (403) and another group (404), audited with the real actor; a push whose command stopped before it
// began does not block the next push.
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
import { contextForJob } from "@/lib/jobs/job-context";
import { loadMonthScreen } from "@/lib/payroll/month-screen";
import type { BePortalSimulator } from "@/lib/integrations/simulators/be-portal/sim-server";
import { makeSimCompany } from "@/lib/integrations/simulators/be-portal/sim-store";
import * as push from "@/app/api/integrations/days_off/push/route";
import * as pushes from "@/app/api/integrations/days_off/pushes/route";
import * as pushRetry from "@/app/api/integrations/days_off/pushes/[id]/retry/route";
import * as oneOffAdd from "@/app/api/integrations/one_off_wage_components/add/route";
import { moveCommand } from "@/lib/integrations/move-command";

jest.setTimeout(120_000);
let sim: BePortalSimulator;

setUpIntegrationsHarness(async () => (sim = await startBePortal()));

let s: Awaited<ReturnType<typeof setUp>>;

async function setUp() {
  const group = await createGroup();
  const { user: adminUser } = await createUserInGroup({ group, role: "admin", ...allAccessSwitchesOn() });
  const { user: hrUser } = await createUserInGroup({ group, role: "default", ...allAccessSwitchesOn() });
  const { user: hr2User } = await createUserInGroup({ group, role: "default", ...allAccessSwitchesOn() });
  const { user: roUser } = await createUserInGroup({ group, role: "admin", ...allAccessSwitchesOn(), readOnly: true });
  const other = await createGroup();
  const { user: otherUser } = await createUserInGroup({ group: other, role: "admin", ...allAccessSwitchesOn() });
  const admin = await signInAs(adminUser.id, group.id);
  const customerCode = `S${uniqueSuffix()}`;
  sim.addCompany(
    makeSimCompany({
      customer_code: customerCode,
      name: "Screen company",
      users: [{ username: "screen", password: "screen-pass-123", secondFactor: false }],
      people: [simPerson("P1")],
    }),
  );
  const integrationId = await addBePortalIntegration(admin, customerCode, {
    username: "screen",
    password: "screen-pass-123",
  });
  const ann = await createEmployee({ groupId: group.id, firstName: "Ann", startDate: new Date("2020-01-01") });
  await db.employeeProviderLink.create({
    data: { groupId: group.id, integrationId, employeeId: ann.id, externalId: "P1", matchedBy: "manual" },
  });
  const type = await db.payrollOneOffType.create({ data: { groupId: group.id, code: "P200", name: "Bonus" } });
  return {
    group,
    admin,
    adminUser,
    hrUser,
    roUser,
    hr: await signInAs(hrUser.id, group.id),
    hr2: await signInAs(hr2User.id, group.id),
    readOnly: await signInAs(roUser.id, group.id),
    other: await signInAs(otherUser.id, other.id),
    integrationId,
    customerCode,
    ann,
    typeId: type.id,
  };
}

const may = { year: 2026, month: 5 };

it("the HR user who pushed retries their own failed push; others may not; audited with the actor", async () => {
  s = await setUp();
  expect(
    (
      await callRoute(oneOffAdd.POST, {
        caller: s.hr,
        body: { employee_id: s.ann.id, ...may, type_id: s.typeId, amount: "12,50" },
      })
    ).status,
  ).toBe(200);
  sim.setFaults({ error500Path: "payroll-months" });
  const started = await callRoute(push.POST, { caller: s.hr, body: { ...may, integration_id: s.integrationId } });
  expect(started.status).toBe(200);
  const pushId = started.body.data.id;
  const commandId = started.body.data.command_id;
  expect((await waitForCommand(s.admin, commandId)).status).toBe("failed");

  // The list says why it failed as a code the screen translates, who pushed, and who may retry.
  const mine = await callRoute(pushes.GET, { caller: s.hr, query: may });
  expect(mine.body.data[0]).toMatchObject({
    id: pushId,
    status: "failed",
    may_retry: true,
    command: { id: commandId, status: "failed", error_detail: { code: "provider_error" } },
  });
  expect(mine.body.data[0].actor_name).toEqual(expect.any(String));
  const theirs = await callRoute(pushes.GET, { caller: s.hr2, query: may });
  expect(theirs.body.data[0].may_retry).toBe(false);

  const params = { id: String(pushId) };
  expect((await callRoute(pushRetry.POST, { caller: s.hr2, params, body: {} })).status).toBe(403);
  expect((await callRoute(pushRetry.POST, { caller: s.readOnly, params, body: {} })).status).toBe(403);
  expect((await callRoute(pushRetry.POST, { caller: s.other, params, body: {} })).status).toBe(404);
  expect((await callRoute(pushRetry.POST, { caller: s.hr, params: { id: "abc" }, body: {} })).status).toBe(422);
  // A stale version (someone acted first) is a 409.
  expect((await callRoute(pushRetry.POST, { caller: s.hr, params, body: { version: 0 } })).status).toBe(409);

  sim.setFaults({});
  const again = await callRoute(pushRetry.POST, { caller: s.hr, params, body: {} });
  expect(again.status).toBe(200);
  expect(again.body.command).toMatchObject({ id: commandId, status: "queued" });
  expect((await waitForCommand(s.admin, commandId)).status).toBe("succeeded");
  const row = await db.payrollMonthPush.findUniqueOrThrow({ where: { id: pushId } });
  expect(row).toMatchObject({ status: "succeeded", lines: 1, peopleSent: 1 });
  expect(sim.receivedMonth(s.customerCode, "2026-05").lines).toHaveLength(1);
  const audit = await db.auditLog.findFirst({
    where: { groupId: s.group.id, action: "payroll_month_push_retry", objectId: String(pushId) },
  });
  expect(audit).toMatchObject({ actorUserId: s.hrUser.id });
  // Succeeded: nothing to retry any more.
  expect((await callRoute(pushRetry.POST, { caller: s.hr, params, body: {} })).status).toBe(409);
});

it("an integration admin may retry anyone's failed push", async () => {
  sim.setFaults({ error500Path: "payroll-months" });
  await callRoute(oneOffAdd.POST, {
    caller: s.hr,
    body: { employee_id: s.ann.id, year: 2026, month: 6, type_id: s.typeId, amount: 5 },
  });
  const started = await callRoute(push.POST, {
    caller: s.hr,
    body: { year: 2026, month: 6, integration_id: s.integrationId },
  });
  expect((await waitForCommand(s.admin, started.body.data.command_id)).status).toBe("failed");
  const listed = await callRoute(pushes.GET, { caller: s.admin, query: { year: 2026, month: 6 } });
  expect(listed.body.data[0].may_retry).toBe(true);
  sim.setFaults({});
  const res = await callRoute(pushRetry.POST, {
    caller: s.admin,
    params: { id: String(started.body.data.id) },
    body: {},
  });
  expect(res.status).toBe(200);
  expect((await waitForCommand(s.admin, started.body.data.command_id)).status).toBe("succeeded");
});

it("a retry runs a new push's checks: 409 while another push of the month runs, confirm_retry_push once pushed since", async () => {
  const aug = { year: 2026, month: 8 };
  await callRoute(oneOffAdd.POST, {
    caller: s.hr,
    body: { employee_id: s.ann.id, ...aug, type_id: s.typeId, amount: 7 },
  });
  sim.setFaults({ error500Path: "payroll-months" });
  const failed = await callRoute(push.POST, { caller: s.hr, body: { ...aug, integration_id: s.integrationId } });
  expect((await waitForCommand(s.admin, failed.body.data.command_id)).status).toBe("failed");
  sim.setFaults({});
  const params = { id: String(failed.body.data.id) };

  // Another push of the month still running: the retry is refused like a new push.
  const other = await callRoute(push.POST, { caller: s.hr, body: { ...aug, integration_id: s.integrationId } });
  expect(other.status).toBe(200);
  await waitForCommand(s.admin, other.body.data.command_id);
  await db.integrationCommand.update({ where: { id: other.body.data.command_id }, data: { status: "running" } });
  await db.payrollMonthPush.update({ where: { id: other.body.data.id }, data: { status: "queued" } });
  const running = await callRoute(pushRetry.POST, { caller: s.hr, params, body: {} });
  expect(running.status).toBe(409);
  expect(running.body.error.fields).toEqual({ month: "running" });

  // That push succeeded meanwhile: the month was pushed since, so the retry needs the confirmation.
  await db.integrationCommand.update({ where: { id: other.body.data.command_id }, data: { status: "succeeded" } });
  await db.payrollMonthPush.update({ where: { id: other.body.data.id }, data: { status: "succeeded" } });
  const unconfirmed = await callRoute(pushRetry.POST, { caller: s.hr, params, body: {} });
  expect(unconfirmed.status).toBe(409);
  expect(unconfirmed.body.error.fields).toHaveProperty("confirm_retry_push");
  expect(await db.payrollMonthPush.findUniqueOrThrow({ where: { id: failed.body.data.id } })).toMatchObject({
    status: "failed",
  });
  const confirmed = await callRoute(pushRetry.POST, { caller: s.hr, params, body: { confirm_retry_push: true } });
  expect(confirmed.status).toBe(200);
  expect((await waitForCommand(s.admin, failed.body.data.command_id)).status).toBe("succeeded");
});

it("the push row follows its command: queued again on any retry, failed when the command ends before it began", async () => {
  const sep = { year: 2026, month: 9 };
  const started = await callRoute(push.POST, { caller: s.hr, body: { ...sep, integration_id: s.integrationId } });
  const commandId = started.body.data.command_id;
  await waitForCommand(s.admin, commandId);
  // The command is refused at login while the push row still says queued (the push never began).
  await db.payrollMonthPush.update({ where: { id: started.body.data.id }, data: { status: "queued" } });
  const runningCommand = await db.integrationCommand.update({ where: { id: commandId }, data: { status: "running" } });
  const refused = await moveCommand(runningCommand, { to: "login_failure" });
  expect(refused?.status).toBe("login_failure");
  expect(await db.payrollMonthPush.findUniqueOrThrow({ where: { id: started.body.data.id } })).toMatchObject({
    status: "failed",
    errorReason: expect.stringContaining("login_failure"),
  });
  // A retry through the generic commands route (it moves the command to queued) puts the push back too.
  const requeued = await moveCommand(refused!, { to: "queued" });
  expect(requeued?.status).toBe("queued");
  expect(await db.payrollMonthPush.findUniqueOrThrow({ where: { id: started.body.data.id } })).toMatchObject({
    status: "queued",
    errorReason: null,
  });
  await db.integrationCommand.update({ where: { id: commandId }, data: { status: "succeeded" } });
  await db.payrollMonthPush.update({ where: { id: started.body.data.id }, data: { status: "succeeded" } });
});

it("a push whose command stopped before it began blocks no new push", async () => {
  const started = await callRoute(push.POST, {
    caller: s.hr,
    body: { year: 2026, month: 7, integration_id: s.integrationId },
  });
  await waitForCommand(s.admin, started.body.data.command_id);
  // As if the login had been refused: the command failed, the push row never left queued.
  await db.integrationCommand.update({
    where: { id: started.body.data.command_id },
    data: { status: "login_failure" },
  });
  await db.payrollMonthPush.update({ where: { id: started.body.data.id }, data: { status: "queued" } });
  await db.payrollMonthPush.deleteMany({ where: { groupId: s.group.id, month: 7, status: "succeeded" } });
  const next = await callRoute(push.POST, {
    caller: s.hr,
    body: { year: 2026, month: 7, integration_id: s.integrationId },
  });
  expect(next.status).toBe(200);
  // While that one runs (queued), a third is refused.
  await db.integrationCommand.update({ where: { id: next.body.data.command_id }, data: { status: "running" } });
  await db.payrollMonthPush.update({ where: { id: next.body.data.id }, data: { status: "queued" } });
  const third = await callRoute(push.POST, {
    caller: s.hr,
    body: { year: 2026, month: 7, integration_id: s.integrationId, confirm_retry_push: true },
  });
  expect(third.status).toBe(409);
});

it("the screen's data: overview, entries with ids, pushes, rights; read-only sees and may not act", async () => {
  const hrCtx = (await contextForJob(s.hrUser.id, s.group.id))!;
  const screen = await loadMonthScreen(hrCtx, { ...may, integration_id: s.integrationId });
  expect(screen.integration?.id).toBe(s.integrationId);
  expect(screen.locked).toBe(true);
  expect(screen.rights).toMatchObject({ write: true, push: true, unemployment: true, excelImport: true });
  expect(screen.people).toContainEqual({ id: s.ann.id, name: expect.stringContaining("Ann") });
  expect(screen.entries.one_offs).toContainEqual(
    expect.objectContaining({ employee_id: s.ann.id, amount: 12.5, id: expect.any(Number) }),
  );
  expect(screen.pushes[0]).toMatchObject({ status: "succeeded", may_retry: true });
  expect(screen.types).toContainEqual({ id: s.typeId, code: "P200", name: "Bonus" });

  const roCtx = (await contextForJob(s.roUser.id, s.group.id))!;
  const seen = await loadMonthScreen(roCtx, { ...may, integration_id: 999_999_999 });
  // An unknown integration id falls back to the company's first one.
  expect(seen.integration?.id).toBe(s.integrationId);
  expect(seen.rights).toMatchObject({ write: false, push: false, advancesWrite: false, excelImport: false });
  expect(seen.pushes.every((p) => p.may_retry === false)).toBe(true);
  expect(seen.overview.total).toBe(screen.overview.total);
});
