// Input schemas of the contracts API (issue 21). Objects are strict: an unknown field is a 422 naming it.
// Numbers follow spec section 5 (a comma counts as a dot, maximum and decimals named); dates are dd/mm/yyyy,
// YYYY-MM-DD or "now". Rules across fields (end date required for a fixed term, BE or NL fields) are in
// contract-rules.ts, where the company's country is known.
import { z } from "zod";
import { zBodyId, zPathId, zText } from "@/lib/validation/api-fields";
import { zNumberInput } from "@/lib/validation/zod-fields";
import { zApiDate } from "@/lib/people-history/day";
import { BENEFIT_KINDS, type BenefitKind } from "@/lib/wages/benefit-options";
import { zEuroCents } from "@/lib/wages/money";

export const CONTRACT_TYPES = [
  "open_ended",
  "fixed_term",
  "specific_work",
  "replacement",
  "student",
  "flexi",
  "interim",
] as const;
export type ContractTypeName = (typeof CONTRACT_TYPES)[number];
export const EMPLOYMENT_TYPES = ["worker", "employee"] as const;
export const WAYS_OF_TERMINATION = [
  "notice_worked",
  "notice_paid_out",
  "mutual_agreement",
  "dismissal_serious_cause",
  "end_of_fixed_term",
] as const;
export type WayOfTerminationName = (typeof WAYS_OF_TERMINATION)[number];
export const NOTICE_INITIATORS = ["employer", "employee"] as const;

/** Minutes in a day of a weekly schedule: at most 24 hours. */
const zDayMinutes = z
  .number({ error: "weekly_schedule holds minutes per day" })
  .int({ error: "weekly_schedule holds whole minutes" })
  .min(0, { error: "weekly_schedule minutes must be 0 or more" })
  .max(1440, { error: "weekly_schedule minutes can be at most 1440 a day" });
export const zWeeklySchedule = z
  .array(zDayMinutes, { error: "weekly_schedule must be a list of 7 days" })
  .length(7, { error: "weekly_schedule has 7 days, Monday first" });

const zOptionalId = (field: string) => z.union([zBodyId(field), z.null()]).optional();
const zShortText = (field: string, max: number) =>
  zText(field).pipe(z.string().max(max, { error: `${field} can have at most ${max} characters` }));

const ZBenefits = z
  .object(
    Object.fromEntries(BENEFIT_KINDS.map((kind) => [kind, zEuroCents(`benefits.${kind}`).optional()])) as Record<
      BenefitKind,
      z.ZodOptional<ReturnType<typeof zEuroCents>>
    >,
  )
  .strict();

const contractFields = {
  contract_type: z.enum(CONTRACT_TYPES, { error: `contract_type must be one of ${CONTRACT_TYPES.join(", ")}` }),
  employment_type: z
    .enum(EMPLOYMENT_TYPES, { error: "employment_type must be worker or employee" })
    .default("employee"),
  joint_committee: z.union([zShortText("joint_committee", 10), z.null()]).optional(),
  cao: z.union([zShortText("cao", 100), z.null()]).optional(),
  probation_months: z.union([zNumberInput("probation_months", { max: 2, decimals: 0 }), z.null()]).optional(),
  is_variable_schedule: z.boolean({ error: "is_variable_schedule must be true or false" }).default(false),
  weekly_schedule: z.union([zWeeklySchedule, z.null()]).optional(),
  days_per_week: zNumberInput("days_per_week", { max: 7, decimals: 1, positiveOnly: true }),
  hours_per_week: zNumberInput("hours_per_week", { max: 60, decimals: 2, positiveOnly: true }),
  department_id: zOptionalId("department_id"),
  cost_centre_id: zOptionalId("cost_centre_id"),
  function_id: zOptionalId("function_id"),
  qualification_id: zOptionalId("qualification_id"),
  start_date: zApiDate("start_date"),
  end_date: z.union([zApiDate("end_date"), z.null(), z.literal("").transform(() => null)]).optional(),
};

export const ZAddContractInput = z
  .object({
    employee_id: zBodyId("employee_id"),
    ...contractFields,
    base_wage: zEuroCents("base_wage"),
    benefits: ZBenefits.default({}),
  })
  .strict();
export type TAddContractInput = z.infer<typeof ZAddContractInput>;

// Editing changes the contract's terms as recorded (a correction); a change from a date is a change request.
export const ZEditContractInput = z.object({ contract_id: zBodyId("contract_id"), ...contractFields }).strict();
export type TEditContractInput = z.infer<typeof ZEditContractInput>;

