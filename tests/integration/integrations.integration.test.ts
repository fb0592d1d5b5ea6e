// Payroll integrations (issue 19) through the route handlers, against the BE portal simulator running in
// this process and the real job queue: add (422 naming the field), first login succeeded, awaiting_2fa
// then a code, a wrong code, a wrong password then re-auth, timeout and 500 then retry, cancel, two people
// acting on one command (409), another group's ids (404), read-only and switch-less users (403), and no
// secret in any response, audit row or log line.
import { uniqueSuffix } from "./helpers/db";
import { signInIntegrationAdmins, setUpIntegrationsHarness, waitForCommand } from "../support/integrations-harness";
import { callRoute, signInAs, type Caller } from "./helpers/http";
import { startBePortal } from "./helpers/be-portal";
import { createGroup, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { recoverInterruptedCommands } from "@/lib/integrations/recover-commands";
import { bePortalBaseUrl, registerEmbeddedSimulators } from "@/lib/integrations/providers/provider-endpoints";
import type { BePortalSimulator } from "@/lib/integrations/simulators/be-portal/sim-server";
import { makeSimCompany } from "@/lib/integrations/simulators/be-portal/sim-store";
import * as list from "@/app/api/integrations/list/route";
import * as add from "@/app/api/integrations/add/route";
import * as reauth from "@/app/api/integrations/[id]/reauth/route";
import * as disable from "@/app/api/integrations/[id]/disable/route";
import * as commandDetail from "@/app/api/integrations/commands/[id]/route";
import * as history from "@/app/api/integrations/commands/[id]/history/list/route";
import * as retry from "@/app/api/integrations/commands/[id]/retry/route";
import * as passCode from "@/app/api/integrations/2fa/[command]/pass2faCredentials/route";
import * as cancel from "@/app/api/integrations/2fa/[command]/cancel/route";

jest.setTimeout(120_000);

const logged: string[] = [];
const simLog: string[] = [];
let sim: BePortalSimulator;
const responses: unknown[] = [];

beforeAll(() => {
  // Every line the app logs is kept, to check that no secret is ever in one.
  for (const level of ["log", "info", "warn", "error"] as const) {
    const original = console[level].bind(console);
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : String(a))).join(" "));
      if (level === "error") original(...args);
    });
  }
});
setUpIntegrationsHarness(async () => (sim = await startBePortal(simLog)), { providerTimeoutMs: 700 });

async function call(handler: Parameters<typeof callRoute>[0], options: Parameters<typeof callRoute>[1]) {
  const res = await callRoute(handler, options);
  responses.push(res.body);
  return res;
}

type Portal = { customerCode: string; username: string; password: string; secret: string };

function portal(options: { secondFactor?: boolean; askUsername?: boolean } = {}): Portal {
  const p = {
    customerCode: `C${uniqueSuffix()}`,
    username: `user-${uniqueSuffix()}`,
    password: `pw-${uniqueSuffix()}-Zq!`,
    secret: `sec-${uniqueSuffix()}`,
  };
  sim.addCompany(
    makeSimCompany({
      customer_code: p.customerCode,
      name: "Test company",
      users: [
        {
          username: p.username,
          password: p.password,
          secret: p.secret,
          secondFactor: options.secondFactor ?? false,
          askUsernameWithCode: options.askUsername,
        },
      ],
    }),
  );
  return p;
}

async function company() {
  const group = await createGroup();
  const admins = await signInIntegrationAdmins(group);
  const other = await createUserInGroup({ group, role: "admin", accessPayrollProvider: true });
  return { group, ...admins, other: await signInAs(other.user.id, group.id) };
}

function addBody(p: Portal, extra: Record<string, unknown> = {}) {
  return {
    provider: "be_portal",
    alias: "Social secretariat",
    username: p.username,
    customer_code: p.customerCode,
    password: p.password,
    secret: p.secret,
    ...extra,
  };
}

