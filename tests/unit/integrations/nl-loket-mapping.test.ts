/** @jest-environment node */
// The NL adapter's mapping of Loket-shaped answers and of our month push, the push results both adapters
// share, the simulator's line ledger (what a re-push keeps), and its own BSN eleven-proof.
import { toEmployment, toPerson } from "@/lib/integrations/providers/nl-loket";
import { nlVariableData } from "@/lib/integrations/providers/nl-loket-payroll";
import { bePushBody } from "@/lib/integrations/providers/be-portal-payroll";
import { receiptFrom, rejectionError } from "@/lib/integrations/providers/push-results";
import { ProviderError, type MonthPush } from "@/lib/integrations/providers/provider";
import { PayrollLedger } from "@/lib/integrations/simulators/payroll-ledger";
import { bsnWithCheckDigit, passesElevenProof } from "@/lib/integrations/simulators/nl-loket/sim-store";
import { demoLoketEmployer } from "@/lib/integrations/simulators/nl-loket/sim-demo";

const employment = (over: Record<string, unknown> = {}) => ({
  id: "x1",
  employee: { id: "e1", employeeNumber: 1001 },
  startDate: "2024-01-01",
  endDate: null,
  department: { key: 2, code: "PROD", description: "Productie" },
  costCenter: null,
  function: { key: 1, code: "BAK", description: "Bakker" },
  workingHours: { averageHoursPerWeek: 32.5 },
  wage: { grossWage: 3250.75, payPeriod: "month" },
  ...over,
});

describe("NL adapter mapping", () => {
  it("reads an employment: euros to cents, weekly hours to minutes, codes from the code objects", () => {
    expect(toEmployment(employment())).toEqual({
      employeeId: "e1",
      employment: {
        startDate: "2024-01-01",
        endDate: null,
        monthlyGrossCents: 325_075,
        weeklyMinutes: 1950,
        departmentCode: "PROD",
        costCentreCode: null,
        functionCode: "BAK",
        // The contract terms the contract sync reads; what the answer leaves out is null (not compared).
        reference: "x1",
        contractType: null,
        employmentType: "employee",
        jointCommittee: null,
        daysPerWeek: null,
        weeklySchedule: null,
        isVariableSchedule: null,
        qualificationCode: null,
      },
    });
  });

  it("reads an employment's type of contract, days and working pattern (hours per weekday into minutes)", () => {
    const read = toEmployment(
      employment({
        typeOfContract: { key: 2, value: "Bepaalde tijd" },
        workingHours: {
          averageHoursPerWeek: 24,
          averageDaysPerWeek: 3,
          flexibleHours: false,
          workingPattern: [1, 2, 3, 4, 5, 6, 7].map((d) => ({ dayOfWeek: d, hours: d <= 3 ? 8 : 0 })),
        },
      }),
    ).employment;
    expect(read).toMatchObject({
      contractType: "fixed_term",
      daysPerWeek: 3,
      weeklySchedule: [480, 480, 480, 0, 0, 0, 0],
      isVariableSchedule: false,
    });
    const flexible = toEmployment(employment({ workingHours: { averageHoursPerWeek: 0, flexibleHours: true } }));
    expect(flexible.employment).toMatchObject({ isVariableSchedule: true, weeklySchedule: null });
  });

  it("reads an employee with the BSN as national number and the open-ended employment's codes", () => {
    const old = toEmployment(
      employment({ startDate: "2020-01-01", endDate: "2023-12-31", department: { code: "KANT" } }),
    );
    const current = toEmployment(employment());
    const person = toPerson(
      {
        id: "e1",
        personalDetails: { firstName: "Fleur", prefix: "van den", lastName: "Berg", dateOfBirth: "1992-06-21" },
        citizenServiceNumber: "111222333",
      },
      [old.employment, current.employment],
    );
    expect(person).toMatchObject({
      externalId: "e1",
      nationalNumber: "111222333",
      firstName: "Fleur",
      lastName: "Berg",
      birthDate: "1992-06-21",
      departmentCode: "PROD",
      functionCode: "BAK",
    });
    expect(person.contracts).toHaveLength(2);
  });

  it("refuses an employee without a name as a protocol error", () => {
    expect(() => toPerson({ id: "e1", personalDetails: {} }, [])).toThrow(ProviderError);
  });
});

const push: MonthPush = {
  year: 2026,
  month: 2,
  employeeExternalIds: ["e1"],
  daysOff: [{ employeeExternalId: "e1", date: "2026-02-03", hours: 7.6, payrollCode: "VAK" }],
  oneOffs: [
    {
      employeeExternalId: "e1",
      typeCode: "8100",
      totalValueCents: 12_345,
      hours: null,
      days: null,
      unity: null,
      amountCents: 12_345,
      percentage: null,
      isPeriodical: false,
      isNegative: false,
      isBarema: false,
    },
  ],
  specialMessages: [],
  advances: [{ employeeExternalId: "e1", paymentDate: "2026-02-15", amountCents: 50_000 }],
  temporaryUnemployment: [],
  payoutDate: null,
  messageForPayroll: "Bonus in February",
};

