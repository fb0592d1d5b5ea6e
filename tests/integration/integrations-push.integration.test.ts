// The month push interface (issue 20's payroll month builds on it) against the provider simulators in this
// process, through the adapters' real HTTP protocol: a push is kept with a receipt, a re-push of the same
// month changes nothing (and a changed month only the difference), a line for an unknown person or payroll
// code is refused as a readable "rejected" failure and nothing of that push is kept, and a person's wage
// components are read per month. The same checks run against both providers (BE portal, NL payroll API).
import { registerEmbeddedSimulators } from "@/lib/integrations/providers/provider-endpoints";
import { bePortalProvider } from "@/lib/integrations/providers/be-portal";
import { ProviderError, type MonthPush, type ProviderCredentials } from "@/lib/integrations/providers/provider";
import { BePortalSimulator } from "@/lib/integrations/simulators/be-portal/sim-server";
import { makeSimCompany, type SimPerson } from "@/lib/integrations/simulators/be-portal/sim-store";
import { nlLoketProvider } from "@/lib/integrations/providers/nl-loket";
import type { NlPayrollSimulator } from "@/lib/integrations/simulators/nl-loket/sim-server";
import { makeLoketEmployer, type LoketEmployee } from "@/lib/integrations/simulators/nl-loket/sim-store";
import { startNlPayroll } from "./helpers/nl-payroll";

jest.setTimeout(60_000);

const person = (id: string, gross: number): SimPerson => ({
  id,
  national_number: "85073003328",
  first_name: "Test",
  last_name: id,
  birth_date: "1985-07-30",
  department_code: null,
  cost_centre_code: null,
  function_code: null,
  contracts: [{ start_date: "2020-01-01", end_date: null, monthly_gross_cents: gross, weekly_minutes: 2280 }],
});

function monthPush(overrides: Partial<MonthPush> = {}): MonthPush {
  return {
    year: 2026,
    month: 3,
    employeeExternalIds: ["W1", "W2"],
    daysOff: [
      { employeeExternalId: "W1", date: "2026-03-02", hours: 7.6, payrollCode: "VA" },
      { employeeExternalId: "W1", date: "2026-03-03", hours: 7.6, payrollCode: "VA" },
      { employeeExternalId: "W2", date: "2026-03-10", hours: 3.8, payrollCode: "ZK" },
    ],
    oneOffs: [
      {
        employeeExternalId: "W2",
        typeCode: "P100",
        totalValueCents: 25_000,
        hours: null,
        days: null,
        unity: null,
        amountCents: 25_000,
        percentage: null,
        isPeriodical: false,
        isNegative: false,
        isBarema: false,
      },
    ],
    specialMessages: [{ employeeExternalId: "W1", message: "Starts part-time on 16 March" }],
    advances: [{ employeeExternalId: "W2", paymentDate: "2026-03-15", amountCents: 50_000 }],
    temporaryUnemployment: [{ employeeExternalId: "W1", kind: "economic", days: 2 }],
    payoutDate: "2026-03-31",
    messageForPayroll: null,
    ...overrides,
  };
}