// Through call(): the polled bodies are responses too, and the no-secret check reads them.
const waitFor = (caller: Caller, commandId: number, statuses: string[]) =>
  waitForCommand(caller, commandId, statuses, call);

async function historyOf(caller: Caller, commandId: number): Promise<string[]> {
  const res = await call(history.GET, { caller, params: { id: String(commandId) }, query: { per_page: 100 } });
  expect(res.status).toBe(200);
  return res.body.data.map((h: { status: string }) => h.status);
}

it("refuses bad credentials input with a 422 naming the field", async () => {
  const c = await company();
  const p = portal();
  const noPassword = await call(add.POST, { caller: c.admin, body: addBody(p, { password: undefined }) });
  expect(noPassword.status).toBe(422);
  expect(noPassword.body.error.fields).toHaveProperty("password");
  const blankCode = await call(add.POST, { caller: c.admin, body: addBody(p, { customer_code: "  " }) });
  expect(blankCode.status).toBe(422);
  expect(blankCode.body.error.fields).toHaveProperty("customer_code");
  const badProvider = await call(add.POST, { caller: c.admin, body: addBody(p, { provider: "nope" }) });
  expect(badProvider.status).toBe(422);
  expect(badProvider.body.error.fields).toHaveProperty("provider");
});

it("adds an integration whose first login succeeds, lists it masked, and refuses a second one for the same code", async () => {
  const c = await company();
  const p = portal();
  const res = await call(add.POST, { caller: c.admin, body: addBody(p) });
  expect(res.status).toBe(200);
  expect(res.body.integration).toMatchObject({ status: "pending", password: "••••••••", secret: "••••••••" });
  expect(res.body.command).toMatchObject({ kind: "login", status: "queued" });
  const done = await waitFor(c.admin, res.body.command.id, ["succeeded", "failed", "login_failure"]);
  expect(done.status).toBe("succeeded");
  expect(await historyOf(c.admin, done.id)).toEqual(["queued", "running", "succeeded"]);

  const listed = await call(list.GET, { caller: c.admin });
  expect(listed.status).toBe(200);
  expect(listed.body.integrations).toHaveLength(1);
  expect(listed.body.integrations[0]).toMatchObject({ status: "connected", customer_code: p.customerCode });
  expect(listed.body.integrations[0].latest_command.status).toBe("succeeded");

  const again = await call(add.POST, { caller: c.admin, body: addBody(p) });
  expect(again.status).toBe(409);
  const audit = await db.auditLog.findFirst({ where: { groupId: c.group.id, objectType: "integration" } });
  expect(audit?.actorUserId).toBeDefined();
});

it("waits for a second factor, refuses a malformed and a wrong code, then logs in with the right one", async () => {
  const c = await company();
  const p = portal({ secondFactor: true });
  const res = await call(add.POST, { caller: c.admin, body: addBody(p) });
  const id = res.body.command.id as number;
  const waiting = await waitFor(c.admin, id, ["awaiting_2fa", "failed"]);
  expect(waiting.status).toBe("awaiting_2fa");
  expect(simLog.some((l) => l.includes(p.username))).toBe(true);

  for (const bad of ["12345", "1234567", "12a456", ""]) {
    const r = await call(passCode.POST, { caller: c.admin, params: { command: String(id) }, body: { code2fa: bad } });
    expect(r.status).toBe(422);
    expect(r.body.error.fields).toHaveProperty("code2fa");
  }
  const right = sim.latestCode(p.customerCode, p.username)!;
  const wrong = right === "000000" ? "111111" : "000000";
  const r1 = await call(passCode.POST, { caller: c.admin, params: { command: String(id) }, body: { code2fa: wrong } });
  expect(r1.status).toBe(200);
  const refused = await waitFor(c.admin, id, ["login_failure", "succeeded", "failed"]);
  expect(refused.status).toBe("login_failure");
  expect(refused.error_reason).toMatch(/code/i);
  expect(refused.error_detail?.code).toBe("code_refused");

  const r2 = await call(passCode.POST, { caller: c.admin, params: { command: String(id) }, body: { code2fa: right } });
  expect(r2.status).toBe(200);
  expect((await waitFor(c.admin, id, ["succeeded", "failed", "login_failure"])).status).toBe("succeeded");
  expect(await historyOf(c.admin, id)).toEqual([
    "queued",
    "running",
    "awaiting_2fa",
    "queued",
    "running",
    "login_failure",
    "queued",
    "running",
    "succeeded",
  ]);
  // A settled command takes no more codes.
  const late = await call(passCode.POST, {
    caller: c.admin,
    params: { command: String(id) },
    body: { code2fa: right },
  });
  expect(late.status).toBe(409);
});

