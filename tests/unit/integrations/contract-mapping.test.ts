// The rules that turn a provider's contract into ours and compare the two (lib/integrations/contract-mapping.ts).
import {
  contractReadings,
  findOurContract,
  mapProviderContract,
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
  it("fills what the provider leaves out and names reference entries by id", () => {
    const out = mapProviderContract(pc({ jointCommittee: "200", qualificationCode: "Q2" }), person, "BE", refs);
    expect(out).toEqual({
      ok: true,
      contract: expect.objectContaining({
        reference: "C1",
        contractType: "open_ended",
        employmentType: "employee",
        jointCommittee: "200",
        daysPerWeek: 5,
        hoursPerWeek: 38,
        weeklySchedule: [456, 456, 456, 456, 456, 0, 0],
        functionId: 11,
        qualificationId: 22,
        departmentId: 33,
        costCentreId: 44,
      }),
    });
  });

  it("drops the joint committee for a Dutch company and reads an end date as a fixed term", () => {
    const out = mapProviderContract(pc({ jointCommittee: "200", endDate: "2025-12-31" }), person, "NL", refs);
    expect(out.ok && out.contract).toMatchObject({ jointCommittee: null, contractType: "fixed_term" });
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
    const readings = contractReadings(ours(), mapped({ weeklyMinutes: 32 * 60, daysPerWeek: 4, weeklySchedule: null }));
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
});
