// The contract rules across fields: end dates by type, the Belgian and Dutch variants, probation limits,
// and a weekly schedule agreeing with the hours and days.
import { checkContractFields, maxProbationMonths, type ContractFields } from "@/lib/contracts/contract-rules";

const base: ContractFields = {
  contract_type: "open_ended",
  joint_committee: "200",
  is_variable_schedule: false,
  weekly_schedule: [456, 456, 456, 456, 456, 0, 0],
  days_per_week: 5,
  hours_per_week: 38,
  start_date: "2024-01-01",
  end_date: null,
};

describe("checkContractFields", () => {
  it("accepts a valid Belgian open-ended contract", () => {
    expect(checkContractFields(base, "BE")).toEqual({});
  });

  it.each(["fixed_term", "student", "interim"] as const)("needs an end date for %s", (type) => {
    expect(checkContractFields({ ...base, contract_type: type }, "BE").end_date).toMatch(/required/);
    expect(checkContractFields({ ...base, contract_type: type, end_date: "2024-06-30" }, "BE")).toEqual({});
  });

  it.each(["open_ended", "specific_work", "replacement", "flexi"] as const)("%s may stay open", (type) => {
    expect(checkContractFields({ ...base, contract_type: type }, "BE").end_date).toBeUndefined();
  });

  it("refuses an end before the start", () => {
    expect(checkContractFields({ ...base, end_date: "2023-12-31" }, "BE").end_date).toMatch(/before/);
  });

  it("Belgium: a joint committee number, no CAO or probation", () => {
    expect(checkContractFields({ ...base, joint_committee: null }, "BE").joint_committee).toMatch(/required/);
    expect(checkContractFields({ ...base, joint_committee: "140.03" }, "BE")).toEqual({});
    expect(checkContractFields({ ...base, joint_committee: "20" }, "BE").joint_committee).toMatch(/number/);
    expect(checkContractFields({ ...base, cao: "x" }, "BE").cao).toMatch(/Dutch/);
    expect(checkContractFields({ ...base, probation_months: 1 }, "BE").probation_months).toMatch(/Dutch/);
  });

  it("the Netherlands: no joint committee, no flexi, probation by duration", () => {
    const nl = { ...base, joint_committee: null };
    expect(checkContractFields(nl, "NL")).toEqual({});
    expect(checkContractFields(base, "NL").joint_committee).toMatch(/Belgian/);
    expect(checkContractFields({ ...nl, contract_type: "flexi" }, "NL").contract_type).toMatch(/Belgium/);
    expect(checkContractFields({ ...nl, probation_months: 2 }, "NL")).toEqual({});
    const sixMonths = { ...nl, contract_type: "fixed_term" as const, end_date: "2024-06-30", probation_months: 1 };
    expect(checkContractFields(sixMonths, "NL").probation_months).toMatch(/must be 0/);
    const year = { ...sixMonths, end_date: "2024-12-31", probation_months: 2 };
    expect(checkContractFields(year, "NL").probation_months).toMatch(/at most 1/);
  });

  it("probation limits: none up to 6 months, 1 month under 2 years, 2 otherwise", () => {
    expect(maxProbationMonths({ start_date: "2024-01-01", end_date: "2024-06-30" })).toBe(0);
    expect(maxProbationMonths({ start_date: "2024-01-01", end_date: "2024-07-01" })).toBe(1);
    expect(maxProbationMonths({ start_date: "2024-01-01", end_date: "2025-12-31" })).toBe(2);
    expect(maxProbationMonths({ start_date: "2024-01-01", end_date: null })).toBe(2);
  });

  it("a fixed schedule must match the hours and days; a variable one has none", () => {
    expect(checkContractFields({ ...base, hours_per_week: 40 }, "BE").hours_per_week).toMatch(/38/);
    expect(checkContractFields({ ...base, days_per_week: 4 }, "BE").days_per_week).toMatch(/5/);
    expect(checkContractFields({ ...base, days_per_week: 4.5 }, "BE")).toEqual({});
    expect(checkContractFields({ ...base, weekly_schedule: null }, "BE").weekly_schedule).toMatch(/required/);
    expect(checkContractFields({ ...base, is_variable_schedule: true }, "BE").weekly_schedule).toMatch(/variable/);
    expect(checkContractFields({ ...base, is_variable_schedule: true, weekly_schedule: null }, "BE")).toEqual({});
  });
});