export const ZContractIdInput = z.object({ contract_id: zBodyId("contract_id") }).strict();
export type TContractIdInput = z.infer<typeof ZContractIdInput>;

export const ZContractPathInput = z.object({ id: zPathId("id") }).strict();
export type TContractPathInput = z.infer<typeof ZContractPathInput>;

export const ZEmployeeContractsInput = z.object({ employee_id: zPathId("employee_id") }).strict();
export type TEmployeeContractsInput = z.infer<typeof ZEmployeeContractsInput>;

export const ENDING_WITHIN = ["30", "60", "90"] as const;
export const ZListContractsInput = z
  .object({
    ending_within: z.enum(ENDING_WITHIN, { error: "ending_within must be 30, 60 or 90" }).optional(),
    contract_type: z.enum(CONTRACT_TYPES, { error: "contract_type is not a contract type" }).optional(),
    team_id: zPathId("team_id").optional(),
    page: z.coerce.number({ error: "page must be a number" }).int().min(1).max(100_000).default(1),
    per_page: z.coerce.number({ error: "per_page must be a number" }).int().min(1).max(100).default(30),
  })
  .strict();
export type TListContractsInput = z.infer<typeof ZListContractsInput>;

export const ZCalculateNoticeInput = z
  .object({
    start_date: zApiDate("start_date"),
    notification_date: zApiDate("notification_date"),
    initiated_by: z.enum(NOTICE_INITIATORS, { error: "initiated_by must be employer or employee" }),
    employment_type: z.enum(EMPLOYMENT_TYPES, { error: "employment_type must be worker or employee" }).optional(),
  })
  .strict();
export type TCalculateNoticeInput = z.infer<typeof ZCalculateNoticeInput>;

export const ZTerminateContractInput = z
  .object({
    contract_id: zBodyId("contract_id"),
    termination_reason: zText("termination_reason").pipe(
      z
        .string()
        .min(1, { error: "termination_reason is required" })
        .max(200, { error: "termination_reason can be at most 200 characters" }),
    ),
    way_of_termination: z.enum(WAYS_OF_TERMINATION, {
      error: `way_of_termination must be one of ${WAYS_OF_TERMINATION.join(", ")}`,
    }),
    initiated_by: z.enum(NOTICE_INITIATORS, { error: "initiated_by must be employer or employee" }).optional(),
    notification_date: zApiDate("notification_date"),
    // The last day of work; without it: the notice's end when notice is worked, else the notification date.
    end_date: zApiDate("end_date").optional(),
    last_payout_date: zApiDate("last_payout_date"),
    notice_by_date: zApiDate("notice_by_date").optional(),
  })
  .strict();
export type TTerminateContractInput = z.infer<typeof ZTerminateContractInput>;

export const ZChangeRequestInput = z
  .object({
    contract_id: zBodyId("contract_id"),
    change_date: zApiDate("change_date"),
    base_wage: zEuroCents("base_wage").optional(),
    hours_per_week: zNumberInput("hours_per_week", { max: 60, decimals: 2, positiveOnly: true }).optional(),
    days_per_week: zNumberInput("days_per_week", { max: 7, decimals: 1, positiveOnly: true }).optional(),
    function_id: zBodyId("function_id").optional(),
    weekly_schedule: zWeeklySchedule.optional(),
    is_variable_schedule: z.boolean({ error: "is_variable_schedule must be true or false" }).optional(),
    note: zShortText("note", 2000).optional(),
  })
  .strict();
export type TChangeRequestInput = z.infer<typeof ZChangeRequestInput>;

export const ZDecideChangeInput = z
  .object({
    change_id: zBodyId("change_id"),
    decision: z.enum(["approve", "decline"], { error: "decision must be approve or decline" }),
    decline_reason: zShortText("decline_reason", 500).optional(),
  })
  .strict();
export type TDecideChangeInput = z.infer<typeof ZDecideChangeInput>;

export const ZSendContractInput = z
  .object({ contract_id: zBodyId("contract_id"), integration_id: zBodyId("integration_id") })
  .strict();
export type TSendContractInput = z.infer<typeof ZSendContractInput>;

export const ZRetryChangeInput = z.object({ change_id: zBodyId("change_id") }).strict();
export type TRetryChangeInput = z.infer<typeof ZRetryChangeInput>;
