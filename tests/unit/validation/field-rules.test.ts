/** @jest-environment node */
// The field rules of spec section 5, shared by forms and route handlers.
import { z } from "zod";
import { pickFieldMessage } from "@/lib/validation/field-message";
import { formatFieldMessage } from "@/lib/validation/field-message-english";
import { checkRequired, isEmptyValue } from "@/lib/validation/required";
import { checkNumberInput, checkNumberValue, parseNumberInput } from "@/lib/validation/number-input";
import { checkDateInput, padTwo, parseDateInput, toStartDateParam, formatDayDate } from "@/lib/validation/date-input";
import { countCharacters } from "@/lib/validation/character-counter";
import { toggleSelection } from "@/lib/validation/multi-select";
import { zDateInput, zNumberInput, zRequiredText, zStartDate } from "@/lib/validation/zod-fields";
import { clampPage, paginationState } from "@/lib/ui/pagination";

const text = (m: Parameters<typeof formatFieldMessage>[0] | null) => (m ? formatFieldMessage(m) : null);

describe("required", () => {
  it.each([[""], ["   "], ["\t\n"], [[]], [null], [undefined]])("%p is empty", (value) => {
    expect(isEmptyValue(value)).toBe(true);
    expect(text(checkRequired(value, "Name"))).toBe("Name is required");
  });
  it.each([[0], [-1], [Number.NaN], ["a"], [[1]], [" x "], [false]])("%p is not empty (numbers never are)", (value) => {
    expect(isEmptyValue(value)).toBe(false);
    expect(checkRequired(value, "Name")).toBeNull();
  });
});

describe("number input", () => {
  it.each([
    ["12", 12],
    ["12.5", 12.5],
    ["12,5", 12.5],
    [" 7 ", 7],
    ["0", 0],
    [",5", 0.5],
    ["5.", 5],
    ["-3,25", -3.25],
  ])("parses %p as %p", (input, value) => {
    expect(parseNumberInput(input)).toEqual(expect.objectContaining({ ok: true, value }));
  });
  it.each([["1.2.3"], ["1,2,3"], ["1,2.3"], ["abc"], ["12a"], ["1 000"], ["--1"], ["."], ["1e5"], ["+1"]])(
    "refuses %p",
    (input) => {
      expect(parseNumberInput(input)).toEqual({ ok: false });
      expect(text(checkNumberInput(input, "Hours"))).toBe("Hours is not a valid number");
    },
  );
  it("treats empty input as no value (required decides)", () => {
    expect(parseNumberInput("  ")).toBeNull();
    expect(checkNumberInput("", "Hours")).toBeNull();
  });
  it("has minimum 0 by default", () => {
    expect(text(checkNumberInput("-1", "Hours"))).toBe("Hours must be 0 or more");
    expect(checkNumberInput("0", "Hours")).toBeNull();
    expect(checkNumberInput("-1", "Hours", { min: null })).toBeNull();
  });
  it("gives the must-be-bigger-than error below a minimum", () => {
    expect(text(checkNumberInput("4", "Days", { min: 5 }))).toBe("Days must be 5 or more");
    expect(checkNumberInput("5", "Days", { min: 5 })).toBeNull();
  });
  it("gives the max-value error above the maximum", () => {
    expect(text(checkNumberInput("101", "Percentage", { max: 100 }))).toBe("Percentage cannot be more than 100");
    expect(checkNumberInput("100", "Percentage", { max: 100 })).toBeNull();
  });
  it("gives the must-be-positive error for zero and below when positive-only", () => {
    expect(text(checkNumberInput("0", "Amount", { positiveOnly: true }))).toBe("Amount must be a positive number");
    expect(checkNumberInput("0,01", "Amount", { positiveOnly: true })).toBeNull();
  });
  it("gives the decimals-not-allowed error for too many decimals", () => {
    expect(text(checkNumberInput("1,5", "Children", { decimals: 0 }))).toBe("Children cannot have decimal places");
    expect(text(checkNumberInput("1.234", "Wage", { decimals: 2 }))).toBe("Wage can have at most 2 decimal places");
    expect(
      text(checkNumberInput("1.2", "Wage", { decimals: 1 }) ?? checkNumberInput("1.23", "Wage", { decimals: 1 })),
    ).toBe("Wage can have at most 1 decimal place");
    expect(checkNumberInput("1.23", "Wage", { decimals: 2 })).toBeNull();
    expect(checkNumberValue(1.25, "Wage", { decimals: 1 })?.key).toBe("decimalsNotAllowed");
  });
});

