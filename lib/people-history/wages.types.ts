// Input schemas of the wage history API (spec section 3 "Wage"). Amounts arrive as decimal euros and leave
// the schema as integer cents. Objects are strict: an unknown field is a 422 naming it.
import { z } from "zod";
import { zBodyId, zPathId, zText } from "@/lib/validation/api-fields";
import { BENEFIT_KINDS, type BenefitKind } from "@/lib/wages/benefit-options";
import { zEuroCents } from "@/lib/wages/money";
import { zApiDate } from "./day";

/** 60 hours a week: above any Belgian or Dutch working-time ceiling, so only typing errors are refused. */
export const MAX_WEEKLY_MINUTES = 3600;
/** Where the wage is registered for payroll; the neighbours cover cross-border workers. */
export const REGISTRATION_COUNTRIES = ["BE", "NL", "LU", "DE", "FR"] as const;
/** Currencies a wage may be agreed in; EUR unless given. */
export const WAGE_CURRENCIES = ["EUR", "GBP", "CHF", "USD"] as const;

export const ZWageListInput = z.object({ id: zPathId("id") }).strict();
export type TWageListInput = z.infer<typeof ZWageListInput>;

const ZExtras = z
  .object(
    Object.fromEntries(BENEFIT_KINDS.map((kind) => [kind, zEuroCents(`extras.${kind}`).optional()])) as Record<
      BenefitKind,
      z.ZodOptional<ReturnType<typeof zEuroCents>>
    >,
  )
  .strict();

export const ZSetCurrentWageInput = z
  .object({
    employee_id: zBodyId("employee_id"),
    start_date: zApiDate("start_date"),
    bruto: zEuroCents("bruto"),
    weekly_minutes: z
      .number({ error: "weekly_minutes must be a number" })
      .int({ error: "weekly_minutes must be a whole number" })
      .min(0, { error: "weekly_minutes must be 0 or more" })
      .max(MAX_WEEKLY_MINUTES, { error: `weekly_minutes can be at most ${MAX_WEEKLY_MINUTES}` }),
    registration_country_code: z.enum(REGISTRATION_COUNTRIES, {
      error: `registration_country_code must be one of ${REGISTRATION_COUNTRIES.join(", ")}`,
    }),
    currency: z
      .enum(WAGE_CURRENCIES, { error: `currency must be one of ${WAGE_CURRENCIES.join(", ")}` })
      .default("EUR"),
    extras: ZExtras.default({}),
  })
  .strict();
export type TSetCurrentWageInput = z.infer<typeof ZSetCurrentWageInput>;

export const ZTerminateWageInput = z
  .object({
    wage_id: zBodyId("wage_id"),
    end_date: zApiDate("end_date"),
    termination_reason: zText("termination_reason").pipe(
      z
        .string()
        .min(1, { error: "termination_reason is required" })
        .max(200, { error: "termination_reason can be at most 200 characters" }),
    ),
    extra_message_account_manager: zText("extra_message_account_manager")
      .pipe(z.string().max(2000, { error: "extra_message_account_manager can be at most 2000 characters" }))
      .optional(),
  })
  .strict();
export type TTerminateWageInput = z.infer<typeof ZTerminateWageInput>;

export const ZDeleteHistoricalWageInput = z.object({ wage_id: zBodyId("wage_id") }).strict();
export type TDeleteHistoricalWageInput = z.infer<typeof ZDeleteHistoricalWageInput>;
