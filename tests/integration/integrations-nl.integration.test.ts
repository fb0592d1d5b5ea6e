// The Dutch payroll integration (issue 19) through the route handlers, against the NL payroll simulator (a
// Loket-shaped OAuth2 API) in this process and the real job queue: add -> the first login command succeeds;
// a wrong password or a wrong OAuth client secret -> login_failure, a re-auth connects; a 500 and a timeout
// -> failed with a readable reason, a retry works; importing people links them by BSN, then name and birth
// date (token renewal is tested at the adapter, integrations-push); another company's ids 404; and no password, client secret or token in any response or log line.
import { uniqueSuffix } from "./helpers/db";
import { setUpIntegrationsHarness, waitForCommand } from "../support/integrations-harness";
import { callRoute, signInAs, type Caller } from "./helpers/http";
import { startNlPayroll, TEST_NL_CLIENT } from "./helpers/nl-payroll";
import { createEmployee, createGroup, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { generateBsn } from "@/lib/nl/bsn";
import { nlPayrollEndpoint, registerEmbeddedSimulators } from "@/lib/integrations/providers/provider-endpoints";
import { EMPLOYER_PAGE_SIZE, REFERENCE_PAGE_SIZE } from "@/lib/integrations/providers/nl-loket";
import type { NlPayrollSimulator } from "@/lib/integrations/simulators/nl-loket/sim-server";
import {
  makeLoketEmployer,
  type LoketEmployee,
  type LoketEmployer,
} from "@/lib/integrations/simulators/nl-loket/sim-store";
import * as list from "@/app/api/integrations/list/route";
import * as add from "@/app/api/integrations/add/route";
import * as reauth from "@/app/api/integrations/[id]/reauth/route";
import * as importRoute from "@/app/api/integrations/[id]/import/route";
import * as commandDetail from "@/app/api/integrations/commands/[id]/route";
import * as retry from "@/app/api/integrations/commands/[id]/retry/route";

jest.setTimeout(120_000);

const logged: string[] = [];
const responses: unknown[] = [];
let sim: NlPayrollSimulator;

beforeAll(() => {
  for (const level of ["log", "info", "warn", "error"] as const) {
    const original = console[level].bind(console);
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : String(a))).join(" "));
      if (level === "error") original(...args);
    });
  }
});
setUpIntegrationsHarness(async () => (sim = await startNlPayroll({ lines: logged })), { providerTimeoutMs: 700 });

async function call(handler: Parameters<typeof callRoute>[0], options: Parameters<typeof callRoute>[1]) {
  const res = await callRoute(handler, options);
  responses.push(res.body);
  return res;
}

let bsnSeq = 1_000_000 + Math.floor(Math.random() * 8_000_000);
const nextBsn = () => generateBsn(bsnSeq++);

function loketEmployee(fields: Partial<LoketEmployee> & Pick<LoketEmployee, "id">): LoketEmployee {
  return {
    employeeNumber: 1000 + Number(fields.id.replace(/\D/g, "") || 1),
    firstName: "Piet",
    initials: "P.",
    prefix: null,
    lastName: "Jansen",
    dateOfBirth: "1990-01-01",
    citizenServiceNumber: nextBsn(),
    employments: [],
    ...fields,
  };
}

type Login = { employerNumber: string; username: string; password: string };

function employer(employees: LoketEmployee[] = []): { login: Login; employer: LoketEmployer } {
  const login = {
    employerNumber: `${400_000 + Math.floor(Math.random() * 500_000)}${uniqueSuffix().slice(0, 3)}`,
    username: `salaris-${uniqueSuffix()}@example.nl`,
    password: `pw-${uniqueSuffix()}-Nl!`,
  };
  const e = makeLoketEmployer({
    employerNumber: login.employerNumber,
    companyName: "Test B.V.",
    users: [{ username: login.username, password: login.password }],
    employees,
  });
  sim.addEmployer(e);
  return { login, employer: e };
}

async function company() {
  const group = await createGroup();
  const admin = await createUserInGroup({
    group,
    role: "admin",
    accessPayrollProvider: true,
    accessSensitiveSettings: true,
    accessWages: true,
  });
  return { group, admin: await signInAs(admin.user.id, group.id) };
}

const addBody = (l: Login, extra: Record<string, unknown> = {}) => ({
  provider: "nl_payroll",
  alias: "Loket",
  username: l.username,
  customer_code: l.employerNumber,
  password: l.password,
  ...extra,
});

// Through call(): the polled bodies are responses too, and the no-secret check reads them.
const waitFor = (caller: Caller, commandId: number, statuses = ["succeeded", "failed", "login_failure"]) =>
  waitForCommand(caller, commandId, statuses, call);

