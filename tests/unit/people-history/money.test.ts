// Amounts as the wage API reads them: decimal euros to integer cents, never through a float's rounding.
import { formatCents, parseEuroAmount } from "@/lib/wages/money";

describe("parseEuroAmount", () => {
  it.each([
    [2500, 250000],
    [2500.5, 250050],
    [0.29, 29],
    [1.005e2, 10050],
    ["3000,50", 300050],
    [" 12.3 ", 1230],
    ["0", 0],
    ["7.", 700],
  ])("reads %p as %p cents", (value, cents) => {
    expect(parseEuroAmount(value, "bruto")).toEqual({ cents });
  });

  it.each([
    ["100.123", /decimal/],
    [-1, /positive/],
    ["-1", /positive/],
    ["1,000.50", /not a valid number/],
    ["abc", /not a valid number/],
    [1e21, /not a valid number/],
    [Number.NaN, /not a valid number/],
    [true, /not a valid number/],
    ["10000000.01", /maximum/],
  ])("refuses %p", (value, message) => {
    const result = parseEuroAmount(value, "bruto");
    expect("error" in result && result.error).toMatch(message);
  });
});

describe("formatCents", () => {
  it("always shows two decimals", () => {
    expect(formatCents(250050)).toBe("2500.50");
    expect(formatCents(5)).toBe("0.05");
    expect(formatCents(0)).toBe("0.00");
  });
});
