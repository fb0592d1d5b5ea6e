// The month push interface (issue 20's payroll month builds on it) against the provider simulators in this
// process, through the adapters' real HTTP protocol: a push is kept with a receipt, a re-push of the same
// month changes nothing (and a changed month only the difference), a line for an unknown person or payroll
// code is refused as a readable "rejected" failure and nothing of that push is kept, and a person's wage
// components are read per month.
import { registerEmbeddedSimulators } from "@/lib/integrations/providers/provider-endpoints";
import { bePortalProvider } from "@/lib/integrations/providers/be-portal";
import { ProviderError, type MonthPush, type ProviderCredentials } from "@/lib/integrations/providers/provider";
import { BePortalSimulator } from "@/lib/integrations/simulators/be-portal/sim-server";
import { makeSimCompany, type SimPerson } from "@/lib/integrations/simulators/be-portal/sim-store";

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
