// The price of the full edition, by country. Screens read it from here through GET /api/upgrade/offer,
// never from their own code, so sales can change it in one place. Amounts in euro cents, excluding VAT,
// per active employee per month.
import type { RequestContext } from "@/lib/api/context";

export type UpgradePrice = { amount_cents: number; currency: "EUR"; per: "employee_month"; vat_included: false };

export const FULL_EDITION_PRICES: Record<RequestContext["group"]["country"], UpgradePrice> = {
  BE: { amount_cents: 450, currency: "EUR", per: "employee_month", vat_included: false },
  NL: { amount_cents: 450, currency: "EUR", per: "employee_month", vat_included: false },
};