it("adds an NL integration whose first OAuth login succeeds, listed masked with the loket source", async () => {
  const c = await company();
  const { login } = employer();
  const res = await call(add.POST, { caller: c.admin, body: addBody(login) });
  expect(res.status).toBe(200);
  expect(res.body.integration).toMatchObject({ provider: "nl_payroll", source: "loket", password: "••••••••" });
  const done = await waitFor(c.admin, res.body.command.id);
  expect(done.status).toBe("succeeded");
  const listed = await call(list.GET, { caller: c.admin });
  expect(listed.body.integrations[0]).toMatchObject({ status: "connected", provider: "nl_payroll" });
  expect(sim.requests).toContain("POST /loket/oauth/token");
});

it("gives login_failure on a wrong password, an unknown employer number or a wrong client secret; a re-auth connects", async () => {
  const c = await company();
  const { login } = employer();
  const wrong = await call(add.POST, { caller: c.admin, body: addBody(login, { password: "not-the-password" }) });
  const failed = await waitFor(c.admin, wrong.body.command.id);
  expect(failed.status).toBe("login_failure");
  expect(failed.error_reason).toMatch(/refused the credentials/);

  const fixed = await call(reauth.POST, {
    caller: c.admin,
    params: { id: String(wrong.body.integration.id) },
    body: { password: login.password },
  });
  expect(fixed.status).toBe(200);
  expect((await waitFor(c.admin, fixed.body.command.id)).status).toBe("succeeded");

  const c2 = await company();
  const unknown = await call(add.POST, { caller: c2.admin, body: addBody({ ...login, employerNumber: "999999999" }) });
  expect((await waitFor(c2.admin, unknown.body.command.id)).status).toBe("login_failure");

  // This app's OAuth client secret is wrong (a misconfigured server): the login fails the same readable way.
  const endpoint = nlPayrollEndpoint()!;
  registerEmbeddedSimulators({ nlPayroll: { ...endpoint, clientSecret: "wrong-client-secret" } });
  try {
    const c3 = await company();
    const res = await call(add.POST, { caller: c3.admin, body: addBody(login) });
    expect((await waitFor(c3.admin, res.body.command.id)).status).toBe("login_failure");
  } finally {
    registerEmbeddedSimulators({ nlPayroll: endpoint });
  }
});

it("fails with a readable reason on a timeout and a 500, and a retry succeeds", async () => {
  const c = await company();
  const { login } = employer();
  sim.setFaults({ timeout: 1 });
  const res = await call(add.POST, { caller: c.admin, body: addBody(login) });
  const id = res.body.command.id as number;
  const timedOut = await waitFor(c.admin, id);
  expect(timedOut.status).toBe("failed");
  expect(timedOut.error_reason).toMatch(/did not answer within/);
  expect(timedOut.error_detail).toEqual({ code: "timeout", values: { seconds: expect.any(Number) } });

  sim.setFaults({ error500: 1 });
  expect((await call(retry.POST, { caller: c.admin, params: { id: String(id) } })).status).toBe(200);
  const broken = await waitFor(c.admin, id);
  expect(broken.status).toBe("failed");
  expect(broken.error_reason).toMatch(/error \(500\)/);
  expect(broken.error_detail).toEqual({ code: "provider_error", values: { status: 500 } });

  sim.setFaults({});
  expect((await call(retry.POST, { caller: c.admin, params: { id: String(id) } })).status).toBe(200);
  expect((await waitFor(c.admin, id)).status).toBe("succeeded");
});

