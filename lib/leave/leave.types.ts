// Input schemas of the leave and calendar API. Objects are strict: an unknown field is a 422 naming it.
// Dates travel as YYYY-MM-DD; "now" means today where a start date is asked.
import { z } from "zod";
import { ZPagination } from "@/lib/api/list-response";
import { zBodyId, zPathId, zText } from "@/lib/validation/api-fields";
import { isIsoDate, toIsoDate } from "./iso-date";

export function zIsoDate(field: string, options: { allowNow?: boolean } = {}) {
  return z
    .string({ error: `${field} must be a date (YYYY-MM-DD)` })
    .transform((v) => (options.allowNow && v === "now" ? toIsoDate(new Date()) : v))
    .refine(isIsoDate, { error: `${field} must be a date (YYYY-MM-DD)` });
}

const zAmount = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .refine((v) => Number.isFinite(v) && Math.abs(v) <= 100_000, { error: `${field} is out of range` })
    .refine((v) => Math.round(v * 100) === v * 100, { error: `${field} can have at most two decimals` });

const zYear = z.coerce
  .number({ error: "year must be a number" })
  .int()
  .min(2000, { error: "year must be 2000 or later" })
  .max(2100, { error: "year must be 2100 or earlier" });
const zHex = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: "colour must be a colour like #2563eb" });
const zNote = zText("note").pipe(z.string().max(1000, { error: "note can be at most 1000 characters" }));

export const ZDayOffTypeInput = z
  .object({
    name: zText("name").pipe(
      z.string().min(1, { error: "name is required" }).max(80, { error: "name can be at most 80 characters" }),
    ),
    unit: z.enum(["days", "hours"], { error: "unit must be days or hours" }),
    needs_approval: z.boolean({ error: "needs_approval must be true or false" }),
    self_request: z.boolean({ error: "self_request must be true or false" }),
    tracks_balance: z.boolean({ error: "tracks_balance must be true or false" }),
    yearly_allowance: zAmount("yearly_allowance").nullable().optional(),
    colour: zHex.optional(),
    // Keyed by an integration's source (lib/integrations: lowercase letters, digits, - and _, up to 60).
    payroll_codes: z
      .record(
        z.string().regex(/^[a-z0-9][a-z0-9_-]{0,59}$/, { error: "payroll_codes keys are integration sources" }),
        zText("payroll_codes").pipe(z.string().max(20)),
      )
      .optional(),
  })
  .strict();
export type TDayOffTypeInput = z.infer<typeof ZDayOffTypeInput>;

export const ZEditDayOffTypeInput = ZDayOffTypeInput.partial()
  .extend({ day_off_type_id: zBodyId("day_off_type_id") })
  .strict();
export type TEditDayOffTypeInput = z.infer<typeof ZEditDayOffTypeInput>;
export const ZDayOffTypeIdInput = z.object({ day_off_type_id: zBodyId("day_off_type_id") }).strict();

export const ZRequestLeaveInput = z
  .object({
    employee_id: zBodyId("employee_id").optional(),
    day_off_type_id: zBodyId("day_off_type_id"),
    start_date: zIsoDate("start_date", { allowNow: true }),
    end_date: zIsoDate("end_date", { allowNow: true }),
    start_part: z.enum(["full", "second_half"], { error: "start_part must be full or second_half" }).default("full"),
    end_part: z.enum(["full", "first_half"], { error: "end_part must be full or first_half" }).default("full"),
    minutes: z.coerce
      .number({ error: "minutes must be a number" })
      .int({ error: "minutes must be a whole number" })
      .min(1, { error: "minutes must be at least 1" })
      .max(1440)
      .optional(),
    note: zNote.optional(),
    // Count and check the balance without storing anything (the dialog's warning before sending).
    dry_run: z.boolean({ error: "dry_run must be true or false" }).optional(),
  })
  .strict();
export type TRequestLeaveInput = z.infer<typeof ZRequestLeaveInput>;

export const ZDecideLeaveInput = z.object({ request_id: zBodyId("request_id"), note: zNote.optional() }).strict();
export type TDecideLeaveInput = z.infer<typeof ZDecideLeaveInput>;

export const ZListLeaveInput = ZPagination.extend({
  status: z.enum(["pending", "approved", "declined", "cancelled", "deletion_requested"]).optional(),
  employee_id: zPathId("employee_id").optional(),
}).strict();
export type TListLeaveInput = z.infer<typeof ZListLeaveInput>;