it("asks for the integration username with the code when the portal wants it", async () => {
  const c = await company();
  const p = portal({ secondFactor: true, askUsername: true });
  const res = await call(add.POST, { caller: c.admin, body: addBody(p) });
  const id = res.body.command.id as number;
  const waiting = await waitFor(c.admin, id, ["awaiting_2fa"]);
  expect(waiting.username_requested).toBe(true);
  const code = sim.latestCode(p.customerCode, p.username)!;
  const without = await call(passCode.POST, {
    caller: c.admin,
    params: { command: String(id) },
    body: { code2fa: code },
  });
  expect(without.status).toBe(422);
  expect(without.body.error.fields).toHaveProperty("integration_username");
  const withName = await call(passCode.POST, {
    caller: c.admin,
    params: { command: String(id) },
    body: { code2fa: code, integration_username: p.username },
  });
  expect(withName.status).toBe(200);
  expect((await waitFor(c.admin, id, ["succeeded", "failed", "login_failure"])).status).toBe("succeeded");
});

it("gives login_failure on a wrong password, and a re-auth with the right one connects", async () => {
  const c = await company();
  const p = portal();
  const res = await call(add.POST, { caller: c.admin, body: addBody(p, { password: "not-the-password" }) });
  const failed = await waitFor(c.admin, res.body.command.id, ["login_failure", "succeeded", "failed"]);
  expect(failed.status).toBe("login_failure");
  const integrationId = res.body.integration.id as number;
  expect((await db.integration.findUnique({ where: { id: integrationId } }))?.status).toBe("login_failure");
  // No challenge is open: a code cannot help.
  const code = await call(passCode.POST, {
    caller: c.admin,
    params: { command: String(failed.id) },
    body: { code2fa: "123456" },
  });
  expect(code.status).toBe(409);

  const again = await call(reauth.POST, {
    caller: c.admin,
    params: { id: String(integrationId) },
    body: { password: p.password },
  });
  expect(again.status).toBe(200);
  expect((await waitFor(c.admin, again.body.command.id, ["succeeded", "failed", "login_failure"])).status).toBe(
    "succeeded",
  );
  expect((await db.integration.findUnique({ where: { id: integrationId } }))?.status).toBe("connected");
});

