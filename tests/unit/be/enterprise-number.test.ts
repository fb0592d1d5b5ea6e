import {
  formatEnterpriseNumber,
  generateEnterpriseNumber,
  isValidEnterpriseNumber,
  validateEnterpriseNumber,
} from "@/lib/be/enterprise-number";

describe("validateEnterpriseNumber", () => {
  it.each(["0403019261", "0428759497", "0202239951"])("accepts the doc's valid vector %s", (value) => {
    expect(validateEnterpriseNumber(value)).toEqual({ valid: true, value });
  });

  it("refuses the doc's invalid vector", () => {
    expect(validateEnterpriseNumber("0431150351")).toEqual({ valid: false, reason: "checksum" });
  });

  it("accepts old 9-digit numbers, separators and the BE VAT prefix", () => {
    expect(validateEnterpriseNumber("403019261")).toEqual({ valid: true, value: "0403019261" });
    expect(isValidEnterpriseNumber("0403.019.261")).toBe(true);
    expect(isValidEnterpriseNumber("BE 0403 019 261")).toBe(true);
    expect(isValidEnterpriseNumber("be0403019261")).toBe(true);
  });

  it("refuses numbers that do not start with 0 or 1, wrong lengths and zeros", () => {
    const firstEight = "20301926";
    const check = String(97 - (Number(firstEight) % 97)).padStart(2, "0");
    expect(validateEnterpriseNumber(firstEight + check)).toEqual({ valid: false, reason: "format" });
    expect(validateEnterpriseNumber("04030192")).toEqual({ valid: false, reason: "format" });
    expect(validateEnterpriseNumber("0000000000")).toEqual({ valid: false, reason: "format" });
    expect(validateEnterpriseNumber("04030192A1")).toEqual({ valid: false, reason: "format" });
  });
});

describe("formatEnterpriseNumber", () => {
  it("prints 0403.019.261", () => {
    expect(formatEnterpriseNumber("403019261")).toBe("0403.019.261");
    expect(formatEnterpriseNumber("x")).toBe("x");
  });
});

describe("generateEnterpriseNumber", () => {
  it("reproduces a doc vector and produces valid numbers", () => {
    expect(generateEnterpriseNumber(4030192)).toBe("0403019261");
    for (const base of [1, 12345678, 19_999_999])
      expect(isValidEnterpriseNumber(generateEnterpriseNumber(base))).toBe(true);
    expect(() => generateEnterpriseNumber(20_000_000)).toThrow(RangeError);
  });
});
