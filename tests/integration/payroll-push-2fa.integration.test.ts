// A month push's second factor (the test reads commands as the admin: HR has no command detail) answered from /payroll (issue 20): the HR user who pushed (payroll.push, no
// integrations rights) answers the portal's code through the push's routes, and the push succeeds; a
// malformed code is a 422 naming code2fa; another HR user (not the pusher), a read-only admin and another
// group cannot answer it (403, 403, 404); the pusher may call a second push's question off (cancelled).
import { connectWithSecondFactor, setUpIntegrationsHarness, waitForCommand } from "../support/integrations-harness";
import { callRoute, signInAs } from "./helpers/http";
import { startBePortal } from "./helpers/be-portal";
import { allAccessSwitchesOn, createGroup, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import type { BePortalSimulator } from "@/lib/integrations/simulators/be-portal/sim-server";
import * as push from "@/app/api/integrations/days_off/push/route";
import * as passCode from "@/app/api/integrations/days_off/pushes/[id]/pass2faCredentials/route";
import * as cancelCode from "@/app/api/integrations/days_off/pushes/[id]/cancel2fa/route";
import * as adminPassCode from "@/app/api/integrations/2fa/[command]/pass2faCredentials/route";

jest.setTimeout(120_000);
let sim: BePortalSimulator;
setUpIntegrationsHarness(async () => (sim = await startBePortal()));

async function setUp() {
  const group = await createGroup();
  const { user: adminUser } = await createUserInGroup({ group, role: "admin", ...allAccessSwitchesOn() });
  const { user: hrUser } = await createUserInGroup({ group, role: "default", ...allAccessSwitchesOn() });
  const { user: hr2User } = await createUserInGroup({ group, role: "default", ...allAccessSwitchesOn() });
  const { user: roUser } = await createUserInGroup({ group, role: "admin", ...allAccessSwitchesOn(), readOnly: true });
  const other = await createGroup();
  const { user: otherUser } = await createUserInGroup({ group: other, role: "admin", ...allAccessSwitchesOn() });
  const admin = await signInAs(adminUser.id, group.id);
  const { customerCode, integrationId } = await connectWithSecondFactor(sim, admin, group.id, {
    login: { username: "tfa", password: "tfa-pass-123" },
  });
  return {
    admin,
    customerCode,
    integrationId,
    hr: await signInAs(hrUser.id, group.id),
    hr2: await signInAs(hr2User.id, group.id),
    readOnly: await signInAs(roUser.id, group.id),
    other: await signInAs(otherUser.id, other.id),
  };
}

it("the HR user who pushed answers the portal's code on /payroll; others cannot", async () => {
  const s = await setUp();
  const month = { year: 2026, month: 4, integration_id: s.integrationId };
  const started = await callRoute(push.POST, { caller: s.hr, body: month });
  expect(started.status).toBe(200);
  const pushId = started.body.data.push_id ?? started.body.data.id;
  const commandId = started.body.data.command_id as number;
  const waiting = await waitForCommand(s.admin, commandId);
  expect(waiting.status).toBe("awaiting_2fa");
  const row = await db.payrollMonthPush.findFirstOrThrow({ where: { commandId } });
  expect(row.id).toBe(pushId ?? row.id);
  const params = { id: String(row.id) };

  // The command's own 2fa route takes only its starter's answer (or an integration admin's): another HR
  // user is refused there as on the push's route (lib/access/command-rights.ts).
  const code = sim.latestCode(s.customerCode, "tfa")!;
  expect(
    (
      await callRoute(adminPassCode.POST, {
        caller: s.hr2,
        params: { command: String(commandId) },
        body: { code2fa: code },
      })
    ).status,
  ).toBe(403);
  const bad = await callRoute(passCode.POST, { caller: s.hr, params, body: { code2fa: "12345" } });
  expect(bad.status).toBe(422);
  expect(bad.body.error.fields).toHaveProperty("code2fa");
  expect((await callRoute(passCode.POST, { caller: s.hr2, params, body: { code2fa: code } })).status).toBe(403);
  expect((await callRoute(passCode.POST, { caller: s.readOnly, params, body: { code2fa: code } })).status).toBe(403);
  expect((await callRoute(passCode.POST, { caller: s.other, params, body: { code2fa: code } })).status).toBe(404);
  expect((await callRoute(cancelCode.POST, { caller: s.other, params, body: {} })).status).toBe(404);

  const passed = await callRoute(passCode.POST, {
    caller: s.hr,
    params,
    body: { code2fa: code, version: waiting.version },
  });
  expect(passed.status).toBe(200);
  expect((await waitForCommand(s.admin, commandId)).status).toBe("succeeded");
  expect((await db.payrollMonthPush.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("succeeded");
  const audit = await db.auditLog.findFirst({
    where: { objectType: "integration_command", objectId: String(commandId), action: "integration_2fa_code" },
  });
  expect(audit?.actorUserId).toBeDefined();
  expect(audit?.actorUserId).not.toBeNull();

  // A second push's question called off by the pusher: the command is cancelled, the push can be retried.
  const again = await callRoute(push.POST, { caller: s.hr, body: { ...month, confirm_retry_push: true } });
  const againId = again.body.data.command_id as number;
  expect((await waitForCommand(s.admin, againId)).status).toBe("awaiting_2fa");
  const againRow = await db.payrollMonthPush.findFirstOrThrow({ where: { commandId: againId } });
  const cancelled = await callRoute(cancelCode.POST, { caller: s.hr, params: { id: String(againRow.id) }, body: {} });
  expect(cancelled.status).toBe(200);
  expect(cancelled.body.command.status).toBe("cancelled");
});
