// The shared harness of the payroll-integration integration tests: a test database, the real job queue and
// a provider simulator started in this process for the whole file; a poll of the command detail route until
// a command reaches a wanted state; a BE portal person with neutral defaults; and a company whose admin,
// read-only admin and admin without the payroll_provider switch are signed in.
import { setupTestDatabase } from "../integration/helpers/db";
import { callRoute, signInAs, type Caller } from "../integration/helpers/http";
import { createEmployee, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { makeSimCompany } from "@/lib/integrations/simulators/be-portal/sim-store";
import { uniqueSuffix } from "../integration/helpers/db";
import { stopQueue } from "@/lib/jobs/queue";
import { startJobWorkers } from "@/lib/jobs/start-workers";
import type { SimPerson } from "@/lib/integrations/simulators/be-portal/sim-store";
import type { BePortalSimulator } from "@/lib/integrations/simulators/be-portal/sim-server";
import { startBePortal } from "../integration/helpers/be-portal";
import * as add from "@/app/api/integrations/add/route";
import * as commandDetail from "@/app/api/integrations/commands/[id]/route";

type Group = Parameters<typeof createUserInGroup>[0]["group"];

// The states a command rests in: polling stops at the first of them unless a test names others.
export const RESTING_COMMAND_STATES = ["succeeded", "failed", "login_failure", "awaiting_2fa"];

// Registers the file's beforeAll/afterAll. `start` starts the simulator (the test keeps it in its own
// variable); a provider timeout shortens the adapters' wait so fault-injection tests stay fast.
export function setUpIntegrationsHarness(
  start: () => Promise<{ stop(): Promise<void> }>,
  options: { providerTimeoutMs?: number } = {},
): void {
  let sim: { stop(): Promise<void> } | undefined;
  beforeAll(async () => {
    if (options.providerTimeoutMs !== undefined) process.env.PROVIDER_TIMEOUT_MS = String(options.providerTimeoutMs);
    await setupTestDatabase();
    await startJobWorkers();
    sim = await start();
  }, 120_000);
  afterAll(async () => {
    await sim?.stop();
    await stopQueue();
  });
}

// Polls the command detail route until the command is in one of `statuses`; `call` lets a test route the
// polled responses through its own wrapper (e.g. one that keeps every body for a no-secret check).
export async function waitForCommand(
  caller: Caller,
  commandId: number,
  statuses: string[] = RESTING_COMMAND_STATES,
  call: typeof callRoute = callRoute,
) {
  const started = Date.now();
  for (;;) {
    const res = await call(commandDetail.GET, { caller, params: { id: String(commandId) } });
    if (statuses.includes(res.body.command?.status)) return res.body.command;
    if (Date.now() - started > 30_000) throw new Error(`command ${commandId}: ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const simPerson = (id: string, fields: Partial<SimPerson> = {}): SimPerson => ({
  id,
  national_number: "",
  first_name: "X",
  last_name: "Y",
  birth_date: "1990-01-01",
  department_code: "OPS",
  cost_centre_code: "CC100",
  function_code: "F010",
  contracts: [],
  ...fields,
});

// An admin, a read-only admin and an admin without the payroll_provider switch in `group`, signed in.
export async function signInIntegrationAdmins(group: Group) {
  const admin = await createUserInGroup({ group, role: "admin", accessPayrollProvider: true });
  const readOnly = await createUserInGroup({ group, role: "admin", accessPayrollProvider: true, readOnly: true });
  const noSwitch = await createUserInGroup({ group, role: "admin", accessPayrollProvider: false });
  return {
    adminUserId: admin.user.id,
    noSwitchUserId: noSwitch.user.id,
    admin: await signInAs(admin.user.id, group.id),
    readOnly: await signInAs(readOnly.user.id, group.id),
    noSwitch: await signInAs(noSwitch.user.id, group.id),
  };
}

// Adds a BE portal integration for a simulator company through the add route and waits for its first
// login to succeed; answers the integration's id.
export async function addBePortalIntegration(
  caller: Caller,
  customerCode: string,
  login = { username: "sync", password: "sync-pass-123" },
): Promise<number> {
  const added = await callRoute(add.POST, {
    caller,
    body: { provider: "be_portal", alias: "Portal", customer_code: customerCode, ...login },
  });
  expect(added.status).toBe(200);
  expect((await waitForCommand(caller, added.body.command.id)).status).toBe("succeeded");
  return added.body.integration.id as number;
}

// The whole harness with the BE portal simulator, for a file that only needs that one: answers a getter
// of the simulator (started in beforeAll, so read it inside tests).
export function setUpBePortalHarness(): () => BePortalSimulator {
  jest.setTimeout(120_000);
  let sim: BePortalSimulator | undefined;
  setUpIntegrationsHarness(async () => (sim = await startBePortal()));
  return () => sim!;
}

// A company connected to the BE portal simulator whose login asks for a second factor once connected (the
// first login goes through without one), with Ann linked to the portal's person P1: the start of every
// test of a command that waits for a code. Answers what the tests read: the integration and the customer
// code (sim.latestCode(customerCode, login.username) gives the code), and Ann.
export async function connectWithSecondFactor(
  sim: BePortalSimulator,
  admin: Caller,
  groupId: number,
  options: { login: { username: string; password: string }; person?: Partial<SimPerson> },
) {
  const customerCode = `F${uniqueSuffix()}`;
  const company = makeSimCompany({
    customer_code: customerCode,
    name: "Two-factor company",
    users: [{ ...options.login, secondFactor: false }],
    people: [simPerson("P1", options.person)],
  });
  sim.addCompany(company);
  const integrationId = await addBePortalIntegration(admin, customerCode, options.login);
  // From now on the portal asks this login for a second factor.
  company.users[0]!.secondFactor = true;
  const ann = await createEmployee({ groupId, firstName: "Ann", startDate: new Date("2020-01-01") });
  await db.employeeProviderLink.create({
    data: { groupId, integrationId, employeeId: ann.id, externalId: "P1", matchedBy: "manual" },
  });
  return { customerCode, integrationId, ann };
}
