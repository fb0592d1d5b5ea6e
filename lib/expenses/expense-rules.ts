// The pure rules of an expense claim (no database): what a claim reimburses in euro cents, the VAT bound,
// the categories, the receipt types and the default mileage rate per country. Shared by the use cases, the
// form (a preview of the euro amount) and the unit tests.

export const EXPENSE_CATEGORIES = [
  "travel",
  "meals",
  "lodging",
  "public_transport",
  "parking",
  "office_supplies",
  "telecom",
  "training",
  "client_gift",
  "other",
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

/** Mileage claims carry this category: the kind says what they are. */
export const MILEAGE_CATEGORY = "mileage";

export const EXPENSE_STATUSES = ["draft", "submitted", "approved", "declined", "processed"] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];

/**
 * Default euros per km for a new company, by country, until HR sets its own rate (a company setting, not
 * law): Belgium's federal mileage allowance for 1 July 2025 - 30 June 2026 (EUR 0.4326/km), the Dutch
 * untaxed travel allowance of 2026 (EUR 0.23/km).
 */
export const DEFAULT_MILEAGE_RATE: Record<"BE" | "NL", number> = { BE: 0.4326, NL: 0.23 };

/** Receipts: photos and PDFs only (what a phone camera or a scanner gives). */
export const RECEIPT_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "application/pdf"] as const;

export function isReceiptType(type: string): boolean {
  return (RECEIPT_TYPES as readonly string[]).includes(type);
}

export const MAX_RECEIPTS_PER_CLAIM = 10;

/** Euro cents for an amount in a currency at a rate of euros per unit, rounded half away from zero. */
export function toEurCents(amount: number, eurPerUnit: number): number {
  return roundHalfUp(amount * eurPerUnit * 100);
}

/** Euro cents for a mileage claim: km x euros per km. */
export function mileageCents(km: number, ratePerKm: number): number {
  return roundHalfUp(km * ratePerKm * 100);
}

/** VAT is part of the amount: never more than it. */
export function vatFits(amount: number, vat: number): boolean {
  return vat <= amount;
}

/** A currency other than EUR needs the rate the employee saw (EUR needs none: it is 1). */
export function needsExchangeRate(currency: string): boolean {
  return currency !== "EUR";
}

/** The spent share of a budget in percent (one decimal), 0 for a budget of nothing. */
export function spentShare(spentCents: number, budgetCents: number): number {
  if (budgetCents <= 0) return 0;
  return Math.round((spentCents / budgetCents) * 1000) / 10;
}

// Decimal products like 1.005 x 100 land on 100.49999...; a tiny epsilon in the value's scale fixes that.
function roundHalfUp(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return sign * Math.round(Math.abs(value) + 1e-9);
}

/** What a claim in a given state still allows. */
export const claimIsEditable = (status: ExpenseStatus) => status === "draft";
export const claimIsDecidable = (status: ExpenseStatus) => status === "submitted";
export const claimIsProcessable = (status: ExpenseStatus) => status === "approved";
