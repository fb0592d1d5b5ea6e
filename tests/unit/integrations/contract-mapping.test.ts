// The rules that turn a provider's contract into ours and compare the two (lib/integrations/contract-mapping.ts).
import {
  contractReadings,
  findOurContract,
  mapProviderContract,
  newContractTerms,
  overlapping,
  providerOwnedChange,
  spreadWeek,
  type OurContract,
  type ReferenceIds,
} from "@/lib/integrations/contract-mapping";
import { compareField } from "@/lib/integrations/data-conflicts/conflict-rules";
import type { ProviderContract } from "@/lib/integrations/providers/provider";

const refs: ReferenceIds = {
  function: new Map([["F010", 11]]),
  qualification: new Map([["Q2", 22]]),
  department: new Map([["OPS", 33]]),
  cost_centre: new Map([["CC100", 44]]),
};
const person = { functionCode: "F010", departmentCode: "OPS", costCentreCode: "CC100" };
const TODAY = "2026-11-27";
const pc = (fields: Partial<ProviderContract> = {}): ProviderContract => ({
  startDate: "2024-01-01",
  endDate: null,
  monthlyGrossCents: 300_000,
  weeklyMinutes: 38 * 60,
  reference: "C1",
  ...fields,
});
const ours = (fields: Partial<OurContract> = {}): OurContract => ({
  id: 1,
  integrationId: null,
  providerContractId: null,
  contractType: "open_ended",
  employmentType: "employee",
  jointCommittee: "200",
  daysPerWeek: 5,
  hoursPerWeek: 38,
  isVariableSchedule: false,
  startDate: "2024-01-01",
  endDate: null,
  functionId: 11,
  qualificationId: null,
  departmentId: 33,
  costCentreId: 44,
  ...fields,
});

describe("mapProviderContract", () => {
  it("keeps what the provider leaves out unknown, fills it only for a new contract, names entries by id", () => {
    const out = mapProviderContract(pc({ jointCommittee: "200", qualificationCode: "Q2" }), person, "BE", refs, TODAY);
    expect(out).toEqual({
      ok: true,
      contract: expect.objectContaining({
        reference: "C1",
        contractType: null,
        employmentType: null,
        jointCommittee: "200",
        daysPerWeek: null,
        hoursPerWeek: 38,
        isVariableSchedule: null,
        weeklySchedule: null,
        functionId: 11,
        qualificationId: 22,
        departmentId: 33,
        costCentreId: 44,
      }),
    });
    // The contract form's defaults, for a contract the sync creates only.
    expect(out.ok && newContractTerms(out.contract)).toMatchObject({
      contractType: "open_ended",
      employmentType: "employee",
      daysPerWeek: 5,
      isVariableSchedule: false,
      weeklySchedule: [456, 456, 456, 456, 456, 0, 0],
    });
    // Days read from the provider's own week.
    const week = pc({ jointCommittee: "200", weeklySchedule: [570, 570, 570, 570, 0, 0, 0] });
    const out4 = mapProviderContract(week, person, "BE", refs, TODAY);
    expect(out4.ok && out4.contract).toMatchObject({ daysPerWeek: 4, weeklySchedule: [570, 570, 570, 570, 0, 0, 0] });
  });

  it("drops the joint committee for a Dutch company; a new contract with an end date is a fixed term", () => {
    const out = mapProviderContract(pc({ jointCommittee: "200", endDate: "2025-12-31" }), person, "NL", refs, TODAY);
    expect(out.ok && out.contract).toMatchObject({ jointCommittee: null, contractType: null });
    expect(out.ok && newContractTerms(out.contract)).toMatchObject({ contractType: "fixed_term" });
  });

  it("uses the person's department, cost centre and function codes for the contract in force today only", () => {
    const ended = mapProviderContract(pc({ jointCommittee: "200", endDate: "2024-12-31" }), person, "BE", refs, TODAY);
    expect(ended.ok && ended.contract).toMatchObject({ functionId: null, departmentId: null, costCentreId: null });
    // So an ended contract of ours in another department keeps it.
    expect(ended.ok && providerOwnedChange(ours({ departmentId: 99, endDate: "2024-12-31" }), ended.contract)).toEqual(
      {},
    );
    const future = mapProviderContract(
      pc({ jointCommittee: "200", startDate: "2027-01-01" }),
      person,
      "BE",
      refs,
      TODAY,
    );
    expect(future.ok && future.contract).toMatchObject({ departmentId: null });
    // The contract's own codes always count.
    const own = pc({ jointCommittee: "200", endDate: "2024-12-31", departmentCode: "OPS" });
    const mappedOwn = mapProviderContract(own, person, "BE", refs, TODAY);
    expect(mappedOwn.ok && mappedOwn.contract).toMatchObject({ departmentId: 33 });
  });

  it("refuses what cannot be kept idempotently or what our contract rules refuse", () => {
    expect(mapProviderContract(pc({ reference: null }), person, "BE", refs)).toMatchObject({ ok: false });
    expect(mapProviderContract(pc({ startDate: "01/01/2024" }), person, "BE", refs)).toMatchObject({ ok: false });
    // A Belgian contract without a joint committee (ours require one).
    expect(mapProviderContract(pc(), person, "BE", refs)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/joint_committee/),
    });
    // A schedule that does not add up to the hours.
    const odd = pc({ jointCommittee: "200", weeklySchedule: [60, 0, 0, 0, 0, 0, 0] });
    expect(mapProviderContract(odd, person, "BE", refs)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/hours_per_week/),
    });
  });

  it("keeps a variable schedule without a week", () => {
    const out = mapProviderContract(pc({ jointCommittee: "200", isVariableSchedule: true }), person, "BE", refs);
    expect(out.ok && out.contract).toMatchObject({ isVariableSchedule: true, weeklySchedule: null });
  });
});