export const ZSaldoInput = z
  .object({
    id: zPathId("id"),
    date: zIsoDate("date").optional(),
    day_off_type_id: zPathId("day_off_type_id").optional(),
  })
  .strict();
export type TSaldoInput = z.infer<typeof ZSaldoInput>;

export const ZAdjustBalanceInput = z
  .object({
    employee_id: zBodyId("employee_id"),
    day_off_type_id: zBodyId("day_off_type_id"),
    date: zIsoDate("date", { allowNow: true }),
    amount: zAmount("amount").refine((v) => v !== 0, { error: "amount cannot be 0" }),
    kind: z
      .enum(["adjustment", "carry_over", "accrual"], { error: "kind must be adjustment, carry_over or accrual" })
      .default("adjustment"),
    expires_on: zIsoDate("expires_on").nullable().optional(),
    note: zNote.optional(),
  })
  .strict();
export type TAdjustBalanceInput = z.infer<typeof ZAdjustBalanceInput>;

export const ZAllowanceExceptionInput = z
  .object({
    employee_id: zBodyId("employee_id"),
    day_off_type_id: zBodyId("day_off_type_id"),
    year: zYear,
    amount: zAmount("amount").nullable(),
  })
  .strict();
export type TAllowanceExceptionInput = z.infer<typeof ZAllowanceExceptionInput>;

export const ZGenerateEntitlementsInput = z.object({ year: zYear }).strict();

export const ZScheduleDetailInput = z
  .object({
    id: zPathId("id"),
    year: zYear,
    month: z.coerce
      .number({ error: "month must be a number" })
      .int()
      .min(1, { error: "month must be 1 to 12" })
      .max(12, { error: "month must be 1 to 12" })
      .optional(),
  })
  .strict();
export type TScheduleDetailInput = z.infer<typeof ZScheduleDetailInput>;

const zDayMinutes = z
  .number({ error: "weeks must hold minutes per day" })
  .int({ error: "weeks must hold whole minutes" })
  .min(0)
  .max(1440, { error: "a day has at most 1440 minutes" });
export const ZSetScheduleInput = z
  .object({
    employee_id: zBodyId("employee_id"),
    valid_from: zIsoDate("valid_from", { allowNow: true }),
    weeks: z
      .array(z.array(zDayMinutes).length(7, { error: "each week has 7 days, Monday first" }), {
        error: "weeks must be a list of weeks",
      })
      .min(1, { error: "weeks needs at least one week" })
      .max(4, { error: "a cycle has at most 4 weeks" }),
    cycle_start: zIsoDate("cycle_start").optional(),
    employment_nature: z
      .enum(["worker", "employee"], { error: "employment_nature must be worker or employee" })
      .default("employee"),
  })
  .strict();
export type TSetScheduleInput = z.infer<typeof ZSetScheduleInput>;

export const ZWorkingHoursInput = z
  .object({
    employee_id: zPathId("employee_id"),
    working_type_ids: z.union([z.string(), z.array(z.string())]).optional(),
    weeks: z.coerce
      .number({ error: "weeks must be a number" })
      .int()
      .min(1, { error: "weeks must be 1 to 53" })
      .max(53, { error: "weeks must be 1 to 53" })
      .default(1),
    start_date: zIsoDate("start_date").optional(),
  })
  .strict();
export type TWorkingHoursInput = z.infer<typeof ZWorkingHoursInput>;

export const ZHolidaysInput = z.object({ year: zYear }).strict();
export const ZReplacementInput = z
  .object({ holiday_date: zIsoDate("holiday_date"), replacement_date: zIsoDate("replacement_date").nullable() })
  .strict();
export type TReplacementInput = z.infer<typeof ZReplacementInput>;

export const ZLockMonthInput = z
  .object({
    month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "month must be YYYY-MM" }),
    locked: z.boolean({ error: "locked must be true or false" }),
  })
  .strict();
export type TLockMonthInput = z.infer<typeof ZLockMonthInput>;

export const ZCalendarMonthInput = z
  .object({
    year: zYear,
    month: z.coerce
      .number({ error: "month must be a number" })
      .int()
      .min(1, { error: "month must be 1 to 12" })
      .max(12, { error: "month must be 1 to 12" }),
    team_id: zPathId("team_id").optional(),
    employee_id: zPathId("employee_id").optional(),
    sort: z.enum(["name", "last_name", "id"]).optional(),
  })
  .strict();
export type TCalendarMonthInput = z.infer<typeof ZCalendarMonthInput>;
