// The pure expense rules: euro cents from a currency at an entered rate, mileage at a rate per km, VAT
// within the amount, which currencies need a rate, receipt types and the budget's spent share.
import {
  DEFAULT_MILEAGE_RATE,
  isReceiptType,
  mileageCents,
  needsExchangeRate,
  spentShare,
  toEurCents,
  vatFits,
} from "@/lib/expenses/expense-rules";
import { ZAddExpenseInput } from "@/lib/expenses/expenses.types";

describe("amounts", () => {
  it("converts to euro cents at the entered rate, rounding half up", () => {
    expect(toEurCents(42.5, 1)).toBe(4250);
    expect(toEurCents(100, 0.92)).toBe(9200);
    expect(toEurCents(1.005, 1)).toBe(101); // 1.005 x 100 is 100.49999... in floating point
    expect(toEurCents(10000, 0.000123)).toBe(123);
  });

  it("pays mileage as km times the rate per km", () => {
    expect(mileageCents(87.5, 0.4326)).toBe(3785);
    expect(mileageCents(100, DEFAULT_MILEAGE_RATE.NL)).toBe(2300);
    expect(mileageCents(0.1, 0.4326)).toBe(4);
  });

  it("keeps VAT within the amount and asks a rate only for other currencies than EUR", () => {
    expect(vatFits(10, 2.1)).toBe(true);
    expect(vatFits(10, 10)).toBe(true);
    expect(vatFits(10, 10.01)).toBe(false);
    expect(needsExchangeRate("EUR")).toBe(false);
    expect(needsExchangeRate("USD")).toBe(true);
  });

  it("computes the spent share in percent with one decimal", () => {
    expect(spentShare(12750, 100000)).toBe(12.8);
    expect(spentShare(0, 100000)).toBe(0);
    expect(spentShare(150000, 100000)).toBe(150);
    expect(spentShare(5, 0)).toBe(0);
  });

  it("takes photos and PDFs as receipts only", () => {
    expect(isReceiptType("image/jpeg")).toBe(true);
    expect(isReceiptType("application/pdf")).toBe(true);
    expect(isReceiptType("text/plain")).toBe(false);
    expect(isReceiptType("application/vnd.openxmlformats-officedocument.wordprocessingml.document")).toBe(false);
  });
});

describe("the claim form's input rules (spec section 5)", () => {
  const base = { category: "meals", date: "12/03/2026", description: "Lunch" };
  const parse = (extra: Record<string, unknown>) => ZAddExpenseInput.safeParse({ ...base, ...extra });
  const fieldOf = (r: ReturnType<typeof parse>) => (r.success ? null : r.error.issues[0]?.path[0]);

  it("reads a comma or a dot as the decimal separator", () => {
    const comma = parse({ amount: "12,50" });
    const dot = parse({ amount: "12.50" });
    expect(comma.success && comma.data.amount).toBe(12.5);
    expect(dot.success && dot.data.amount).toBe(12.5);
  });

  it("refuses negative, zero, badly written and over-precise amounts, naming the field", () => {
    expect(fieldOf(parse({ amount: "-1" }))).toBe("amount");
    expect(fieldOf(parse({ amount: "0" }))).toBe("amount");
    expect(fieldOf(parse({ amount: "1,2,3" }))).toBe("amount");
    expect(fieldOf(parse({ amount: "1.234" }))).toBe("amount");
    expect(fieldOf(parse({ amount: "5", vat_amount: "-1" }))).toBe("vat_amount");
  });

  it("needs a real DD/MM/YYYY date and a known currency", () => {
    expect(fieldOf(parse({ amount: "5", date: "2026-03-12" }))).toBe("date");
    expect(fieldOf(parse({ amount: "5", currency: "ABC" }))).toBe("currency");
    expect(parse({ amount: "5", currency: "GBP", exchange_rate: "1,17" }).success).toBe(true);
  });
});