describe("BE portal: month push", () => {
  let sim: BePortalSimulator;
  const credentials: ProviderCredentials = {
    customerCode: "PUSH1",
    username: "payroll",
    password: "pw-push-1",
    secret: null,
  };

  beforeAll(async () => {
    sim = new BePortalSimulator({
      log: () => {},
      companies: [
        makeSimCompany({
          customer_code: "PUSH1",
          name: "Push company",
          users: [{ username: "payroll", password: "pw-push-1", secondFactor: false }],
          people: [person("W1", 320_000), person("W2", 410_000), person("W3", 290_000)],
        }),
      ],
    });
    const port = await sim.start(0);
    registerEmbeddedSimulators({ bePortalUrl: `http://127.0.0.1:${port}/portal/api/v1` });
  });
  afterAll(async () => {
    registerEmbeddedSimulators(null);
    await sim.stop();
  });

  async function session() {
    const login = await bePortalProvider.login(credentials);
    if (login.kind !== "authenticated") throw new Error("expected a session");
    return login.session;
  }

  it("keeps a push with a receipt, and a re-push only changes the difference", async () => {
    const s = await session();
    const first = await bePortalProvider.pushMonth(credentials, s, monthPush());
    expect(first).toMatchObject({ lineCount: 7, added: 7, changed: 0, removed: 0, unchanged: 0 });
    expect(first.receiptId).toMatch(/^R-2026-03-/);

    const again = await bePortalProvider.pushMonth(credentials, s, monthPush());
    expect(again).toMatchObject({ lineCount: 7, added: 0, changed: 0, removed: 0, unchanged: 7 });
    expect(sim.receivedMonth("PUSH1", "2026-03").lines).toHaveLength(7);

    // One day's hours change, one day is withdrawn, one is new: only those three move.
    const edited = monthPush({
      daysOff: [
        { employeeExternalId: "W1", date: "2026-03-02", hours: 3.8, payrollCode: "VA" },
        { employeeExternalId: "W2", date: "2026-03-10", hours: 3.8, payrollCode: "ZK" },
        { employeeExternalId: "W2", date: "2026-03-11", hours: 7.6, payrollCode: "ZK" },
      ],
    });
    const third = await bePortalProvider.pushMonth(credentials, s, edited);
    expect(third).toMatchObject({ added: 1, changed: 1, removed: 1, unchanged: 5 });
    const held = sim.receivedMonth("PUSH1", "2026-03");
    expect(held.receipts.map((r) => r.receipt_id)).toEqual([first.receiptId, again.receiptId, third.receiptId]);
    const days = held.lines.filter((l) => l.kind === "day_off").map((l) => l.data);
    expect(days).toEqual(
      expect.arrayContaining([
        { employee_id: "W1", date: "2026-03-02", hours: 3.8, payroll_code: "VA" },
        { employee_id: "W2", date: "2026-03-11", hours: 7.6, payroll_code: "ZK" },
      ]),
    );
    expect(days).toHaveLength(3);
  });

  it("leaves people outside the push's scope as they were", async () => {
    const s = await session();
    await bePortalProvider.pushMonth(
      credentials,
      s,
      monthPush({
        month: 4,
        daysOff: [],
        employeeExternalIds: ["W1", "W2"],
        temporaryUnemployment: [],
        specialMessages: [],
        oneOffs: [],
        advances: [{ employeeExternalId: "W1", paymentDate: "2026-04-15", amountCents: 10_000 }],
      }),
    );
    const onlyW2 = await bePortalProvider.pushMonth(
      credentials,
      s,
      monthPush({
        month: 4,
        employeeExternalIds: ["W2"],
        daysOff: [],
        oneOffs: [],
        specialMessages: [],
        advances: [],
        temporaryUnemployment: [],
      }),
    );
    expect(onlyW2).toMatchObject({ lineCount: 0, removed: 0 });
    expect(sim.receivedMonth("PUSH1", "2026-04").lines).toHaveLength(1);
  });

  it("refuses an unknown payroll code or person as a readable rejection, and keeps nothing of that push", async () => {
    const s = await session();
    const bad = monthPush({
      month: 5,
      employeeExternalIds: ["W1", "W9"],
      daysOff: [
        { employeeExternalId: "W1", date: "2026-05-04", hours: 7.6, payrollCode: "NOPE" },
        { employeeExternalId: "W9", date: "2026-05-05", hours: 7.6, payrollCode: "VA" },
      ],
      oneOffs: [],
      advances: [],
      specialMessages: [],
      temporaryUnemployment: [],
    });
    const error = await bePortalProvider.pushMonth(credentials, s, bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    const rejected = error as ProviderError;
    expect(rejected.kind).toBe("rejected");
    expect(rejected.message).toMatch(/refused \d+ lines/);
    expect(rejected.message).toContain("Unknown payroll code NOPE");
    expect(rejected.rejections).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ employeeExternalId: "W1", reason: "unknown_code", field: "days_off.0.payroll_code" }),
        expect.objectContaining({ employeeExternalId: "W9", reason: "unknown_employee" }),
      ]),
    );
    expect(sim.receivedMonth("PUSH1", "2026-05")).toEqual({ lines: [], receipts: [] });
  });

  it("refuses a day outside the pushed month", async () => {
    const s = await session();
    const error = (await bePortalProvider
      .pushMonth(
        credentials,
        s,
        monthPush({ daysOff: [{ employeeExternalId: "W1", date: "2026-04-01", hours: 7.6, payrollCode: "VA" }] }),
      )
      .catch((e: unknown) => e)) as ProviderError;
    expect(error.kind).toBe("rejected");
    expect(error.rejections[0]).toMatchObject({ reason: "invalid", field: "days_off.0.date" });
  });

  it("reads a person's wage components for a month", async () => {
    const s = await session();
    const components = await bePortalProvider.fetchWageComponents(credentials, s, "W2", { year: 2026, month: 3 });
    expect(components).toEqual([
      expect.objectContaining({ code: "1000", kind: "fixed", amountCents: 410_000, unit: "amount" }),
    ]);
    const before = await bePortalProvider.fetchWageComponents(credentials, s, "W2", { year: 2019, month: 12 });
    expect(before).toEqual([]);
    await expect(
      bePortalProvider.fetchWageComponents(credentials, s, "W404", { year: 2026, month: 3 }),
    ).rejects.toMatchObject({
      kind: "rejected",
    });
  });

  it("answers an expired session as session_expired", async () => {
    const s = await session();
    sim.setFaults({ expireSessions: true });
    try {
      await expect(bePortalProvider.pushMonth(credentials, s, monthPush())).rejects.toMatchObject({
        kind: "session_expired",
      });
    } finally {
      sim.setFaults({});
    }
  });
});

