import {
  formatNationalNumber,
  generateNationalNumber,
  isValidNationalNumber,
  validateNationalNumber,
} from "@/lib/be/national-number";

const today = new Date(Date.UTC(2026, 5, 1));
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
// Appends the 1900s check digits, to build numbers that fail on something other than the checksum.
const withCheck = (firstNine: string) => firstNine + String(97 - (Number(firstNine) % 97)).padStart(2, "0");

describe("validateNationalNumber: domain doc vectors", () => {
  it.each([
    ["85073003328", { kind: "nn", birthDate: utc(1985, 7, 30), birthYear: 1985, sex: "male" }],
    ["17073003384", { kind: "nn", birthDate: utc(2017, 7, 30), birthYear: 2017, sex: "male" }],
    ["88022999990", { kind: "nn", birthDate: utc(1988, 2, 29), birthYear: 1988, sex: "male" }],
    ["20070199922", { kind: "nn", birthDate: utc(1920, 7, 1), birthYear: 1920, sex: "male" }],
    ["20070199951", { kind: "nn", birthDate: utc(2020, 7, 1), birthYear: 2020, sex: "male" }],
    ["00000199938", { kind: "nn", birthDate: null, birthYear: null, sex: "male" }],
    ["98472899765", { kind: "bis", birthDate: utc(1998, 7, 28), birthYear: 1998, sex: "male" }],
    ["01490700185", { kind: "bis", birthDate: utc(2001, 9, 7), birthYear: 2001, sex: "male" }],
  ])("%s is valid", (value, expected) => {
    expect(validateNationalNumber(value, { today })).toEqual({ valid: true, value, ...expected });
  });

  it.each([
    ["88022999991", "checksum"],
    ["87022999991", "checksum"],
    ["12345678901", "checksum"],
  ])("%s is invalid (%s)", (value, reason) => {
    expect(validateNationalNumber(value, { today })).toEqual({ valid: false, reason });
  });
});

describe("validateNationalNumber: other rules", () => {
  it("refuses a day that does not exist even when the checksum fits", () => {
    expect(validateNationalNumber(withCheck("870229999"), { today })).toEqual({ valid: false, reason: "date" });
  });

  it("refuses a birth date in the future", () => {
    const number = generateNationalNumber(utc(2026, 6, 2), "female", 2);
    expect(validateNationalNumber(number, { today })).toEqual({ valid: false, reason: "date" });
    expect(validateNationalNumber(number, { today: utc(2026, 6, 2) }).valid).toBe(true);
  });

  it("keeps the year but no date when the day is 00", () => {
    expect(validateNationalNumber(withCheck("850700033"), { today })).toMatchObject({
      valid: true,
      birthDate: null,
      birthYear: 1985,
    });
  });

  it("keeps the year but no date for month 00", () => {
    expect(validateNationalNumber(withCheck("850015123"), { today })).toMatchObject({
      valid: true,
      birthDate: null,
      birthYear: 1985,
      sex: "male",
    });
  });

  it("reads a BIS number with month + 20 as sex unknown", () => {
    expect(validateNationalNumber(withCheck("852730124"), { today })).toMatchObject({
      valid: true,
      kind: "bis",
      birthDate: utc(1985, 7, 30),
      sex: null,
    });
  });

  it("refuses months outside 0-12, 20-32 and 40-52", () => {
    for (const month of ["13", "19", "33", "39", "53", "60", "99"]) {
      expect(validateNationalNumber(withCheck(`85${month}30033`), { today })).toEqual({
        valid: false,
        reason: "month",
      });
    }
  });

  it("accepts separators and refuses other shapes", () => {
    expect(isValidNationalNumber("85.07.30-033.28", { today })).toBe(true);
    expect(isValidNationalNumber("85 07 30 033 28", { today })).toBe(true);
    expect(validateNationalNumber("8507300332", { today })).toEqual({ valid: false, reason: "format" });
    expect(validateNationalNumber("8507300332A", { today })).toEqual({ valid: false, reason: "format" });
    expect(validateNationalNumber("00000000000", { today })).toEqual({ valid: false, reason: "format" });
  });
});

describe("formatNationalNumber", () => {
  it("prints YY.MM.DD-XXX.CC", () => {
    expect(formatNationalNumber("85073003328")).toBe("85.07.30-033.28");
    expect(formatNationalNumber("85.07.30-033.28")).toBe("85.07.30-033.28");
  });

  it("leaves input that is not 11 digits alone", () => {
    expect(formatNationalNumber("123")).toBe("123");
  });
});

describe("generateNationalNumber", () => {
  it.each([
    [utc(1985, 7, 30), 33, "85073003328"],
    [utc(2017, 7, 30), 33, "17073003384"],
    [utc(1988, 2, 29), 999, "88022999990"],
    [utc(1920, 7, 1), 999, "20070199922"],
    [utc(2020, 7, 1), 999, "20070199951"],
  ])("reproduces the doc's vector for %s, sequence %s", (date, seq, expected) => {
    expect(generateNationalNumber(date, "male", seq)).toBe(expected);
  });

  it("produces numbers that validate with the right date and sex across both centuries", () => {
    for (const [date, sex, seq] of [
      [utc(1931, 1, 1), "female", 2],
      [utc(1999, 12, 31), "male", 997],
      [utc(2000, 1, 1), "male", 1],
      [utc(2008, 2, 29), "female", 998],
    ] as const) {
      const number = generateNationalNumber(date, sex, seq);
      expect(validateNationalNumber(number, { today })).toEqual({
        valid: true,
        value: number,
        kind: "nn",
        birthDate: date,
        birthYear: date.getUTCFullYear(),
        sex,
      });
    }
  });

  it("defaults the sequence by sex", () => {
    expect(generateNationalNumber(utc(1990, 3, 4), "male").slice(6, 9)).toBe("001");
    expect(generateNationalNumber(utc(1990, 3, 4), "female").slice(6, 9)).toBe("002");
  });

  it("refuses a sequence that does not match the sex or is out of range", () => {
    expect(() => generateNationalNumber(utc(1990, 3, 4), "male", 2)).toThrow(RangeError);
    expect(() => generateNationalNumber(utc(1990, 3, 4), "female", 1)).toThrow(RangeError);
    expect(() => generateNationalNumber(utc(1990, 3, 4), "female", 1000)).toThrow(RangeError);
    expect(() => generateNationalNumber(utc(1990, 3, 4), "female", 0)).toThrow(RangeError);
  });
});