it("fails with a readable reason when the portal times out or answers 500, and a retry succeeds", async () => {
  const c = await company();
  const p = portal();
  sim.setFaults({ timeout: 1 });
  const res = await call(add.POST, { caller: c.admin, body: addBody(p) });
  const id = res.body.command.id as number;
  const timedOut = await waitFor(c.admin, id, ["failed", "succeeded"]);
  expect(timedOut.status).toBe("failed");
  expect(timedOut.error_reason).toMatch(/did not answer/);
  // The same failure as a code and values, for a screen in another language.
  expect(timedOut.error_detail).toEqual({ code: "timeout", values: { seconds: expect.any(Number) } });

  sim.setFaults({ error500: 1 });
  const r1 = await call(retry.POST, { caller: c.admin, params: { id: String(id) } });
  expect(r1.status).toBe(200);
  const broken = await waitFor(c.admin, id, ["failed", "succeeded"]);
  expect(broken.status).toBe("failed");
  expect(broken.error_reason).toMatch(/500/);
  expect(broken.error_detail).toEqual({ code: "provider_error", values: { status: 500 } });
  expect(broken.attempts).toBe(1);

  sim.setFaults({});
  const r2 = await call(retry.POST, { caller: c.admin, params: { id: String(id) } });
  expect(r2.status).toBe(200);
  expect((await waitFor(c.admin, id, ["failed", "succeeded"])).status).toBe("succeeded");
  // A succeeded command is not retried.
  expect((await call(retry.POST, { caller: c.admin, params: { id: String(id) } })).status).toBe(409);
  // Each failure in the history keeps its own code and values (the screen says them in the reader's
  // language); the other moves carry none.
  const moves = await call(history.GET, { caller: c.admin, params: { id: String(id) }, query: { per_page: 100 } });
  expect(
    moves.body.data.filter((h: { detail: unknown }) => h.detail).map((h: { detail: unknown }) => h.detail),
  ).toEqual([
    { code: "timeout", values: { seconds: expect.any(Number) } },
    { code: "provider_error", values: { status: 500 } },
  ]);
  expect(moves.body.data.filter((h: { status: string }) => h.status === "succeeded")[0].detail).toBeNull();
});

it("cancels a command waiting for a code; of two people acting at once, one wins and the other gets 409", async () => {
  const c = await company();
  const p = portal({ secondFactor: true });
  const first = await call(add.POST, { caller: c.admin, body: addBody(p) });
  const id = first.body.command.id as number;
  await waitFor(c.admin, id, ["awaiting_2fa"]);
  const seen = (await waitFor(c.admin, id, ["awaiting_2fa"])).version as number;
  const code = sim.latestCode(p.customerCode, p.username)!;
  // Both saw the same version of the command: one passes the code, the other cancels it.
  const both = await Promise.all([
    call(passCode.POST, { caller: c.admin, params: { command: String(id) }, body: { code2fa: code, version: seen } }),
    call(cancel.POST, { caller: c.other, params: { command: String(id) }, body: { version: seen } }),
  ]);
  expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  const settled = await waitFor(c.admin, id, ["succeeded", "cancelled", "failed", "login_failure"]);
  expect(["succeeded", "cancelled"]).toContain(settled.status);
  // Two people passing a code at once without naming a version: the lock still lets only one through.
  const race = await call(reauth.POST, {
    caller: c.admin,
    params: { id: String(first.body.integration.id) },
    body: { password: p.password },
  });
  const raced = race.body.command.id as number;
  await waitFor(c.admin, raced, ["awaiting_2fa"]);
  const raceCode = sim.latestCode(p.customerCode, p.username)!;
  const pair = await Promise.all([
    call(passCode.POST, { caller: c.admin, params: { command: String(raced) }, body: { code2fa: raceCode } }),
    call(passCode.POST, { caller: c.other, params: { command: String(raced) }, body: { code2fa: raceCode } }),
  ]);
  expect(pair.map((r) => r.status).sort()).toEqual([200, 409]);
  expect((await waitFor(c.admin, raced, ["succeeded", "failed", "login_failure"])).status).toBe("succeeded");

  // A plain cancel, with its audit row naming the person.
  const again = await call(reauth.POST, {
    caller: c.admin,
    params: { id: String(first.body.integration.id) },
    body: { password: p.password },
  });
  const second = again.body.command.id as number;
  await waitFor(c.admin, second, ["awaiting_2fa"]);
  const cancelled = await call(cancel.POST, { caller: c.other, params: { command: String(second) } });
  expect(cancelled.status).toBe(200);
  expect(cancelled.body.command.status).toBe("cancelled");
  expect((await call(cancel.POST, { caller: c.admin, params: { command: String(second) } })).status).toBe(409);
  const audit = await db.auditLog.findFirst({
    where: {
      groupId: c.group.id,
      objectType: "integration_command",
      objectId: String(second),
      action: "integration_command_cancel",
    },
  });
  expect(audit).not.toBeNull();
});