describe("spreadWeek", () => {
  it("spreads the minutes exactly over the days", () => {
    expect(spreadWeek(32, 3)).toEqual([640, 640, 640, 0, 0, 0, 0]);
    expect(spreadWeek(10, 3).reduce((a, b) => a + b, 0)).toBe(600);
  });
});

describe("matching and comparing", () => {
  const mapped = (fields: Partial<ProviderContract> = {}) => {
    const out = mapProviderContract(pc({ jointCommittee: "200", ...fields }), person, "BE", refs);
    if (!out.ok) throw new Error(out.reason);
    return out.contract;
  };

  it("treats one of ours whose integration was deleted (reference kept) as unlinked", () => {
    const orphan = ours({ integrationId: null, providerContractId: "OLD-7" });
    expect(findOurContract(mapped(), 9, [orphan], new Set())).toEqual({ contract: orphan, adopt: true });
  });

  it("finds ours by reference first, else an unlinked one starting the same day", () => {
    const linked = ours({ id: 2, integrationId: 9, providerContractId: "C1", startDate: "2020-01-01" });
    expect(findOurContract(mapped(), 9, [ours(), linked], new Set())).toEqual({ contract: linked, adopt: false });
    expect(findOurContract(mapped(), 9, [ours()], new Set())).toEqual({ contract: ours(), adopt: true });
    expect(findOurContract(mapped(), 9, [ours()], new Set([1]))).toBeNull();
    expect(findOurContract(mapped({ startDate: "2024-02-01" }), 9, [ours()], new Set())).toBeNull();
  });

  it("sees an overlap with any of ours", () => {
    expect(overlapping(mapped({ startDate: "2024-02-01" }), [ours()])).toBe("2024-01-01");
    expect(overlapping(mapped({ startDate: "2023-01-01", endDate: "2023-12-31" }), [ours()])).toBeNull();
  });

  it("compares type, hours, days and end; hours as numbers; the provider's end fills an open one", () => {
    const readings = contractReadings(
      ours(),
      mapped({ contractType: "open_ended", weeklyMinutes: 32 * 60, daysPerWeek: 4, weeklySchedule: null }),
    );
    const by = Object.fromEntries(readings.map((r) => [r.field, compareField(r)]));
    expect(by).toEqual({
      contract_type: "equal",
      contract_hours: "differ",
      contract_days: "differ",
      contract_end: "skip",
    });
    expect(compareField({ field: "contract_hours", ours: "38.00", theirs: "38" })).toBe("equal");
    const ended = contractReadings(ours(), mapped({ endDate: "2026-12-31", contractType: "open_ended" }));
    expect(compareField(ended.find((r) => r.field === "contract_end")!)).toBe("fill");
  });

  it("takes over the provider-owned terms only where theirs is known", () => {
    const theirs = mapped({ employmentType: "worker", jointCommittee: "226", functionCode: "UNKNOWN" });
    expect(providerOwnedChange(ours(), theirs)).toEqual({ employmentType: "worker", jointCommittee: "226" });
    expect(providerOwnedChange(ours(), mapped())).toEqual({});
  });

  it("a term the provider leaves out (null) leaves ours alone and raises no conflict", () => {
    // Ours: a worker on a variable schedule, 3 days, a fixed term. The provider gives no type, employment
    // type, days, week or variable flag: nothing of it is guessed, compared or taken over.
    const our = ours({
      employmentType: "worker",
      isVariableSchedule: true,
      daysPerWeek: 3,
      contractType: "fixed_term",
      endDate: "2026-12-31",
    });
    const theirs = mapped({ endDate: "2026-12-31" });
    expect(theirs).toMatchObject({
      contractType: null,
      employmentType: null,
      daysPerWeek: null,
      isVariableSchedule: null,
    });
    expect(providerOwnedChange(our, theirs)).toEqual({});
    const compared = contractReadings(our, theirs).map((r) => [r.field, compareField(r)]);
    expect(compared).toEqual([
      ["contract_hours", "equal"],
      ["contract_end", "equal"],
    ]);
  });
});
