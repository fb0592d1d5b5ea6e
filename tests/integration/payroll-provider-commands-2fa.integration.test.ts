// Calendar checks and wage-component reads started from the payroll screens when the provider's portal asks
// for a second factor (spec section 6), through the route handlers against the BE portal simulator and the
// real job queue. HR holding the payroll_provider switch (and the wages one for a wage read) start them,
// follow them (the command detail route) and answer or call off the code themselves, as integration admins
// do; a read-only user and a user lacking the right never; another HR user may not answer someone else's
// command (403) nor read it (404, as a missing id); another group's command is a 404; the answer is
// audited with the real actor.
import { callRoute, signInAs, type Caller } from "./helpers/http";
import { connectWithSecondFactor, setUpBePortalHarness, waitForCommand } from "../support/integrations-harness";
import { allAccessSwitchesOn, createGroup, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import * as check from "@/app/api/integrations/calendar_conflicts/check/route";
import * as wagesRead from "@/app/api/integrations/wage_components/read/route";
import * as wagesList from "@/app/api/integrations/wage_components/list/route";
import * as commandDetail from "@/app/api/integrations/commands/[id]/route";
import * as passCode from "@/app/api/integrations/2fa/[command]/pass2faCredentials/route";
import * as cancelCode from "@/app/api/integrations/2fa/[command]/cancel/route";

const sim = setUpBePortalHarness();
const USER = { username: "hr-2fa", password: "hr-2fa-pass-123" };
let s: Awaited<ReturnType<typeof setUp>>;

async function setUp() {
  const group = await createGroup();
  const hrUser = async (switches: Record<string, boolean> = {}) => {
    const { user } = await createUserInGroup({ group, role: "default", ...allAccessSwitchesOn(), ...switches });
    return { id: user.id, caller: await signInAs(user.id, group.id) };
  };
  const { user: adminUser } = await createUserInGroup({ group, role: "admin", ...allAccessSwitchesOn() });
  const admin = await signInAs(adminUser.id, group.id);
  const other = await createGroup();
  const { user: otherUser } = await createUserInGroup({ group: other, role: "admin", ...allAccessSwitchesOn() });
  const { customerCode, integrationId, ann } = await connectWithSecondFactor(sim(), admin, group.id, {
    login: { username: USER.username, password: USER.password },
    person: {
      wage_components: [
        {
          code: "1000",
          description: "Salaire mensuel",
          kind: "fixed",
          amount_cents: 300_000,
          value: null,
          unit: "amount",
          start_date: "2024-01-01",
          end_date: null,
        },
      ],
    },
  });
  return {
    group,
    customerCode,
    integrationId,
    ann,
    hr: await hrUser(),
    otherHr: await hrUser(),
    hrNoWages: await hrUser({ accessWages: false }),
    readOnly: await hrUser({ readOnly: true }),
    noProvider: await hrUser({ accessPayrollProvider: false }),
    other: await signInAs(otherUser.id, other.id),
  };
}

const march = () => ({ year: 2026, month: 3, integration_id: s.integrationId });
const code = () => sim().latestCode(s.customerCode, USER.username)!;
const pass = (caller: Caller, id: number, body: Record<string, unknown> = { code2fa: code() }) =>
  callRoute(passCode.POST, { caller, params: { command: String(id) }, body });
const cancel = (caller: Caller, id: number) =>
  callRoute(cancelCode.POST, { caller, params: { command: String(id) }, body: {} });
const detail = (caller: Caller, id: number) => callRoute(commandDetail.GET, { caller, params: { id: String(id) } });

async function waitingCommand(caller: Caller, started: Awaited<ReturnType<typeof callRoute>>) {
  expect(started.status).toBe(200);
  const waiting = await waitForCommand(caller, started.body.data.command_id, ["awaiting_2fa", "failed", "succeeded"]);
  expect(waiting.status).toBe("awaiting_2fa");
  expect(waiting.accepts_code).toBe(true);
  return waiting.id as number;
}

it("HR with the payroll_provider switch checks the calendar and answers the portal's code themselves", async () => {
  s = await setUp();
  const id = await waitingCommand(s.hr.caller, await callRoute(check.POST, { caller: s.hr.caller, body: march() }));

  // Only its starter (or an integration admin) acts on it; read-only and switch-less users never; another
  // group does not see it.
  expect((await pass(s.otherHr.caller, id)).status).toBe(403);
  // Who may not see the command cannot tell it from a missing one.
  expect((await detail(s.otherHr.caller, id)).status).toBe(404);
  expect((await pass(s.readOnly.caller, id)).status).toBe(403);
  expect((await pass(s.noProvider.caller, id)).status).toBe(403);
  expect((await cancel(s.noProvider.caller, id)).status).toBe(403);
  expect((await pass(s.other, id)).status).toBe(404);
  expect((await detail(s.other, id)).status).toBe(404);
  const malformed = await pass(s.hr.caller, id, { code2fa: "12345" });
  expect(malformed.status).toBe(422);
  expect(malformed.body.error.fields).toHaveProperty("code2fa");

  const answered = await pass(s.hr.caller, id);
  expect(answered.status).toBe(200);
  const done = await waitForCommand(s.hr.caller, id, ["succeeded", "failed", "login_failure"]);
  expect(done.status).toBe("succeeded");
  expect(done.result).toMatchObject({ calendar_check: { year: 2026, month: 3, people: 1 } });
  const audit = await db.auditLog.findFirst({
    where: {
      groupId: s.group.id,
      objectType: "integration_command",
      objectId: String(id),
      action: "integration_2fa_code",
    },
  });
  expect(audit?.actorUserId).toBe(s.hr.id);
});

it("the calendar check needs the payroll_provider switch, not the wages one; the starter may call the code off", async () => {
  const id = await waitingCommand(
    s.hrNoWages.caller,
    await callRoute(check.POST, { caller: s.hrNoWages.caller, body: march() }),
  );
  const called = await cancel(s.hrNoWages.caller, id);
  expect(called.status).toBe(200);
  expect(called.body.command.status).toBe("cancelled");
  expect((await detail(s.hrNoWages.caller, id)).body.command.status).toBe("cancelled");

  expect((await callRoute(check.POST, { caller: s.readOnly.caller, body: march() })).status).toBe(403);
  expect((await callRoute(check.POST, { caller: s.noProvider.caller, body: march() })).status).toBe(403);
  expect((await callRoute(check.POST, { caller: s.other, body: march() })).status).toBe(404);
});

it("a wage read takes the wages and payroll_provider rights; its starter answers the code and the list shows it", async () => {
  const body = { integration_id: s.integrationId, employee_id: s.ann.id, year: 2026, month: 3 };
  for (const caller of [s.hrNoWages.caller, s.readOnly.caller, s.noProvider.caller]) {
    expect((await callRoute(wagesRead.POST, { caller, body })).status).toBe(403);
  }
  expect((await callRoute(wagesRead.POST, { caller: s.other, body })).status).toBe(404);

  const id = await waitingCommand(s.hr.caller, await callRoute(wagesRead.POST, { caller: s.hr.caller, body }));
  // A user without the wages right may not answer a wage read, even one they could see the calendar of.
  expect((await pass(s.hrNoWages.caller, id)).status).toBe(403);
  expect((await pass(s.hr.caller, id)).status).toBe(200);
  expect((await waitForCommand(s.hr.caller, id, ["succeeded", "failed", "login_failure"])).status).toBe("succeeded");
  const listed = await callRoute(wagesList.GET, { caller: s.hr.caller, query: { employee_id: s.ann.id } });
  expect(listed.body.data).toEqual([expect.objectContaining({ code: "1000", kind: "fixed", amount: 3000 })]);
});

it("an integration admin still answers any command of the company", async () => {
  const id = await waitingCommand(s.hr.caller, await callRoute(check.POST, { caller: s.hr.caller, body: march() }));
  const { user } = await createUserInGroup({ group: s.group, role: "admin", ...allAccessSwitchesOn() });
  const admin = await signInAs(user.id, s.group.id);
  expect((await detail(admin, id)).status).toBe(200);
  expect((await pass(admin, id)).status).toBe(200);
  expect((await waitForCommand(admin, id, ["succeeded", "failed", "login_failure"])).status).toBe("succeeded");
});