describe("month push payloads", () => {
  it("puts the NL push in Loket's words, money in euros", () => {
    const body = nlVariableData(push);
    expect(body.leave).toEqual([
      { employeeId: "e1", date: "2026-02-03", numberOfHours: 7.6, leaveType: { code: "VAK" } },
    ]);
    expect(body.variableWageComponents[0]).toMatchObject({ wageComponent: { code: "8100" }, amount: 123.45 });
    expect(body.advances).toEqual([{ employeeId: "e1", paymentDate: "2026-02-15", amount: 500 }]);
  });

  it("puts the BE push in the portal's words, money in cents", () => {
    const body = bePushBody(push);
    expect(body.days_off).toEqual([{ employee_id: "e1", date: "2026-02-03", hours: 7.6, payroll_code: "VAK" }]);
    expect(body.one_offs[0]).toMatchObject({ type_code: "8100", amount_cents: 12_345 });
  });

  it("reads a receipt and refuses an incomplete one", () => {
    const names = {
      receiptId: "id",
      receivedAt: "at",
      lineCount: "n",
      added: "a",
      changed: "c",
      removed: "r",
      unchanged: "u",
    } as const;
    expect(receiptFrom({ id: "R1", at: "2026-02-01T00:00:00Z", n: 3, a: 1, c: 1, r: 0, u: 1 }, names)).toMatchObject({
      receiptId: "R1",
      lineCount: 3,
    });
    expect(() => receiptFrom({ id: "R1" }, names)).toThrow(/could not be read/);
  });

  it("names the first refused lines and how many more in a rejection's message", () => {
    const rejections = Array.from({ length: 5 }, (_, i) => ({
      employeeExternalId: `e${i}`,
      field: "days_off",
      reason: "unknown_code" as const,
      message: `Unknown payroll code X${i}`,
    }));
    const error = rejectionError(rejections);
    expect(error.kind).toBe("rejected");
    expect(error.message).toBe(
      "The provider refused 5 lines of the push: Unknown payroll code X0; Unknown payroll code X1; Unknown payroll code X2 and 2 more",
    );
    expect(error.rejections).toHaveLength(5);
  });
});

describe("simulator ledger", () => {
  const line = (employeeId: string, key: string, hours: number) => ({
    kind: "day_off" as const,
    employeeId,
    key,
    data: { hours, key },
  });
  const extra = { payoutDate: null, messageForPayroll: null };

  it("counts added, unchanged, changed and removed lines, and never duplicates one", () => {
    const ledger = new PayrollLedger();
    expect(ledger.apply("2026-02", ["a", "b"], [line("a", "1", 8), line("b", "1", 8)], extra)).toMatchObject({
      added: 2,
      unchanged: 0,
    });
    expect(ledger.apply("2026-02", ["a", "b"], [line("a", "1", 8), line("b", "1", 8)], extra)).toMatchObject({
      added: 0,
      unchanged: 2,
    });
    expect(ledger.apply("2026-02", ["a"], [line("a", "1", 4), line("a", "2", 8)], extra)).toMatchObject({
      added: 1,
      changed: 1,
      removed: 0,
      unchanged: 0,
    });
    expect(ledger.apply("2026-02", ["a"], [], extra)).toMatchObject({ removed: 2 });
    // b was outside the last scopes: kept.
    expect(ledger.read("2026-02").lines.map((l) => l.employeeId)).toEqual(["b"]);
    expect(ledger.read("2026-02").receipts).toHaveLength(4);
    expect(ledger.read("2026-03")).toEqual({ lines: [], receipts: [] });
  });
});

describe("NL simulator's BSN eleven-proof", () => {
  it("agrees with the domain vectors", () => {
    expect(passesElevenProof("111222333")).toBe(true);
    expect(passesElevenProof("123456782")).toBe(true);
    expect(passesElevenProof("111252333")).toBe(false);
    expect(passesElevenProof("000000000")).toBe(false);
    expect(bsnWithCheckDigit("12345678")).toBe("123456782");
  });

  it("serves a demo employer of 20 employees whose BSNs all pass and differ", () => {
    const employer = demoLoketEmployer();
    const bsns = employer.employees.map((e) => e.citizenServiceNumber);
    expect(bsns).toHaveLength(20);
    expect(bsns.every(passesElevenProof)).toBe(true);
    expect(new Set(bsns).size).toBe(20);
  });
});
