// What the integrations screen (issue 19) relies on beyond the core API: the payroll area gate (the
// payroll_provider switch and the company's module switch enable_payroll_provider_sync) on every call and
// on the job itself, `accepts_code` telling the two-factor modal when a code can be passed, the linked
// people count of the list, and the person page's provider links (company-scoped).
import { uniqueSuffix } from "./helpers/db";
import { setUpIntegrationsHarness, waitForCommand } from "../support/integrations-harness";
import { callRoute, signInAs } from "./helpers/http";
import { startBePortal } from "./helpers/be-portal";
import { createEmployee, createGroup, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { contextForJob } from "@/lib/jobs/job-context";
import { listPersonProviderLinks } from "@/lib/integrations/list-person-links";
import type { BePortalSimulator } from "@/lib/integrations/simulators/be-portal/sim-server";
import { makeSimCompany } from "@/lib/integrations/simulators/be-portal/sim-store";
import * as list from "@/app/api/integrations/list/route";
import * as add from "@/app/api/integrations/add/route";
import * as commandDetail from "@/app/api/integrations/commands/[id]/route";
import * as retry from "@/app/api/integrations/commands/[id]/retry/route";

jest.setTimeout(120_000);

let sim: BePortalSimulator;

setUpIntegrationsHarness(async () => (sim = await startBePortal([])), { providerTimeoutMs: 700 });

function portal(secondFactor = false) {
  const p = { customerCode: `S${uniqueSuffix()}`, username: `u-${uniqueSuffix()}`, password: `pw-${uniqueSuffix()}` };
  sim.addCompany(
    makeSimCompany({
      customer_code: p.customerCode,
      name: "Screen test",
      users: [{ username: p.username, password: p.password, secondFactor }],
    }),
  );
  return {
    ...p,
    body: (password = p.password) => ({
      provider: "be_portal",
      alias: "Secretariat",
      username: p.username,
      customer_code: p.customerCode,
      password,
    }),
  };
}

async function company() {
  const group = await createGroup();
  const admin = await createUserInGroup({ group, role: "admin", accessPayrollProvider: true });
  return { group, adminUserId: admin.user.id, admin: await signInAs(admin.user.id, group.id) };
}

const switchModule = (groupId: number, enabled: boolean) =>
  db.featureFlag.upsert({
    where: { groupId_name: { groupId, name: "enable_payroll_provider_sync" } },
    create: { groupId, name: "enable_payroll_provider_sync", enabled },
    update: { enabled },
  });

it("closes every integrations call, and the job, while the company's payroll module is switched off", async () => {
  const c = await company();
  const p = portal(true);
  const added = await callRoute(add.POST, { caller: c.admin, body: p.body() });
  expect(added.status).toBe(200);
  const id = added.body.command.id as number;
  await waitForCommand(c.admin, id, ["awaiting_2fa"]);

  await switchModule(c.group.id, false);
  const job = await contextForJob(c.adminUserId, c.group.id);
  expect(job?.subject.flags.enable_payroll_provider_sync).toBe(false);
  expect((await callRoute(list.GET, { caller: c.admin })).status).toBe(403);
  expect((await callRoute(add.POST, { caller: c.admin, body: portal().body() })).status).toBe(403);
  // A command the caller may no longer see answers as a missing one (ids are not disclosed).
  expect((await callRoute(commandDetail.GET, { caller: c.admin, params: { id: String(id) } })).status).toBe(404);

  await switchModule(c.group.id, true);
  expect((await callRoute(list.GET, { caller: c.admin })).status).toBe(200);
});

it("says when a command takes a code: waiting for one, after a wrong code, never after a wrong password", async () => {
  const c = await company();
  const p = portal(true);
  const added = await callRoute(add.POST, { caller: c.admin, body: p.body() });
  const waiting = await waitForCommand(c.admin, added.body.command.id, ["awaiting_2fa", "failed"]);
  expect(waiting).toMatchObject({ status: "awaiting_2fa", accepts_code: true });

  const wrong = portal(false);
  const refused = await callRoute(add.POST, { caller: c.admin, body: wrong.body("not-the-password") });
  const failed = await waitForCommand(c.admin, refused.body.command.id, ["login_failure", "failed", "succeeded"]);
  expect(failed).toMatchObject({ status: "login_failure", accepts_code: false });
  // Retry starts again from a fresh login (still the wrong password): no code is asked for.
  const again = await callRoute(retry.POST, { caller: c.admin, params: { id: String(failed.id) }, body: {} });
  expect(again.status).toBe(200);
  expect(again.body.command).toMatchObject({ status: "queued", accepts_code: false });
});

it("counts the linked people in the list and shows a person's provider link only in their company", async () => {
  const c = await company();
  const p = portal(false);
  const added = await callRoute(add.POST, { caller: c.admin, body: p.body() });
  await waitForCommand(c.admin, added.body.command.id, ["succeeded"]);
  const employee = await createEmployee({ groupId: c.group.id, firstName: "Linked", lastName: "Person" });
  await db.employeeProviderLink.create({
    data: {
      groupId: c.group.id,
      integrationId: added.body.integration.id,
      employeeId: employee.id,
      externalId: "EXT-42",
      matchedBy: "manual",
    },
  });
  const listed = await callRoute(list.GET, { caller: c.admin });
  expect(listed.body.integrations[0]).toMatchObject({ linked_people: 1, password: "••••••••" });
  expect(JSON.stringify(listed.body)).not.toContain(p.password);

  const ctx = (await contextForJob(c.adminUserId, c.group.id))!;
  expect(await listPersonProviderLinks(ctx, employee.id)).toEqual([
    expect.objectContaining({ provider: "be_portal", alias: "Secretariat", external_id: "EXT-42" }),
  ]);
  const other = await company();
  const otherCtx = (await contextForJob(other.adminUserId, other.group.id))!;
  expect(await listPersonProviderLinks(otherCtx, employee.id)).toEqual([]);

  // Managers and HR without the payroll_provider right, and anyone once the module is off, get no link.
  const hr = await createUserInGroup({ group: c.group, role: "default" });
  const manager = await createUserInGroup({ group: c.group, role: "team_only" });
  for (const userId of [hr.user.id, manager.user.id]) {
    expect(await listPersonProviderLinks((await contextForJob(userId, c.group.id))!, employee.id)).toEqual([]);
  }
  await switchModule(c.group.id, false);
  expect(await listPersonProviderLinks((await contextForJob(c.adminUserId, c.group.id))!, employee.id)).toEqual([]);
  await switchModule(c.group.id, true);
});
