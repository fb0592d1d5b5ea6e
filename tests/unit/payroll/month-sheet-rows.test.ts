// One Excel row of the payroll-month import (lib/payroll/excel/month-sheets.ts) becomes the add route's
// input, or errors naming the field: spec 5 numbers (a comma or a dot, one separator, at most 2 decimals),
// yes/no in three languages, unknown types, dates in the ways a sheet holds them.
import { MONTH_SHEETS, parseSheetRow, plainCell, yesNo } from "@/lib/payroll/excel/month-sheets";

const sheet = (kind: string) => MONTH_SHEETS.find((s) => s.kind === kind)!;
const month = { year: 2026, month: 3 };
const types = new Map([["PRM", 7]]);
const oneOff = (cells: Record<string, string | number | boolean | null>) =>
  parseSheetRow(sheet("one_offs"), { id: null, employee_id: 4, type_code: "PRM", ...cells }, month, types);

describe("month sheet rows", () => {
  it("reads a comma or a dot amount in cents, with the chosen month", () => {
    for (const amount of ["125,50", "125.50", 125.5]) {
      const row = oneOff({ amount });
      expect(row).toEqual({
        ok: true,
        id: null,
        fields: expect.objectContaining({ employee_id: 4, year: 2026, month: 3, type_id: 7, amount: 12550 }),
      });
    }
  });

  it("names the field of a bad number, an unknown type, and a bad yes/no", () => {
    expect(oneOff({ amount: "1,2.3" })).toEqual({ ok: false, fields: { amount: expect.any(String) } });
    expect(oneOff({ amount: "12,345" })).toEqual({ ok: false, fields: { amount: expect.any(String) } });
    expect(oneOff({ amount: 5, type_code: "XX" })).toEqual({ ok: false, fields: { type_code: expect.any(String) } });
    expect(oneOff({ amount: 5, is_negative: "maybe" })).toEqual({
      ok: false,
      fields: { is_negative: expect.any(String) },
    });
    expect(oneOff({ amount: 5, id: "abc" })).toMatchObject({ ok: false, fields: { id: expect.any(String) } });
  });

  it("keeps an existing entry's id and reads yes/no in en, nl and fr", () => {
    expect(oneOff({ amount: -5, id: 12, is_negative: "ja" })).toMatchObject({
      ok: true,
      id: 12,
      fields: { amount: -500, is_negative: true },
    });
    expect(["yes", "Ja", "oui", true, 1].map((v) => yesNo(v))).toEqual([true, true, true, true, true]);
    expect(["no", "nee", "NON", false, 0, null].map((v) => yesNo(v))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("reads an advance's date as ISO, as DD/MM/YYYY or from an Excel date; refuses no date", () => {
    const advance = (payment_date: string | null) =>
      parseSheetRow(sheet("advances"), { id: null, employee_id: 4, payment_date, advances: "300" }, month, types);
    expect(advance("2026-03-15")).toMatchObject({ ok: true, fields: { advances: 30000 } });
    expect(advance("15/03/2026")).toMatchObject({ ok: true });
    expect(advance(plainCell(new Date("2026-03-15T00:00:00Z")) as string)).toMatchObject({ ok: true });
    expect(advance("31/02/2026")).toEqual({ ok: false, fields: { payment_date: expect.any(String) } });
    expect(advance(null)).toEqual({ ok: false, fields: { payment_date: expect.any(String) } });
  });

  it("reads temporary unemployment days with one decimal and refuses an unknown kind", () => {
    const line = (kind: string, days: string) =>
      parseSheetRow(sheet("unemployment"), { id: null, employee_id: 4, kind, days }, month, types);
    expect(line("weather", "2,5")).toMatchObject({ ok: true, fields: { kind: "weather", days: 2.5 } });
    expect(line("strike", "2")).toEqual({ ok: false, fields: { kind: expect.any(String) } });
    expect(line("economic", "2,25")).toEqual({ ok: false, fields: { days: expect.any(String) } });
  });

  it("flattens rich text and formula cells", () => {
    expect(plainCell({ richText: [{ text: "Ann " }, { text: "B" }] })).toBe("Ann B");
    expect(plainCell({ formula: "A1*2", result: 4 })).toBe(4);
    expect(plainCell("  ")).toBeNull();
  });
});
