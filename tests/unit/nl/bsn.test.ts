import { generateBsn, isValidBsn, validateBsn } from "@/lib/nl/bsn";

describe("validateBsn", () => {
  it.each(["111222333", "123456782"])("accepts the doc's valid vector %s", (value) => {
    expect(validateBsn(value)).toEqual({ valid: true, value });
  });

  it("refuses the doc's invalid vector", () => {
    expect(validateBsn("111252333")).toEqual({ valid: false, reason: "checksum" });
  });

  it("left-pads short numbers and ignores separators", () => {
    expect(validateBsn("1112.22.333")).toEqual({ valid: true, value: "111222333" });
    expect(validateBsn(generateBsn(1234567).replace(/^0+/, ""))).toMatchObject({ valid: true });
  });

  it("refuses other shapes", () => {
    expect(validateBsn("1234567890")).toEqual({ valid: false, reason: "format" });
    expect(validateBsn("12345678A")).toEqual({ valid: false, reason: "format" });
    expect(validateBsn("000000000")).toEqual({ valid: false, reason: "format" });
    expect(validateBsn("")).toEqual({ valid: false, reason: "format" });
  });
});

describe("generateBsn", () => {
  it("produces distinct valid numbers for distinct sequences", () => {
    const numbers = new Set<string>();
    for (let sequence = 1; sequence <= 2000; sequence++) {
      const bsn = generateBsn(sequence);
      expect(bsn).toMatch(/^\d{9}$/);
      expect(isValidBsn(bsn)).toBe(true);
      numbers.add(bsn);
    }
    expect(numbers.size).toBe(2000);
  });

  it("refuses sequences out of range", () => {
    expect(() => generateBsn(0)).toThrow(RangeError);
    expect(() => generateBsn(10_000_000)).toThrow(RangeError);
  });
});
