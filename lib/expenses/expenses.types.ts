// Input schemas of the expenses API. Objects are strict (an unknown field is a 422 naming it); numbers follow
// spec section 5 (a comma or a dot, one separator, minimum 0: a negative amount is refused naming the
// field); dates are DD/MM/YYYY.
import { z } from "zod";
import { ZPagination } from "@/lib/api/list-response";
import { zBodyId, zPathId, zText } from "@/lib/validation/api-fields";
import { zDateInput, zNumberInput, zRequiredText } from "@/lib/validation/zod-fields";
import { EXPENSE_CATEGORIES, EXPENSE_STATUSES } from "./expense-rules";

const MAX_AMOUNT = 1_000_000;

const zCurrency = z
  .string({ error: "currency is required" })
  .regex(/^[A-Z]{3}$/, { error: "currency must be a currency code like EUR" })
  .refine((code) => Intl.supportedValuesOf("currency").includes(code), { error: "currency is not a known currency" });

const zOptionalText = (field: string, max: number) =>
  zText(field)
    .refine((v) => Array.from(v).length <= max, { error: `${field} can have at most ${max} characters` })
    .nullish();

const claimFields = {
  kind: z.enum(["expense", "mileage"], { error: "kind must be expense or mileage" }).default("expense"),
  category: z.enum(EXPENSE_CATEGORIES, { error: "category is not one of the expense categories" }).nullish(),
  date: zDateInput("date"),
  description: zRequiredText("description", 500),
  currency: zCurrency.default("EUR"),
  amount: zNumberInput("amount", { positiveOnly: true, max: MAX_AMOUNT, decimals: 2 }).nullish(),
  vat_amount: zNumberInput("vat_amount", { max: MAX_AMOUNT, decimals: 2 }).nullish(),
  exchange_rate: zNumberInput("exchange_rate", { positiveOnly: true, max: 100_000, decimals: 6 }).nullish(),
  km: zNumberInput("km", { positiveOnly: true, max: 100_000, decimals: 1 }).nullish(),
  cost_centre_code: zOptionalText("cost_centre_code", 100),
};

export const ZAddExpenseInput = z.object(claimFields).strict();
export type TAddExpenseInput = z.infer<typeof ZAddExpenseInput>;

export const ZEditExpenseInput = z.object({ request_id: zBodyId("request_id"), ...claimFields }).strict();
export type TEditExpenseInput = z.infer<typeof ZEditExpenseInput>;

export const ZClaimIdInput = z.object({ request_id: zBodyId("request_id") }).strict();
export type TClaimIdInput = z.infer<typeof ZClaimIdInput>;

export const ZClaimPathInput = z.object({ id: zPathId("id") }).strict();
export type TClaimPathInput = z.infer<typeof ZClaimPathInput>;

export const ZDecideExpenseInput = z
  .object({ request_id: zBodyId("request_id"), message_to_employee: zOptionalText("message_to_employee", 1000) })
  .strict();
export type TDecideExpenseInput = z.infer<typeof ZDecideExpenseInput>;

export const ZProcessExpenseInput = z
  .object({
    request_id: zBodyId("request_id"),
    note: zOptionalText("note", 1000),
    status: z.enum(["paid", "payroll"], { error: "status must be paid or payroll" }),
    // Only for status payroll: the month the one-off goes with (default: the current month).
    year: z.coerce.number().int().min(2000).max(2100).optional(),
    month: z.coerce.number().int().min(1).max(12).optional(),
  })
  .strict();
export type TProcessExpenseInput = z.infer<typeof ZProcessExpenseInput>;

export const EXPENSE_SCOPES = ["own", "team", "all"] as const;
export type ExpenseScope = (typeof EXPENSE_SCOPES)[number];

export const ZListExpensesInput = ZPagination.extend({
  scope: z.enum(EXPENSE_SCOPES, { error: "scope must be own, team or all" }).default("own"),
  status: z.enum(EXPENSE_STATUSES, { error: "status is not a claim status" }).optional(),
  from: zDateInput("from").optional(),
  to: zDateInput("to").optional(),
}).strict();
export type TListExpensesInput = z.infer<typeof ZListExpensesInput>;

export const ZExportExpensesInput = z
  .object({ from: zDateInput("from"), to: zDateInput("to"), status: z.enum(EXPENSE_STATUSES).optional() })
  .strict();
export type TExportExpensesInput = z.infer<typeof ZExportExpensesInput>;

export const ZAddReceiptInput = z
  .object({ request_id: zBodyId("request_id"), filename: zRequiredText("filename", 200), file_base64: z.string() })
  .strict();
export type TAddReceiptInput = z.infer<typeof ZAddReceiptInput>;

export const ZReceiptIdInput = z.object({ receipt_id: zBodyId("receipt_id") }).strict();
export type TReceiptIdInput = z.infer<typeof ZReceiptIdInput>;

export const ZReceiptPathInput = z.object({ id: zPathId("id") }).strict();

export const ZExpenseSettingsInput = z
  .object({
    mileage_rate_per_km: zNumberInput("mileage_rate_per_km", { positiveOnly: true, max: 10, decimals: 4 }),
    payroll_type_id: zBodyId("payroll_type_id").nullish(),
  })
  .strict();
export type TExpenseSettingsInput = z.infer<typeof ZExpenseSettingsInput>;

export const ZBudgetYearInput = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() }).strict();

export const ZSetBudgetInput = z
  .object({
    year: z.coerce.number({ error: "year must be a year like 2026" }).int().min(2000).max(2100),
    team_id: zBodyId("team_id").nullish(),
    cost_centre_code: zOptionalText("cost_centre_code", 100),
    amount: zNumberInput("amount", { positiveOnly: true, max: 100_000_000, decimals: 2 }),
  })
  .strict();
export type TSetBudgetInput = z.infer<typeof ZSetBudgetInput>;

export const ZBudgetIdInput = z.object({ budget_id: zBodyId("budget_id") }).strict();
