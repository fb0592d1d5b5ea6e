// Numbers on screen and in fields (spec section 5, issue 22): Dutch and French show a decimal comma, English
// a dot; what a number field starts from reads back to the same number, whatever the language.
import { formatNumber, formatNumberForInput } from "@/lib/i18n/format-number";
import { numberToInput, parseNumberInput } from "@/lib/validation/number-input";

// [value, locale, on screen (formatNumber), in a field (numberToInput)]
const CASES: Array<[number, string, string, string]> = [
  [0.37, "nl", "0,37", "0,37"],
  [0.37, "fr", "0,37", "0,37"],
  [0.37, "en", "0.37", "0.37"],
  [12.5, "nl", "12,5", "12,5"],
  [1.084512, "nl", "1,084512", "1,084512"],
  [1234.5, "nl", "1.234,5", "1234,5"],
  [1234.5, "en", "1,234.5", "1234.5"],
  [100, "nl", "100", "100"],
];

it.each(CASES)("shows %p in %s as %p on screen and %p in a field", (value, locale, screen, field) => {
  expect(formatNumber(value, locale)).toBe(screen);
  expect(numberToInput(value, locale)).toBe(field);
  expect(formatNumberForInput(value, locale)).toBe(field);
});

it("keeps at most the decimals asked for (a spent share to one decimal)", () => {
  expect(formatNumber(33.3333, "nl", 1)).toBe("33,3");
  expect(formatNumber(25, "fr", 1)).toBe("25");
});

it("falls back to English for a malformed language tag instead of throwing", () => {
  expect(formatNumber(0.37, "xx-invalid-")).toBe("0.37");
});

it("starts a field empty for no value", () => {
  expect([numberToInput(null, "nl"), numberToInput(undefined, "en"), numberToInput(Number.NaN, "en")]).toEqual([
    "",
    "",
    "",
  ]);
});

it("reads a field's start back to the same number in every language", () => {
  for (const locale of ["en", "nl", "fr"])
    for (const value of [0, 0.37, 0.05, 12.5, 1234.56, 100000])
      expect(parseNumberInput(numberToInput(value, locale))).toMatchObject({ ok: true, value });
});
