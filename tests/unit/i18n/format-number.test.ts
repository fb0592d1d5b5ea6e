// Numbers on screen and in fields (spec section 5, issue 22): Dutch and French show a decimal comma, English
// a dot; what a number field starts from reads back to the same number, whatever the language.
import { formatNumber, formatNumberForInput } from "@/lib/i18n/format-number";
import { numberToInput, parseNumberInput } from "@/lib/validation/number-input";

describe("formatNumber", () => {
  it("writes a commute rate, km and an exchange rate in the reader's language", () => {
    expect(formatNumber(0.37, "nl")).toBe("0,37");
    expect(formatNumber(0.37, "fr")).toBe("0,37");
    expect(formatNumber(0.37, "en")).toBe("0.37");
    expect(formatNumber(12.5, "nl")).toBe("12,5");
    expect(formatNumber(1.084512, "nl")).toBe("1,084512");
    expect(formatNumber(1234.5, "nl")).toBe("1.234,5");
    expect(formatNumber(1234.5, "en")).toBe("1,234.5");
  });

  it("keeps at most the decimals asked for (a spent share to one decimal)", () => {
    expect(formatNumber(33.3333, "nl", 1)).toBe("33,3");
    expect(formatNumber(25, "fr", 1)).toBe("25");
  });

  it("falls back to English for a language tag it does not know instead of throwing", () => {
    expect(formatNumber(0.37, "xx-invalid-")).toBe("0.37");
  });
});

describe("numberToInput", () => {
  it("starts a field from the stored number with the reader's separator and no thousands separator", () => {
    expect(numberToInput(0.37, "nl")).toBe("0,37");
    expect(numberToInput(0.37, "fr")).toBe("0,37");
    expect(numberToInput(0.37, "en")).toBe("0.37");
    expect(numberToInput(1234.5, "nl")).toBe("1234,5");
    expect(numberToInput(100, "nl")).toBe("100");
    expect(formatNumberForInput(1234.5, "en")).toBe("1234.5");
  });

  it("is empty for no value", () => {
    expect(numberToInput(null, "nl")).toBe("");
    expect(numberToInput(undefined, "en")).toBe("");
    expect(numberToInput(Number.NaN, "en")).toBe("");
  });

  it("reads back to the same number in every language", () => {
    for (const locale of ["en", "nl", "fr"])
      for (const value of [0, 0.37, 0.05, 12.5, 1234.56, 100000])
        expect(parseNumberInput(numberToInput(value, locale))).toMatchObject({ ok: true, value });
  });
});