describe("NL payroll API: month push", () => {
  let sim: NlPayrollSimulator;
  const credentials: ProviderCredentials = {
    customerCode: "700700",
    username: "salaris@push.nl",
    password: "pw-nl-push",
    secret: null,
  };
  const employee = (id: string, bsn: string, wage: number): LoketEmployee => ({
    id,
    employeeNumber: Number(id.slice(1)) + 1000,
    firstName: "Test",
    initials: "T.",
    prefix: null,
    lastName: id,
    dateOfBirth: "1990-01-01",
    citizenServiceNumber: bsn,
    employments: [
      {
        id: `emp-${id}`,
        startDate: "2020-01-01",
        endDate: null,
        departmentCode: "PROD",
        costCenterCode: null,
        functionCode: "BAK",
        averageHoursPerWeek: 38,
        grossMonthlyWage: wage,
        wageComponents: [],
      },
    ],
  });
  // The push fixture names W1 and W2; the NL codes differ from the BE ones.
  const nlPush = (overrides: Partial<MonthPush> = {}) =>
    monthPush({
      daysOff: [
        { employeeExternalId: "W1", date: "2026-03-02", hours: 7.6, payrollCode: "VAK" },
        { employeeExternalId: "W1", date: "2026-03-03", hours: 7.6, payrollCode: "VAK" },
        { employeeExternalId: "W2", date: "2026-03-10", hours: 3.8, payrollCode: "ZKT" },
      ],
      oneOffs: monthPush().oneOffs.map((o) => ({ ...o, typeCode: "8100" })),
      temporaryUnemployment: [],
      ...overrides,
    });

  beforeAll(async () => {
    sim = await startNlPayroll({
      employers: [
        makeLoketEmployer({
          employerNumber: "700700",
          companyName: "Push B.V.",
          users: [{ username: "salaris@push.nl", password: "pw-nl-push" }],
          employees: [employee("W1", "111222333", 3100.5), employee("W2", "123456782", 2800)],
        }),
      ],
    });
  });
  afterAll(async () => {
    registerEmbeddedSimulators(null);
    await sim.stop();
  });

  async function session() {
    const login = await nlLoketProvider.login(credentials);
    if (login.kind !== "authenticated") throw new Error("expected a session");
    return login.session;
  }

  it("keeps a push with a receipt, and a re-push only changes the difference", async () => {
    const s = await session();
    const first = await nlLoketProvider.pushMonth(credentials, s, nlPush());
    expect(first).toMatchObject({ lineCount: 6, added: 6, changed: 0, removed: 0, unchanged: 0 });
    const again = await nlLoketProvider.pushMonth(credentials, s, nlPush());
    expect(again).toMatchObject({ lineCount: 6, added: 0, unchanged: 6 });
    const edited = nlPush({
      daysOff: [
        { employeeExternalId: "W1", date: "2026-03-02", hours: 3.8, payrollCode: "VAK" },
        { employeeExternalId: "W2", date: "2026-03-10", hours: 3.8, payrollCode: "ZKT" },
        { employeeExternalId: "W2", date: "2026-03-11", hours: 7.6, payrollCode: "ZKT" },
      ],
    });
    expect(await nlLoketProvider.pushMonth(credentials, s, edited)).toMatchObject({
      added: 1,
      changed: 1,
      removed: 1,
      unchanged: 4,
    });
    const held = sim.receivedMonth("700700", "2026-03");
    expect(held.receipts).toHaveLength(3);
    const leave = held.lines.filter((l) => l.kind === "day_off").map((l) => l.data);
    expect(leave).toHaveLength(3);
    expect(leave).toContainEqual({
      employeeId: "W1",
      date: "2026-03-02",
      numberOfHours: 3.8,
      leaveType: { code: "VAK" },
    });
    // Money goes in euros, as Loket's amounts are.
    expect(held.lines.find((l) => l.kind === "one_off")?.data).toMatchObject({
      amount: 250,
      wageComponent: { code: "8100" },
    });
  });

  it("refuses an unknown leave type, an unknown employee and Belgian temporary unemployment, keeping nothing", async () => {
    const s = await session();
    const error = (await nlLoketProvider
      .pushMonth(
        credentials,
        s,
        nlPush({
          month: 6,
          employeeExternalIds: ["W1", "nobody"],
          daysOff: [
            { employeeExternalId: "W1", date: "2026-06-01", hours: 8, payrollCode: "VA" },
            { employeeExternalId: "nobody", date: "2026-06-02", hours: 8, payrollCode: "VAK" },
          ],
          oneOffs: [],
          advances: [],
          specialMessages: [],
          temporaryUnemployment: [{ employeeExternalId: "W1", kind: "weather", days: 1 }],
        }),
      )
      .catch((e: unknown) => e)) as ProviderError;
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.kind).toBe("rejected");
    expect(error.message).toContain("Unknown leave type VA");
    expect(error.rejections.map((r) => r.reason).sort()).toEqual(
      expect.arrayContaining(["not_supported", "unknown_code", "unknown_employee"]),
    );
    expect(sim.receivedMonth("700700", "2026-06")).toEqual({ lines: [], receipts: [] });
  });

  it("renews an expired access token with the refresh token, else by logging in again", async () => {
    const s = await session();
    const tokenCalls = () => sim.requests.filter((r) => r === "POST /loket/oauth/token").length;
    const before = tokenCalls();
    sim.setFaults({ expireSessions: true });
    const firstToken = s.token;
    await nlLoketProvider.fetchWageComponents(credentials, s, "W1", { year: 2026, month: 3 });
    expect(tokenCalls() - before).toBe(1);
    expect(s.token).not.toBe(firstToken);

    sim.setFaults({ expireSessions: true, expireRefreshTokens: true });
    await nlLoketProvider.fetchWageComponents(credentials, s, "W1", { year: 2026, month: 3 });
    // The refresh is refused, then a password grant.
    expect(tokenCalls() - before).toBe(3);
    sim.setFaults({});
  });

  it("renews a token about to expire before using it", async () => {
    const s = await session();
    s.expiresAt = Date.now() + 1_000;
    const old = s.token;
    await nlLoketProvider.fetchWageComponents(credentials, s, "W1", { year: 2026, month: 3 });
    expect(s.token).not.toBe(old);
    expect(s.expiresAt).toBeGreaterThan(Date.now() + 60_000);
  });

  it("reads an employee's wage components for a month (the gross wage in cents)", async () => {
    const s = await session();
    const components = await nlLoketProvider.fetchWageComponents(credentials, s, "W1", { year: 2026, month: 3 });
    expect(components).toEqual([
      expect.objectContaining({ code: "1000", description: "Salaris", kind: "fixed", amountCents: 310_050 }),
    ]);
  });
});
