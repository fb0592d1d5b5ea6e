// Input schemas of the Dimona routes: the Dimona contract fields of spec 3 (their spec names), plus the
// user company of an interim (joint committee 322) and period_id for UPDATE / CANCEL / OUT. Objects are
// strict. zod checks shapes; the glossary rules (rules.ts) then name the field and rule of every breach.
import { z } from "zod";
import { zBodyId, zPathId } from "@/lib/validation/api-fields";
import { normaliseDateText, parseDateInput, toIsoDay } from "@/lib/validation/date-input";
import { zNumberInput } from "@/lib/validation/zod-fields";
import { EMPLOYMENT_STATUSES } from "./glossary";

/** DD/MM/YYYY (spec 5) or ISO; answers ISO. */
export const zDimonaDate = (field: string) =>
  z.string({ error: `${field} is not a valid date` }).transform((raw, ctx) => {
    const date = parseDateInput(normaliseDateText(raw));
    if (!date) {
      ctx.addIssue({ code: "custom", message: `${field} is not a valid date` });
      return z.NEVER;
    }
    return toIsoDay(date);
  });

/** HHMM; "17:30" and "1730" both read. */
const zHour = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .max(5, { error: `${field} can have at most 5 characters` })
    .transform((v) => v.trim().replace(":", ""));

const zCode = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .max(max, { error: `${field} can have at most ${max} characters` })
    .transform((v) => v.trim().toUpperCase());

const zFlag = (field: string) => z.boolean({ error: `${field} must be true or false` });

// Planned hours are rounded up (glossary); the rule checks 1-999.
const zPlannedHours = zNumberInput("PlannedHoursNbr", { min: 0, max: 100_000, decimals: 2 }).transform(Math.ceil);

const changeable = {
  contract_start_date: zDimonaDate("contract_start_date").nullish(),
  contract_end_date: zDimonaDate("contract_end_date").nullish(),
  StartingHour: zHour("StartingHour").nullish(),
  EndingHour: zHour("EndingHour").nullish(),
  PlannedHoursNbr: zPlannedHours.nullish(),
  dry_run: zFlag("dry_run").default(false),
};

export const ZAddDimonaInput = z
  .object({
    employee_id: zBodyId("employee_id"),
    ContractType: zCode("ContractType", 3),
    ParCom: zCode("ParCom", 3).nullish(),
    Student: zFlag("Student").default(false),
    FirstMonthC32ANbr: zCode("FirstMonthC32ANbr", 12).nullish(),
    NextMonthC32ANbr: zCode("NextMonthC32ANbr", 12).nullish(),
    PauseMinutes: zNumberInput("PauseMinutes", { min: 0, max: 1440, decimals: 0 }).nullish(),
    rsz_category: zCode("rsz_category", 10).nullish(),
    ActivityWithRisk: zFlag("ActivityWithRisk").default(false),
    WorkerStatus: zCode("WorkerStatus", 20).nullish(),
    extra_shifts: zFlag("extra_shifts").default(false),
    isApprentice: zFlag("isApprentice").default(false),
    employment_status: z.enum(EMPLOYMENT_STATUSES, { error: "employment_status must be WORKER or EMPLOYEE" }).nullish(),
    user_company_number: zCode("user_company_number", 100).nullish(),
    integration_id: zBodyId("integration_id").nullish(),
    ...changeable,
  })
  .strict();
export type TAddDimonaInput = z.infer<typeof ZAddDimonaInput>;

export const ZEditDimonaInput = z
  .object({
    type: z.enum(["UPDATE", "CANCEL", "OUT"], { error: "type must be UPDATE, CANCEL or OUT" }),
    period_id: z
      .union([z.string(), z.number()], { error: "period_id must be text or a number" })
      .transform((v) => String(v).trim())
      .nullish(),
    ...changeable,
  })
  .strict();
export type TEditDimonaInput = z.infer<typeof ZEditDimonaInput>;

export const ZDimonaIdParam = z.object({ id: zPathId("id") }).strict();