it("keeps another company's integrations and commands out of reach (404) and gates every call on the switch and read-only", async () => {
  const a = await company();
  const b = await company();
  const p = portal({ secondFactor: true });
  const res = await call(add.POST, { caller: a.admin, body: addBody(p) });
  const id = String(res.body.command.id);
  const integrationId = String(res.body.integration.id);
  await waitFor(a.admin, id as unknown as number, ["awaiting_2fa"]);

  expect((await call(commandDetail.GET, { caller: b.admin, params: { id } })).status).toBe(404);
  expect((await call(history.GET, { caller: b.admin, params: { id } })).status).toBe(404);
  expect((await call(retry.POST, { caller: b.admin, params: { id } })).status).toBe(404);
  expect((await call(cancel.POST, { caller: b.admin, params: { command: id } })).status).toBe(404);
  expect(
    (await call(passCode.POST, { caller: b.admin, params: { command: id }, body: { code2fa: "123456" } })).status,
  ).toBe(404);
  expect(
    (await call(reauth.POST, { caller: b.admin, params: { id: integrationId }, body: { password: "x" } })).status,
  ).toBe(404);
  expect((await call(disable.POST, { caller: b.admin, params: { id: integrationId } })).status).toBe(404);
  expect((await call(list.GET, { caller: b.admin })).body.integrations).toEqual([]);

  // Read-only admins see, never act.
  expect((await call(list.GET, { caller: a.readOnly })).status).toBe(200);
  expect((await call(history.GET, { caller: a.readOnly, params: { id } })).status).toBe(200);
  expect((await call(cancel.POST, { caller: a.readOnly, params: { command: id } })).status).toBe(403);
  expect((await call(add.POST, { caller: a.readOnly, body: addBody(portal()) })).status).toBe(403);
  // Without the payroll_provider switch: nothing, not even the list.
  expect((await call(list.GET, { caller: a.noSwitch })).status).toBe(403);
  expect((await call(history.GET, { caller: a.noSwitch, params: { id } })).status).toBe(403);
  expect((await call(add.POST, { caller: a.noSwitch, body: addBody(portal()) })).status).toBe(403);

  // Disabling cancels what waits for a code.
  const off = await call(disable.POST, { caller: a.admin, params: { id: integrationId } });
  expect(off.body.integration.status).toBe("disabled");
  expect((await call(commandDetail.GET, { caller: a.admin, params: { id } })).body.command.status).toBe("cancelled");
});

it("fails a command interrupted while running (at worker start, or when retried), and a retry then runs it", async () => {
  const c = await company();
  const p = portal();
  const res = await call(add.POST, { caller: c.admin, body: addBody(p) });
  const first = await waitFor(c.admin, res.body.command.id, ["succeeded", "failed", "login_failure"]);
  expect(first.status).toBe("succeeded");
  const base = {
    groupId: c.group.id,
    integrationId: res.body.integration.id as number,
    kind: "login" as const,
    status: "running" as const,
    actorUserId: first.actor_user_id as string,
  };
  const longAgo = new Date(Date.now() - 16 * 60 * 1000);
  const stuck = await db.integrationCommand.create({ data: { ...base, startedAt: longAgo } });
  const busy = await db.integrationCommand.create({ data: { ...base, startedAt: new Date() } });
  // A running command cannot be retried until it is known to be interrupted.
  const early = await call(retry.POST, { caller: c.admin, params: { id: String(busy.id) } });
  expect(early.status).toBe(409);

  expect(await recoverInterruptedCommands()).toBeGreaterThanOrEqual(1);
  const failed = await waitFor(c.admin, stuck.id, ["failed"]);
  expect(failed.error_reason).toMatch(/interrupted; retry/);
  expect(failed.error_detail).toEqual({ code: "interrupted", values: {} });
  expect(await historyOf(c.admin, stuck.id)).toContain("failed");
  const outcome = await db.auditLog.findFirst({
    where: { objectType: "integration_command", objectId: String(stuck.id), action: "integration_command_outcome" },
  });
  expect(outcome?.actorUserId).toBe(base.actorUserId);
  expect((await db.integrationCommand.findUniqueOrThrow({ where: { id: busy.id } })).status).toBe("running");
  const again = await call(retry.POST, { caller: c.admin, params: { id: String(stuck.id) } });
  expect(again.status).toBe(200);
  expect((await waitFor(c.admin, stuck.id, ["succeeded", "failed"])).status).toBe("succeeded");

  // Retrying an interrupted command directly fails it first (history: failed, then queued) and runs it.
  const stuck2 = await db.integrationCommand.create({ data: { ...base, startedAt: longAgo } });
  const direct = await call(retry.POST, { caller: c.admin, params: { id: String(stuck2.id) } });
  expect(direct.status).toBe(200);
  expect((await waitFor(c.admin, stuck2.id, ["succeeded", "failed"])).status).toBe("succeeded");
  expect(await historyOf(c.admin, stuck2.id)).toEqual(expect.arrayContaining(["failed", "queued", "succeeded"]));
  await db.integrationCommand.delete({ where: { id: busy.id } });
});

