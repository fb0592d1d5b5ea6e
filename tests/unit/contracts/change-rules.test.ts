// The cross-field rules of a contract change (lib/contracts/change-rules.ts) and the simulators' own rules
// for one (lib/integrations/simulators/shared/sim-contract-changes.ts): each with a valid and an invalid case.
import { checkChangeFields, type ContractTerms } from "@/lib/contracts/change-rules";
import {
  changeProblem,
  keepChange,
  type KeptChange,
  type SimChange,
} from "@/lib/integrations/simulators/shared/sim-contract-changes";

const FULL_WEEK = [456, 456, 456, 456, 456, 0, 0];
const contract: ContractTerms = {
  startDate: "2024-01-01",
  endDate: "2026-12-31",
  hoursPerWeek: 38,
  daysPerWeek: 5,
  isVariableSchedule: false,
};

describe("checkChangeFields", () => {
  it("accepts a new wage inside the contract", () => {
    expect(checkChangeFields(contract, { change_date: "2025-01-01", base_wage: 350_000 })).toEqual({});
  });
  it("accepts the first and last day of the contract", () => {
    expect(checkChangeFields(contract, { change_date: "2024-01-01", base_wage: 1 })).toEqual({});
    expect(checkChangeFields(contract, { change_date: "2026-12-31", base_wage: 1 })).toEqual({});
  });
  it("needs something to change", () => {
    expect(checkChangeFields(contract, { change_date: "2025-01-01" })).toHaveProperty("base_wage");
  });
  it("keeps the date inside the contract", () => {
    expect(checkChangeFields(contract, { change_date: "2023-12-31", base_wage: 1 }).change_date).toMatch(/before/);
    expect(checkChangeFields(contract, { change_date: "2027-01-01", base_wage: 1 }).change_date).toMatch(/after/);
    expect(checkChangeFields({ ...contract, endDate: null }, { change_date: "2040-01-01", base_wage: 1 })).toEqual({});
  });
  it("asks a week for new hours on a fixed schedule, and checks it against hours and days", () => {
    expect(checkChangeFields(contract, { change_date: "2025-01-01", hours_per_week: 30 })).toHaveProperty(
      "weekly_schedule",
    );
    const fourDays = [456, 456, 456, 456, 0, 0, 0];
    expect(
      checkChangeFields(contract, {
        change_date: "2025-01-01",
        hours_per_week: 30.4,
        days_per_week: 4,
        weekly_schedule: fourDays,
      }),
    ).toEqual({});
    expect(
      checkChangeFields(contract, { change_date: "2025-01-01", hours_per_week: 30.4, weekly_schedule: fourDays }),
    ).toHaveProperty("days_per_week");
    expect(checkChangeFields(contract, { change_date: "2025-01-01", weekly_schedule: fourDays })).toHaveProperty(
      "hours_per_week",
    );
  });
  it("a variable schedule takes no week, and new hours need none", () => {
    const variable = { ...contract, isVariableSchedule: true };
    expect(checkChangeFields(variable, { change_date: "2025-01-01", hours_per_week: 20 })).toEqual({});
    expect(
      checkChangeFields(contract, {
        change_date: "2025-01-01",
        is_variable_schedule: true,
        weekly_schedule: FULL_WEEK,
      }),
    ).toHaveProperty("weekly_schedule");
    expect(checkChangeFields(variable, { change_date: "2025-01-01", is_variable_schedule: false })).toHaveProperty(
      "weekly_schedule",
    );
  });
});

describe("the simulators' rules for a contract change", () => {
  const names = {
    reference: "reference",
    changeDate: "change_date",
    grossCents: "gross",
    hoursPerWeek: "hours",
    daysPerWeek: "days",
    functionCode: "function",
    weekSchedule: "week",
    variableSchedule: "variable",
  };
  const change = (patch: Partial<SimChange> = {}): SimChange => ({
    reference: "r1",
    changeDate: "2025-01-01",
    grossCents: 300_000,
    hoursPerWeek: null,
    daysPerWeek: null,
    functionCode: null,
    weekSchedule: null,
    variableSchedule: null,
    ...patch,
  });
  const employments = [{ start: "2024-01-01", end: null }];

  it("books a change inside the employment", () => {
    expect(changeProblem(change(), employments, ["F1"], names)).toBeNull();
  });
  it.each([
    [{ changeDate: "2023-01-01" }, "change_date"],
    [{ grossCents: 0 }, "gross"],
    [{ hoursPerWeek: 61 }, "hours"],
    [{ functionCode: "F9" }, "function"],
    [{ hoursPerWeek: 20, weekSchedule: FULL_WEEK }, "hours"],
    [{ variableSchedule: true, weekSchedule: FULL_WEEK }, "week"],
    [{ grossCents: null }, "body"],
  ])("refuses %j on %s", (patch, field) => {
    expect(changeProblem(change(patch), employments, ["F1"], names)?.[0]).toBe(field);
  });
  it("keeps one change per reference and answers the first receipt again", () => {
    const kept: KeptChange[] = [];
    const first = keepChange(kept, change());
    const second = keepChange(kept, change({ grossCents: 1 }));
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(second.receipt.receiptId).toBe(first.receipt.receiptId);
    expect(kept).toHaveLength(1);
  });
});
