// Turns a validated claim form into its row: a mileage claim is km x the company's rate in euros; an
// expense needs a category and an amount, its VAT within the amount, and a rate for any currency but EUR.
// Every problem is a 422 naming its field.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { toIsoDay } from "@/lib/validation/date-input";
import { costCentreName } from "./cost-centres";
import { MILEAGE_CATEGORY, mileageCents, needsExchangeRate, toEurCents, vatFits } from "./expense-rules";
import { loadExpenseSettings } from "./expense-settings";
import type { TAddExpenseInput } from "./expenses.types";

export async function claimFields(ctx: RequestContext, input: TAddExpenseInput) {
  const fields: Record<string, string> = {};
  const common = {
    kind: input.kind,
    expenseDate: new Date(`${toIsoDay(input.date)}T00:00:00Z`),
    description: input.description,
    costCentreCode: input.cost_centre_code || null,
    costCentreName: null as string | null,
  };
  if (common.costCentreCode) {
    common.costCentreName = await costCentreName(ctx, common.costCentreCode);
    if (common.costCentreName === null)
      fields.cost_centre_code = "cost_centre_code is not a cost centre of this company";
  }
  if (input.kind === "mileage") {
    if (input.km == null) fields.km = "km is required";
    if (Object.keys(fields).length > 0) throw AppError.validation(fields);
    const { mileageRatePerKm } = await loadExpenseSettings(ctx);
    const cents = mileageCents(input.km!, mileageRatePerKm);
    return {
      ...common,
      category: MILEAGE_CATEGORY,
      currency: "EUR",
      amount: cents / 100,
      vatAmount: 0,
      exchangeRate: 1,
      amountEurCents: cents,
      km: input.km!,
      ratePerKm: mileageRatePerKm,
    };
  }
  if (!input.category) fields.category = "category is required";
  if (input.amount == null) fields.amount = "amount is required";
  const vat = input.vat_amount ?? 0;
  if (input.amount != null && !vatFits(input.amount, vat))
    fields.vat_amount = "vat_amount cannot be more than the amount";
  const foreign = needsExchangeRate(input.currency);
  if (foreign && input.exchange_rate == null)
    fields.exchange_rate = "exchange_rate is required for a currency other than EUR";
  if (Object.keys(fields).length > 0) throw AppError.validation(fields);
  const rate = foreign ? input.exchange_rate! : 1;
  return {
    ...common,
    category: input.category!,
    currency: input.currency,
    amount: input.amount!,
    vatAmount: vat,
    exchangeRate: rate,
    amountEurCents: toEurCents(input.amount!, rate),
    km: null,
    ratePerKm: null,
  };
}

/** The audit snapshot of a claim's fields. */
export function claimSnapshot(row: {
  kind: string;
  category: string;
  expenseDate: Date;
  description: string;
  currency: string;
  amount: unknown;
  vatAmount: unknown;
  exchangeRate: unknown;
  amountEurCents: number;
  km: unknown;
  costCentreCode: string | null;
}) {
  return {
    kind: row.kind,
    category: row.category,
    date: row.expenseDate.toISOString().slice(0, 10),
    description: row.description,
    currency: row.currency,
    amount: Number(row.amount),
    vat_amount: Number(row.vatAmount),
    exchange_rate: Number(row.exchangeRate),
    amount_eur_cents: row.amountEurCents,
    km: row.km === null ? null : Number(row.km),
    cost_centre_code: row.costCentreCode,
  };
}