it("answers 409, not 500, to a code for a command whose second-factor challenge is missing", async () => {
  const c = await company();
  const p = portal();
  const res = await call(add.POST, { caller: c.admin, body: addBody(p) });
  const first = await waitFor(c.admin, res.body.command.id, ["succeeded", "failed", "login_failure"]);
  const waiting = await db.integrationCommand.create({
    data: {
      groupId: c.group.id,
      integrationId: res.body.integration.id,
      kind: "login",
      status: "awaiting_2fa",
      actorUserId: first.actor_user_id,
      providerStateEnc: null,
    },
  });
  const r = await call(passCode.POST, {
    caller: c.admin,
    params: { command: String(waiting.id) },
    body: { code2fa: "123456" },
  });
  expect(r.status).toBe(409);
  expect(r.body.error.message).toMatch(/challenge/);
  expect((await db.integrationCommand.findUniqueOrThrow({ where: { id: waiting.id } })).status).toBe("awaiting_2fa");
});

it("answers 422 on provider and stores nothing when no portal is configured (no BE_PORTAL_URL, no simulator)", async () => {
  const c = await company();
  const served = bePortalBaseUrl();
  registerEmbeddedSimulators(null);
  try {
    const res = await call(add.POST, { caller: c.admin, body: addBody(portal()) });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.provider).toMatch(/No portal is configured/);
  } finally {
    registerEmbeddedSimulators({ bePortalUrl: served! });
  }
  expect(await db.integration.count({ where: { groupId: c.group.id } })).toBe(0);
});

// Last in the file (Jest runs tests in order), so it sees every response and log line of the tests above;
// a test, not an afterAll, because the queue's stop in afterAll may already have closed an embedded database.
test("no password, secret or second-factor code is in any response (polled ones too), audit row or app log line", async () => {
  const secrets = (await db.integration.findMany({ select: { passwordEnc: true } })).length;
  expect(secrets).toBeGreaterThan(0);
  const audit = JSON.stringify(
    await db.auditLog.findMany({ where: { objectType: { startsWith: "integration" } } }),
    (_key, value: unknown) => (typeof value === "bigint" ? value.toString() : value),
  );
  const everything = [JSON.stringify(responses), logged.join("\n"), audit].join("\n");
  expect(everything).not.toMatch(/pw-[a-z0-9]+-Zq!/);
  expect(everything).not.toMatch(/sec-[a-z0-9]{6,}/);
  expect(everything).not.toContain("not-the-password");
  // Every second-factor code the portal sent (its log names each one) stays out of them too.
  const codes = simLog.flatMap((line) => /second-factor code for .*: (\d{6})$/.exec(line)?.[1] ?? []);
  expect(codes.length).toBeGreaterThan(0);
  for (const code of codes) expect(everything).not.toMatch(new RegExp(`(?<![0-9A-Za-z])${code}(?![0-9A-Za-z])`));
});