it("imports people linked by BSN, then name and birth date, with wages and code lists, and a re-run changes nothing", async () => {
  const c = await company();
  const suffix = uniqueSuffix();
  const annaBsn = nextBsn();
  const anna = await createEmployee({
    groupId: c.group.id,
    firstName: "Anna",
    lastName: `Visser${suffix}`,
    birthDate: new Date(Date.UTC(1985, 4, 12)),
    nationalNumber: annaBsn,
  });
  const bert = await createEmployee({
    groupId: c.group.id,
    firstName: "Bert",
    lastName: `Smit${suffix}`,
    birthDate: new Date(Date.UTC(1979, 0, 3)),
    nationalNumber: null,
  });
  const employment = (id: string, wage: number) => ({
    id,
    startDate: "2024-01-01",
    endDate: null,
    departmentCode: "PROD",
    costCenterCode: "K200",
    functionCode: "BAK",
    averageHoursPerWeek: 32,
    grossMonthlyWage: wage,
    wageComponents: [],
  });
  const { login } = employer([
    // Anna's name differs at the provider: the BSN decides.
    loketEmployee({
      id: `A${suffix}`,
      firstName: "Anne",
      lastName: `Visser${suffix}`,
      dateOfBirth: "1985-05-12",
      citizenServiceNumber: annaBsn,
      employments: [employment(`EA${suffix}`, 3250.75)],
    }),
    loketEmployee({
      id: `B${suffix}`,
      firstName: "Bert",
      lastName: `Smit${suffix}`,
      dateOfBirth: "1979-01-03",
      employments: [employment(`EB${suffix}`, 2900)],
    }),
    loketEmployee({ id: `C${suffix}`, firstName: "Nobody", lastName: `Known${suffix}` }),
  ]);
  const res = await call(add.POST, { caller: c.admin, body: addBody(login) });
  const integrationId = res.body.integration.id as number;
  expect((await waitFor(c.admin, res.body.command.id)).status).toBe("succeeded");

  const started = await call(importRoute.POST, {
    caller: c.admin,
    params: { id: String(integrationId) },
    body: { what: "people" },
  });
  expect(started.status).toBe(200);
  const done = await waitFor(c.admin, started.body.command.id);
  expect(done.status).toBe("succeeded");
  expect(done.error_reason).toBeNull();
  expect(done.result).toMatchObject({ people: 3, linked_now: 2, linked: 2, unmatched: 1 });
  expect(done.result).toMatchObject({ departments: 3, cost_centres: 2, functions: 3, qualifications: 0 });

  const links = await db.employeeProviderLink.findMany({ where: { integrationId }, orderBy: { externalId: "asc" } });
  expect(links.map((l) => [l.externalId, l.employeeId, l.matchedBy])).toEqual([
    [`A${suffix}`, anna.id, "national_number"],
    [`B${suffix}`, bert.id, "name_birth_date"],
  ]);
  const wages = await db.employeeWage.findMany({ where: { employeeId: { in: [anna.id, bert.id] } } });
  expect(wages.map((w) => [w.employeeId, w.brutoCents, w.weeklyMinutes]).sort()).toEqual(
    [
      [anna.id, 325_075, 32 * 60],
      [bert.id, 290_000, 32 * 60],
    ].sort(),
  );

  // A second run links nobody new and changes no wage.
  const again = await call(importRoute.POST, {
    caller: c.admin,
    params: { id: String(integrationId) },
    body: { what: "people" },
  });
  const second = await waitFor(c.admin, again.body.command.id);
  expect(second.result).toMatchObject({ linked_now: 0, linked: 2, wages_changed: 0 });
});

it("pages the employers of a login and the code lists: an employer and departments past the first page are found", async () => {
  // One login reaching more employers than a page holds; the company's employer is the last one (page 2).
  const first = employer();
  const credentials = { username: first.login.username, password: first.login.password };
  let last = first.employer;
  for (let i = 0; i < EMPLOYER_PAGE_SIZE; i++) {
    last = makeLoketEmployer({
      employerNumber: `${first.login.employerNumber}${i}`,
      companyName: `Client ${i}`,
      users: [credentials],
    });
    sim.addEmployer(last);
  }
  last.departments = Array.from({ length: REFERENCE_PAGE_SIZE + 1 }, (_, i) => ({
    key: i + 1,
    code: `D${i}`,
    description: `Department ${i}`,
  }));
  const c = await company();
  const res = await call(add.POST, {
    caller: c.admin,
    body: addBody({ ...first.login, employerNumber: last.employerNumber }),
  });
  expect((await waitFor(c.admin, res.body.command.id)).status).toBe("succeeded");
  const started = await call(importRoute.POST, {
    caller: c.admin,
    params: { id: String(res.body.integration.id) },
    body: { what: "reference_lists" },
  });
  const done = await waitFor(c.admin, started.body.command.id);
  expect(done.status).toBe("succeeded");
  expect(done.result).toMatchObject({ departments: REFERENCE_PAGE_SIZE + 1 });
});

it("keeps another company's NL integration and its commands out of reach (404)", async () => {
  const a = await company();
  const b = await company();
  const { login } = employer();
  const res = await call(add.POST, { caller: a.admin, body: addBody(login) });
  const commandId = String(res.body.command.id);
  const integrationId = String(res.body.integration.id);
  await waitFor(a.admin, Number(commandId));
  expect((await call(commandDetail.GET, { caller: b.admin, params: { id: commandId } })).status).toBe(404);
  expect((await call(retry.POST, { caller: b.admin, params: { id: commandId } })).status).toBe(404);
  expect(
    (
      await call(importRoute.POST, {
        caller: b.admin,
        params: { id: integrationId },
        body: { what: "people" },
      })
    ).status,
  ).toBe(404);
  expect(
    (await call(reauth.POST, { caller: b.admin, params: { id: integrationId }, body: { password: "x" } })).status,
  ).toBe(404);
});

// Last in the file: it sees every response and log line of the tests above.
test("no password, OAuth client secret or token is in any response, audit row or log line", async () => {
  const audit = JSON.stringify(
    await db.auditLog.findMany({ where: { objectType: { startsWith: "integration" } } }),
    (_key, value: unknown) => (typeof value === "bigint" ? value.toString() : value),
  );
  const everything = [JSON.stringify(responses), logged.join("\n"), audit].join("\n");
  expect(everything).not.toMatch(/pw-[a-z0-9]+-Nl!/);
  expect(everything).not.toContain(TEST_NL_CLIENT.clientSecret);
  expect(everything).not.toContain("not-the-password");
  expect(everything).not.toMatch(/access_token|refresh_token|Bearer [A-Za-z0-9_-]{20,}/);
});