describe("date input", () => {
  const today = { year: 2026, month: 3, day: 15 };
  it("reads DD/MM/YYYY and pads one-digit parts", () => {
    expect(parseDateInput("05/03/2026")).toEqual({ year: 2026, month: 3, day: 5 });
    expect(parseDateInput("5/3/2026")).toEqual({ year: 2026, month: 3, day: 5 });
    expect(parseDateInput("29/02/2024")).toEqual({ year: 2024, month: 2, day: 29 });
  });
  it.each([["29/02/2026"], ["31/04/2026"], ["00/01/2026"], ["12/13/2026"], ["2026-03-05"], ["05/03/26"], ["abc"]])(
    "%p is not a valid date",
    (input) => {
      expect(parseDateInput(input)).toBeNull();
      expect(text(checkDateInput(input, "Start date", { today }).error)).toBe("Start date is not a valid date");
    },
  );
  it("is required by default", () => {
    expect(text(checkDateInput(" ", "Start date", { today }).error)).toBe("Start date is required");
    expect(checkDateInput("", "Start date", { required: false, today }).error).toBeNull();
  });
  it("warns before the minimum date, without an error", () => {
    const verdict = checkDateInput("01/01/2026", "End date", { minDate: { year: 2026, month: 2, day: 1 }, today });
    expect(verdict.error).toBeNull();
    expect(text(verdict.warning)).toBe("End date is before 01/02/2026");
    expect(
      checkDateInput("01/02/2026", "End date", { minDate: { year: 2026, month: 2, day: 1 }, today }).warning,
    ).toBeNull();
  });
  it("gives the past-date notice for yesterday or earlier only when asked", () => {
    expect(text(checkDateInput("14/03/2026", "Date", { noticeWhenPast: true, today }).warning)).toBe(
      "Date is in the past",
    );
    expect(checkDateInput("15/03/2026", "Date", { noticeWhenPast: true, today }).warning).toBeNull();
    expect(checkDateInput("14/03/2026", "Date", { today }).warning).toBeNull();
  });
  it("lets a warning win over an error", () => {
    expect(pickFieldMessage({ warning: "warn", error: "err" })).toBe("warn");
    expect(pickFieldMessage({ error: "err", notice: "n" })).toBe("err");
    expect(pickFieldMessage({})).toBeNull();
  });
  it("pads a one-character string with a leading zero", () => {
    expect(padTwo("5")).toBe("05");
    expect(padTwo("12")).toBe("12");
    expect(padTwo("")).toBe("");
  });
  it("sends today's start date as now and other dates as dd/mm/yyyy", () => {
    expect(toStartDateParam(today, today)).toBe("now");
    expect(toStartDateParam({ year: 2026, month: 3, day: 16 }, today)).toBe("16/03/2026");
    expect(formatDayDate({ year: 2026, month: 1, day: 2 })).toBe("02/01/2026");
  });
});

it("counts characters against a maximum", () => {
  expect(countCharacters("abc", 5)).toEqual({ current: 3, max: 5, remaining: 2, over: false });
  expect(countCharacters("abcdef", 5).over).toBe(true);
  expect(countCharacters("👍🏽a", 5).current).toBe(3);
});

describe("multi-select limit-to-one", () => {
  const options = [
    { value: "all", label: "All", limitToOne: true },
    { value: "a", label: "A" },
    { value: "b", label: "B" },
  ];
  it("choosing a limit-to-one option clears the others", () => {
    expect(toggleSelection(["a", "b"], "all", options)).toEqual(["all"]);
  });
  it("choosing a normal option drops the limit-to-one option", () => {
    expect(toggleSelection(["all"], "a", options)).toEqual(["a"]);
    expect(toggleSelection(["a"], "b", options)).toEqual(["a", "b"]);
  });
  it("choosing a chosen option unselects it", () => {
    expect(toggleSelection(["a", "b"], "a", options)).toEqual(["b"]);
  });
});

describe("pagination", () => {
  it("never goes below page 0", () => {
    expect(clampPage(-1)).toBe(0);
    expect(clampPage(Number.NaN)).toBe(0);
    expect(paginationState({ page: -3, itemsOnPage: 10 }).page).toBe(0);
    expect(paginationState({ page: 0, itemsOnPage: 10 }).canPrevious).toBe(false);
  });
  it("disables Next on a short page (default page size 10) or at the total", () => {
    expect(paginationState({ page: 0, itemsOnPage: 9 }).canNext).toBe(false);
    expect(paginationState({ page: 0, itemsOnPage: 10 }).canNext).toBe(true);
    expect(paginationState({ page: 1, itemsOnPage: 10, total: 20 }).canNext).toBe(false);
    expect(paginationState({ page: 1, itemsOnPage: 10, total: 21 }).canNext).toBe(true);
    expect(paginationState({ page: 0, itemsOnPage: 30, pageSize: 30, total: 31 }).canNext).toBe(true);
  });
});

describe("zod helpers for route handlers", () => {
  const schema = z.strictObject({
    name: zRequiredText("Name", 5),
    hours: zNumberInput("Hours", { max: 40, decimals: 1 }),
    date: zDateInput("Date"),
    start: zStartDate("Start date", () => ({ year: 2026, month: 3, day: 15 })),
  });
  const messages = (input: unknown) => {
    const result = schema.safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
  };
  it("accepts good input and converts it", () => {
    expect(schema.parse({ name: " Ann ", hours: "7,5", date: "1/2/2026", start: "now" })).toEqual({
      name: "Ann",
      hours: 7.5,
      date: { year: 2026, month: 2, day: 1 },
      start: { year: 2026, month: 3, day: 15 },
    });
    expect(schema.parse({ name: "Ann", hours: 8, date: "01/02/2026", start: "16/03/2026" }).start).toEqual({
      year: 2026,
      month: 3,
      day: 16,
    });
  });
  it("refuses bad input with the client's messages", () => {
    expect(messages({ name: "  ", hours: "4,25", date: "31/02/2026", start: "tomorrow" })).toEqual({
      name: "Name is required",
      hours: "Hours can have at most 1 decimal place",
      date: "Date is not a valid date",
      start: "Start date is not a valid date",
    });
    expect(messages({ name: "Ann", hours: 41, date: "", start: "now" })).toEqual({
      hours: "Hours cannot be more than 40",
      date: "Date is required",
    });
    expect(messages({ name: "Annabel", hours: "x", date: "01/01/2026", start: "now" })).toEqual({
      name: "Name can have at most 5 characters",
      hours: "Hours is not a valid number",
    });
    expect(messages({ name: "Ann", hours: -1, date: "01/01/2026", start: "now" })).toEqual({
      hours: "Hours must be 0 or more",
    });
  });
});
