// Taking the provider's value of a contract term: read as the contract form reads the field, and refused
// (field -> message) when the contract with it breaks a contract rule it did not break before.
import { singleWeek, takeProviderTerm } from "@/lib/integrations/data-conflicts/contract-decision";
import type { ContractFields } from "@/lib/contracts/contract-rules";

const WEEK_38 = [456, 456, 456, 456, 456, 0, 0];

const beContract = (over: Partial<ContractFields> = {}): ContractFields => ({
  contract_type: "open_ended",
  joint_committee: "200",
  is_variable_schedule: false,
  weekly_schedule: WEEK_38,
  days_per_week: 5,
  hours_per_week: 38,
  start_date: "2024-01-01",
  end_date: null,
  ...over,
});

it("takes a term the rules allow, read as the form reads it", () => {
  const end = takeProviderTerm(beContract(), "contract_end", "2027-06-30", "BE");
  expect(end).toEqual({ ok: true, merged: beContract({ end_date: "2027-06-30" }) });
  const variable = beContract({ is_variable_schedule: true, weekly_schedule: null });
  expect(takeProviderTerm(variable, "contract_hours", "32,5", "BE")).toMatchObject({
    ok: true,
    merged: { hours_per_week: 32.5 },
  });
  expect(takeProviderTerm(variable, "contract_days", "4", "BE")).toMatchObject({
    ok: true,
    merged: { days_per_week: 4 },
  });
  const fixedTerm = beContract({ end_date: "2027-06-30" });
  expect(takeProviderTerm(fixedTerm, "contract_type", "fixed_term", "BE")).toMatchObject({
    ok: true,
    merged: { contract_type: "fixed_term" },
  });
});

it("refuses a type that needs an end date the contract lacks, or exists in Belgium only", () => {
  expect(takeProviderTerm(beContract(), "contract_type", "fixed_term", "BE")).toEqual({
    ok: false,
    errors: { end_date: "end_date is required for a fixed-term contract" },
  });
  const nl = beContract({ joint_committee: null });
  expect(takeProviderTerm(nl, "contract_type", "flexi", "NL")).toEqual({
    ok: false,
    errors: { contract_type: "contract_type flexi exists in Belgium only" },
  });
  expect(takeProviderTerm(beContract(), "contract_type", "permanent", "BE")).toMatchObject({
    ok: false,
    errors: { contract_type: expect.stringMatching(/^contract_type must be one of/) },
  });
});

it("refuses hours or days a fixed weekly schedule does not hold, and values the form refuses", () => {
  expect(takeProviderTerm(beContract(), "contract_hours", "32", "BE")).toEqual({
    ok: false,
    errors: { hours_per_week: "hours_per_week must match the weekly schedule (38)" },
  });
  expect(takeProviderTerm(beContract(), "contract_days", "4", "BE")).toEqual({
    ok: false,
    errors: { days_per_week: "days_per_week must match the weekly schedule (5)" },
  });
  const variable = beContract({ is_variable_schedule: true, weekly_schedule: null });
  for (const [field, value, name] of [
    ["contract_hours", "80", "hours_per_week"],
    ["contract_hours", "many", "hours_per_week"],
    ["contract_days", "8", "days_per_week"],
    ["contract_days", "0", "days_per_week"],
  ] as const) {
    const decision = takeProviderTerm(variable, field, value, "BE");
    expect(decision.ok).toBe(false);
    expect(Object.keys(!decision.ok ? decision.errors : {})).toEqual([name]);
  }
});

it("refuses an end date before the start or no real date", () => {
  expect(takeProviderTerm(beContract(), "contract_end", "2023-12-31", "BE")).toEqual({
    ok: false,
    errors: { end_date: "end_date cannot be before start_date" },
  });
  expect(takeProviderTerm(beContract(), "contract_end", "2027-02-30", "BE")).toEqual({
    ok: false,
    errors: { end_date: "end_date is not a valid date" },
  });
});

it("does not refuse for a rule the contract already broke before the decision", () => {
  // Entered without a recorded schedule: the schedule rule is not the provider's value's doing.
  const noSchedule = beContract({ weekly_schedule: null });
  expect(takeProviderTerm(noSchedule, "contract_end", "2027-06-30", "BE").ok).toBe(true);
  // But a rule the value breaks still refuses it.
  expect(takeProviderTerm(noSchedule, "contract_type", "student", "BE")).toEqual({
    ok: false,
    errors: { end_date: "end_date is required for a student contract" },
  });
});

it("reads one stored week as the form's schedule, and nothing else", () => {
  expect(singleWeek([WEEK_38])).toEqual(WEEK_38);
  expect(singleWeek([WEEK_38, WEEK_38])).toBeNull();
  expect(singleWeek([[1, 2, 3]])).toBeNull();
  expect(singleWeek(null)).toBeNull();
});
