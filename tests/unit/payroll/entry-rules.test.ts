// The pure rules of payroll-month entries: a one-off line needs a known type and a value, and carries a
// minus sign only when it is a negative component; a month counts when it overlaps the employment.
import { oneOffProblems } from "@/lib/payroll/entry-kinds";
import { monthKey, monthOverlapsEmployment } from "@/lib/payroll/payroll-month";
import type { TOneOffFields } from "@/lib/payroll/payroll.types";
import { ZOneOffFields } from "@/lib/payroll/payroll.types";

const line = (extra: Partial<TOneOffFields> = {}): TOneOffFields => ({
  employee_id: 1,
  year: 2026,
  month: 3,
  type_id: 7,
  amount: 1000,
  is_periodical: false,
  is_negative: false,
  is_barema: false,
  ...extra,
});

describe("oneOffProblems", () => {
  const known = new Set([7]);
  it("accepts a known type with a value", () => expect(oneOffProblems(line(), known)).toEqual({}));
  it("names type_id for an unknown type", () =>
    expect(oneOffProblems(line({ type_id: 8 }), known)).toHaveProperty("type_id"));
  it("needs at least one value", () => expect(oneOffProblems(line({ amount: null }), known)).toHaveProperty("amount"));
  it("refuses a minus sign unless is_negative, naming each field", () => {
    expect(Object.keys(oneOffProblems(line({ amount: -5, hours: -1 }), known)).sort()).toEqual(["amount", "hours"]);
    expect(oneOffProblems(line({ amount: -5, is_negative: true }), known)).toEqual({});
  });
});

describe("one-off schema numbers", () => {
  const parse = (amount: unknown) => ZOneOffFields.safeParse({ ...line(), amount });
  it("reads a comma or a dot as the decimal separator, into cents", () => {
    expect(parse("12,34").data?.amount).toBe(1234);
    expect(parse("12.34").data?.amount).toBe(1234);
    expect(parse(0.1).data?.amount).toBe(10);
  });
  it("refuses two separators and a third decimal", () => {
    expect(parse("1.2,3").success).toBe(false);
    expect(parse("1.234").success).toBe(false);
  });
});

describe("monthOverlapsEmployment", () => {
  const d = (iso: string) => new Date(`${iso}T00:00:00Z`);
  it("counts a month the person works part of", () => {
    expect(monthOverlapsEmployment(2026, 2, d("2026-02-28"), null)).toBe(true);
    expect(monthOverlapsEmployment(2026, 3, null, d("2026-03-01"))).toBe(true);
    expect(monthOverlapsEmployment(2026, 3, null, null)).toBe(true);
  });
  it("refuses months before the start or after the end", () => {
    expect(monthOverlapsEmployment(2026, 2, d("2026-03-01"), null)).toBe(false);
    expect(monthOverlapsEmployment(2026, 3, null, d("2026-02-28"))).toBe(false);
  });
  it("keys months as YYYY-MM like the leave locks", () => expect(monthKey(2026, 3)).toBe("2026-03"));
});
