import {
  bicForIban,
  formatIbanElectronic,
  formatIbanPrint,
  generateBelgianIban,
  generateDutchIban,
  isValidIban,
  validateIban,
} from "@/lib/iban/iban";

describe("validateIban: domain doc vectors", () => {
  it.each([
    ["BE68539007547034", { countryCode: "BE", bankCode: "539", bic: null }],
    ["BE71096123456769", { countryCode: "BE", bankCode: "096", bic: "GKCCBEBB" }],
    ["BE48320070184927", { countryCode: "BE", bankCode: "320", bic: "BBRUBEBB" }],
    ["NL91ABNA0417164300", { countryCode: "NL", bankCode: "ABNA", bic: "ABNANL2A" }],
    ["NL20INGB0001234567", { countryCode: "NL", bankCode: "INGB", bic: "INGBNL2A" }],
  ])("%s is valid", (iban, expected) => {
    expect(validateIban(iban)).toEqual({ valid: true, iban, ...expected });
  });

  it("refuses BE41091811735141 on the Belgian national check", () => {
    expect(validateIban("BE41091811735141")).toEqual({ valid: false, reason: "national_check" });
  });
});

describe("validateIban: other inputs", () => {
  it("accepts print format, lower case and an IBAN label", () => {
    expect(isValidIban("BE71 0961 2345 6769")).toBe(true);
    expect(isValidIban("be71096123456769")).toBe(true);
    expect(isValidIban("IBAN BE71 0961 2345 6769")).toBe(true);
    expect(isValidIban("NL91\u00a0ABNA\u00a00417\u00a01643\u00a000")).toBe(true);
  });

  it("accepts other countries without a bank code or BIC", () => {
    expect(validateIban("DE89370400440532013000")).toEqual({
      valid: true,
      iban: "DE89370400440532013000",
      countryCode: "DE",
      bankCode: null,
      bic: null,
    });
  });

  it.each([
    ["", "empty"],
    ["XX71096123456769", "country"],
    ["BE7109612345676", "length"],
    ["BE71096123456A69", "format"],
    ["BE72096123456769", "checksum"],
    ["NL91ABNA0417164301", "checksum"],
  ])("refuses %j (%s)", (iban, reason) => {
    expect(validateIban(iban)).toEqual({ valid: false, reason });
  });
});

describe("formatting", () => {
  it("formats for machines and for print", () => {
    expect(formatIbanElectronic(" be71 0961-2345 6769 ")).toBe("BE71096123456769");
    expect(formatIbanPrint("BE71096123456769")).toBe("BE71 0961 2345 6769");
    expect(formatIbanPrint("NL91ABNA0417164300")).toBe("NL91 ABNA 0417 1643 00");
  });
});

describe("bicForIban", () => {
  it("finds Belgian and Dutch BICs and returns null for unknown banks or invalid IBANs", () => {
    expect(bicForIban("BE71 0961 2345 6769")).toBe("GKCCBEBB");
    expect(bicForIban("NL91ABNA0417164300")).toBe("ABNANL2A");
    expect(bicForIban("BE68539007547034")).toBeNull();
    expect(bicForIban("BE41091811735141")).toBeNull();
    expect(bicForIban("DE89370400440532013000")).toBeNull();
  });
});

describe("generateBelgianIban", () => {
  it("reproduces the doc's vectors", () => {
    expect(generateBelgianIban("096", 1234567)).toBe("BE71096123456769");
    expect(generateBelgianIban(320, 701849)).toBe("BE48320070184927");
    expect(generateBelgianIban("539", 75470)).toBe("BE68539007547034");
  });

  it("produces valid IBANs, including when the national check is 97", () => {
    // Bank 001 with account sequence s reads as the number 10_000_000 + s: pick s so it is a multiple
    // of 97, where the national check is written 97 instead of 00.
    const seq = 97 * Math.ceil(10_000_000 / 97) - 10_000_000;
    const iban = generateBelgianIban("001", seq);
    expect(iban.slice(-2)).toBe("97");
    expect(validateIban(iban)).toMatchObject({ valid: true, bic: "GEBABEBB" });
    for (const seq of [0, 1, 42, 9_999_999]) expect(isValidIban(generateBelgianIban("734", seq))).toBe(true);
  });

  it("refuses bad input", () => {
    expect(() => generateBelgianIban("1234", 1)).toThrow(RangeError);
    expect(() => generateBelgianIban("001", 10_000_000)).toThrow(RangeError);
  });
});

describe("generateDutchIban", () => {
  it("reproduces the doc's vectors and refuses bad input", () => {
    expect(generateDutchIban("ABNA", "0417164300")).toBe("NL91ABNA0417164300");
    expect(generateDutchIban("ingb", 1234567)).toBe("NL20INGB0001234567");
    expect(() => generateDutchIban("AB1A", 1)).toThrow(RangeError);
    expect(() => generateDutchIban("RABO", "12345678901")).toThrow(RangeError);
  });
});
