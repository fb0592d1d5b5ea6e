// Input schemas of the payroll-month entries (spec section 3: one-off wage component, special message,
// advance; Belgian temporary unemployment). Objects are strict: an unknown field is a 422. Numbers follow
// the spec's number rules (a comma or a dot, one separator); money arrives in euros and is kept in cents.
import { z } from "zod";
import { ZCancelCodeInput, ZPassCodeInput, ZRetryInput } from "@/lib/integrations/integrations.types";
import { zBodyId, zPathId } from "@/lib/validation/api-fields";
import { zDateInput, zNumberInput, zRequiredText } from "@/lib/validation/zod-fields";

const MAX_MONEY_EUROS = 10_000_000;

export const zYear = (field = "year") =>
  z.coerce
    .number({ error: `${field} must be a year like 2026` })
    .int({ error: `${field} must be a year like 2026` })
    .min(2000, { error: `${field} must be 2000 or later` })
    .max(2100, { error: `${field} must be 2100 or earlier` });

export const zMonth = (field = "month") =>
  z.coerce
    .number({ error: `${field} must be 1 to 12` })
    .int({ error: `${field} must be 1 to 12` })
    .min(1, { error: `${field} must be 1 to 12` })
    .max(12, { error: `${field} must be 1 to 12` });

/** Signed euros with at most 2 decimals (the sign is checked against is_negative), as integer cents. */
const zSignedCents = (field: string) =>
  zNumberInput(field, { min: -MAX_MONEY_EUROS, max: MAX_MONEY_EUROS, decimals: 2 }).transform((euros) =>
    Math.round(euros * 100),
  );
const zQuantity = (field: string, max: number) => zNumberInput(field, { min: 0, max, decimals: 2 });

const ZMonthOfPerson = { employee_id: zBodyId("employee_id"), year: zYear(), month: zMonth() };

export const ZOneOffFields = z
  .object({
    ...ZMonthOfPerson,
    type_id: zBodyId("type_id"),
    total_value: zSignedCents("total_value").nullish(),
    hours: zQuantity("hours", 744).nullish(),
    days: zQuantity("days", 31).nullish(),
    unity: zQuantity("unity", 1_000_000).nullish(),
    amount: zSignedCents("amount").nullish(),
    percentage: zNumberInput("percentage", { min: -1000, max: 1000, decimals: 2 }).nullish(),
    is_periodical: z.boolean({ error: "is_periodical must be true or false" }).default(false),
    is_negative: z.boolean({ error: "is_negative must be true or false" }).default(false),
    is_barema: z.boolean({ error: "is_barema must be true or false" }).default(false),
  })
  .strict();
export type TOneOffFields = z.infer<typeof ZOneOffFields>;

export const ZSpecialMessageFields = z.object({ ...ZMonthOfPerson, message: zRequiredText("message", 2000) }).strict();
export type TSpecialMessageFields = z.infer<typeof ZSpecialMessageFields>;

export const ZAdvanceFields = z
  .object({
    ...ZMonthOfPerson,
    payment_date: zDateInput("payment_date"),
    advances: zNumberInput("advances", { positiveOnly: true, max: MAX_MONEY_EUROS, decimals: 2 }).transform((e) =>
      Math.round(e * 100),
    ),
  })
  .strict();
export type TAdvanceFields = z.infer<typeof ZAdvanceFields>;

export const UNEMPLOYMENT_KINDS = ["economic", "force_majeure", "weather"] as const;
export const ZUnemploymentFields = z
  .object({
    ...ZMonthOfPerson,
    kind: z.enum(UNEMPLOYMENT_KINDS, { error: "kind must be economic, force_majeure or weather" }),
    days: zNumberInput("days", { positiveOnly: true, max: 31, decimals: 1 }),
  })
  .strict();
export type TUnemploymentFields = z.infer<typeof ZUnemploymentFields>;

/** Bulk entry for many people: all rows are saved or none; a row's error names `entries.<i>.<field>`. */
export const zBulk = <S extends z.ZodType>(row: S) =>
  z
    .object({
      entries: z
        .array(row, { error: "entries must be a list" })
        .min(1, { error: "entries is required" })
        .max(1000, { error: "entries can have at most 1000 rows" }),
    })
    .strict();

// Edit: the same fields as add, plus the entry's id from the path.
const withId = { id: zPathId("id") };
export const ZOneOffEdit = ZOneOffFields.extend(withId);
export const ZSpecialMessageEdit = ZSpecialMessageFields.extend(withId);
export const ZAdvanceEdit = ZAdvanceFields.extend(withId);
export const ZUnemploymentEdit = ZUnemploymentFields.extend(withId);
export const ZEntryId = z.object({ id: zPathId("id") }).strict();
export const ZMonthQuery = z.object({ year: zYear(), month: zMonth() }).strict();
export type TMonthQuery = z.infer<typeof ZMonthQuery>;

export const ZAddOneOffTypeInput = z
  .object({ code: zRequiredText("code", 20), name: zRequiredText("name", 100) })
  .strict();
export type TAddOneOffTypeInput = z.infer<typeof ZAddOneOffTypeInput>;

export const ZAnomaliesInput = z
  .object({ year: zYear(), month: zMonth(), integration_id: zPathId("integration_id").optional() })
  .strict();
export type TAnomaliesInput = z.infer<typeof ZAnomaliesInput>;

export const ZPushMonthInput = z
  .object({
    year: zYear(),
    month: zMonth(),
    integration_id: zBodyId("integration_id"),
    employee_ids: z
      .array(zBodyId("employee_ids"), { error: "employee_ids must be a list" })
      .max(5000, { error: "employee_ids can have at most 5000 people" })
      .nullish(),
    confirm_retry_push: z.boolean({ error: "confirm_retry_push must be true or false" }).default(false),
    payout_date: zDateInput("payout_date").nullish(),
    messageForPayroll: z
      .string({ error: "messageForPayroll must be text" })
      .max(2000, { error: "messageForPayroll can have at most 2000 characters" })
      .refine((v) => !v.includes("\u0000"), { error: "messageForPayroll contains a character that is not allowed" })
      .nullish(),
  })
  .strict();
export type TPushMonthInput = z.infer<typeof ZPushMonthInput>;

export const ZListPushesInput = z.object({ year: zYear(), month: zMonth() }).strict();

/** POST /api/integrations/days_off/pushes/{id}/retry: the command's seen version, and the confirmation a
 * month pushed since needs (as for a new push). */
export const ZPushRetryInput = ZRetryInput.extend({ confirm_retry_push: z.boolean().optional() }).strict();
export type TPushRetryInput = z.infer<typeof ZPushRetryInput>;

// A push's second factor on /payroll: the command's own 2fa inputs, addressed by the push's id.
export const ZPushPassCodeInput = ZPassCodeInput.omit({ command: true })
  .extend({ id: zPathId("id") })
  .strict();
export type TPushPassCodeInput = z.infer<typeof ZPushPassCodeInput>;
export const ZPushCancelCodeInput = ZCancelCodeInput.omit({ command: true })
  .extend({ id: zPathId("id") })
  .strict();
export type TPushCancelCodeInput = z.infer<typeof ZPushCancelCodeInput>;
