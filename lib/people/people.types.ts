// Input schemas of the employees API (spec section 7 "Employees"). Objects are strict: an unknown field is
// a 422 naming it. Every message names its field, so the 422 body says which field is wrong.
import { z } from "zod";
import { ZPagination } from "@/lib/api/list-response";
import { zBodyId, zPathId, zText } from "@/lib/validation/api-fields";
import { LAST_NAME_COMPOSITIONS } from "./display-name";
import {
  zBic,
  zCountryCode,
  zDay,
  zDayOrNull,
  zEmailOrNull,
  zIbanOrNull,
  zNationalNumberOrNull,
  zOptionalText,
  zPhone,
  zQueryBoolean,
  zQueryId,
  zRequiredName,
} from "./people-fields";
import { DIALECT_CODES } from "./preferred-languages";

export const NAME_ORDERS = ["first_last", "last_first"] as const;
export const GENDERS = ["male", "female", "x"] as const;
export const PAYROLL_PUSH_METHODS = ["automatic", "manual", "none"] as const;
export const LANGUAGES = ["en", "nl", "fr"] as const;

const zEnum = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: `${field} must be one of ${values.join(", ")}` });

// ------------------------------------------------------------------------------------------------ lists

export const ZListEmployeesInput = ZPagination.extend({
  search: zText("search")
    .pipe(z.string().max(100, { error: "search can be at most 100 characters" }))
    .optional(),
  team_id: zQueryId("team_id").optional(),
  include_deleted: zQueryBoolean("include_deleted").optional(),
  name_order: zEnum("name_order", NAME_ORDERS).optional(),
}).strict();
export type TListEmployeesInput = z.infer<typeof ZListEmployeesInput>;

export const ZListByTeamInput = ZListEmployeesInput.extend({ team_id: zQueryId("team_id") }).strict();
export type TListByTeamInput = z.infer<typeof ZListByTeamInput>;

export const ZCrossGroupsListInput = ZPagination.extend({
  search: zText("search")
    .pipe(z.string().max(100, { error: "search can be at most 100 characters" }))
    .optional(),
}).strict();
export type TCrossGroupsListInput = z.infer<typeof ZCrossGroupsListInput>;

export const MAX_BULK_IDS = 500;

// GET with employee_ids[]=1&employee_ids[]=2, or POST with a JSON array: both arrive as a list.
export const ZEmployeeInformationBulkInput = z
  .object({
    employee_ids: z
      .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()], {
        error: "employee_ids must be a list of ids",
      })
      .transform((v) => (Array.isArray(v) ? v : String(v).split(",")))
      .pipe(
        z
          .array(zBodyId("employee_ids"))
          .max(MAX_BULK_IDS, { error: `employee_ids can hold at most ${MAX_BULK_IDS} ids` }),
      ),
  })
  .strict();
export type TEmployeeInformationBulkInput = z.infer<typeof ZEmployeeInformationBulkInput>;

export const ZEmployeeIdParam = z.object({ id: zPathId("id") }).strict();
export const ZEmployeeIdQuery = z.object({ employee_id: zQueryId("employee_id") }).strict();
export const ZEmployeeIdBody = z.object({ employee_id: zBodyId("employee_id") }).strict();
export type TEmployeeIdBody = z.infer<typeof ZEmployeeIdBody>;

// ----------------------------------------------------------------------------------------- the fields

// The writable fields of a person. Each may be null (or "") to clear it, except the two names.
const nameFields = {
  insertion: zOptionalText("insertion", 50),
  initials: zOptionalText("initials", 20),
  last_name_composition: zEnum("last_name_composition", LAST_NAME_COMPOSITIONS).nullable(),
  insertion_partner: zOptionalText("insertion_partner", 50),
  last_name_partner: zOptionalText("last_name_partner", 100),
};

const personFields = {
  ...nameFields,
  email: zEmailOrNull("email"),
  private_email: zEmailOrNull("private_email"),
  phone: zPhone("phone"),
  birth_date: zDayOrNull("birth_date"),
  birth_place: zOptionalText("birth_place", 100),
  gender: zEnum("gender", GENDERS).nullable(),
  nationality: zCountryCode("nationality"),
  national_number: zNationalNumberOrNull("national_number"),
  iban: zIbanOrNull("iban"),
  bic: zBic("bic"),
  street: zOptionalText("street", 200),
  house_number: zOptionalText("house_number", 20),
  box: zOptionalText("box", 20),
  postal_code: zOptionalText("postal_code", 20),
  city: zOptionalText("city", 100),
  country_code: zCountryCode("country_code"),
  employee_number: zOptionalText("employee_number", 50),
  job_title: zOptionalText("job_title", 200),
  team_id: zBodyId("team_id").nullable(),
  // An entry of the payroll provider's imported department and cost-centre lists (GET
  // /api/integrations/{id}/reference_lists); employee-write-data.ts checks the list.
  department_id: zBodyId("department_id").nullable(),
  cost_centre_id: zBodyId("cost_centre_id").nullable(),
  reports_to_id: zBodyId("reports_to_id").nullable(),
  start_date: zDayOrNull("start_date"),
  end_date: zDayOrNull("end_date"),
  seniority_date: zDayOrNull("seniority_date"),
  preferred_language: zEnum("preferred_language", LANGUAGES).nullable(),
  language_dialect: zEnum("language_dialect", DIALECT_CODES).nullable(),
  payroll_push_method: zEnum("payroll_push_method", PAYROLL_PUSH_METHODS),
  is_sensitive: z.boolean({ error: "is_sensitive must be true or false" }),
};

const optionalFields = Object.fromEntries(Object.entries(personFields).map(([k, v]) => [k, v.optional()])) as {
  [K in keyof typeof personFields]: z.ZodOptional<(typeof personFields)[K]>;
};

export const ZAddEmployeeInput = z
  .object({ first_name: zRequiredName("first_name"), last_name: zRequiredName("last_name"), ...optionalFields })
  .strict();
export type TAddEmployeeInput = z.infer<typeof ZAddEmployeeInput>;

export const ZEditEmployeeInput = z
  .object({
    employee_id: zBodyId("employee_id"),
    first_name: zRequiredName("first_name").optional(),
    last_name: zRequiredName("last_name").optional(),
    ...optionalFields,
  })
  .strict();
export type TEditEmployeeInput = z.infer<typeof ZEditEmployeeInput>;
/** The field values of an add or edit, without the id. */
export type TEmployeeFields = Omit<TEditEmployeeInput, "employee_id">;

export const ZUpdateNameInput = z
  .object({
    employee_id: zBodyId("employee_id"),
    first_name: zRequiredName("first_name"),
    last_name: zRequiredName("last_name"),
    ...Object.fromEntries(Object.entries(nameFields).map(([k, v]) => [k, v.optional()])),
  })
  .strict() as z.ZodType<{
  employee_id: number;
  first_name: string;
  last_name: string;
  insertion?: string | null;
  initials?: string | null;
  last_name_composition?: (typeof LAST_NAME_COMPOSITIONS)[number] | null;
  insertion_partner?: string | null;
  last_name_partner?: string | null;
}>;
export type TUpdateNameInput = z.infer<typeof ZUpdateNameInput>;

// -------------------------------------------------------------------------------------------- actions

import { DELETE_CONFIRMATIONS } from "./delete-confirmation-kinds";
export { DELETE_CONFIRMATIONS, type DeleteConfirmation } from "./delete-confirmation-kinds";

export const ZDeleteEmployeeInput = z
  .object({
    employee_id: zBodyId("employee_id"),
    user_confirmations: z
      .array(zEnum("user_confirmations", DELETE_CONFIRMATIONS), { error: "user_confirmations must be a list" })
      .max(DELETE_CONFIRMATIONS.length)
      .default([]),
  })
  .strict();
export type TDeleteEmployeeInput = z.infer<typeof ZDeleteEmployeeInput>;

export const ZSetSensitiveInput = z
  .object({
    employee_id: zBodyId("employee_id"),
    is_sensitive: z.boolean({ error: "is_sensitive must be true or false" }),
  })
  .strict();
export type TSetSensitiveInput = z.infer<typeof ZSetSensitiveInput>;

export const ZEditSeniorityDateInput = z
  .object({ employee_id: zBodyId("employee_id"), seniority_date: zDayOrNull("seniority_date") })
  .strict();
export type TEditSeniorityDateInput = z.infer<typeof ZEditSeniorityDateInput>;

export const ZEditPayrollPushMethodInput = z
  .object({
    employee_id: zBodyId("employee_id"),
    payroll_push_method: zEnum("payroll_push_method", PAYROLL_PUSH_METHODS),
  })
  .strict();
export type TEditPayrollPushMethodInput = z.infer<typeof ZEditPayrollPushMethodInput>;

export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

export const ZPhotoUploadInput = z
  .object({
    employee_id: zBodyId("employee_id"),
    file_base64: z.string({ error: "file_base64 is required" }).min(1, { error: "file_base64 is required" }),
  })
  .strict();
export type TPhotoUploadInput = z.infer<typeof ZPhotoUploadInput>;

export const ZSelfserviceInviteInput = z
  .object({ employee_id: zBodyId("employee_id"), email: zEmailOrNull("email").optional() })
  .strict();
export type TSelfserviceInviteInput = z.infer<typeof ZSelfserviceInviteInput>;

export const MAX_MATCH_QUERIES = 500;

export const ZFindMatchingEmployeesInput = z
  .object({
    national_numbers: z
      .array(
        zText("national_numbers").pipe(
          z.string().max(30, { error: "national_numbers holds a value that is too long" }),
        ),
        {
          error: "national_numbers must be a list",
        },
      )
      .max(MAX_MATCH_QUERIES, { error: `national_numbers can hold at most ${MAX_MATCH_QUERIES} values` })
      .optional(),
    nameAndDOBs: z
      .array(
        z
          .object({
            first_name: zRequiredName("nameAndDOBs.first_name"),
            last_name: zRequiredName("nameAndDOBs.last_name"),
            birth_date: zDay("nameAndDOBs.birth_date"),
          })
          .strict(),
        { error: "nameAndDOBs must be a list" },
      )
      .max(MAX_MATCH_QUERIES, { error: `nameAndDOBs can hold at most ${MAX_MATCH_QUERIES} entries` })
      .optional(),
    // "exact": name and birth date must all match; "birth_date": a birth date with either name is enough.
    search_type: zEnum("search_type", ["exact", "loose"] as const).default("exact"),
  })
  .strict()
  .refine((v) => v.national_numbers !== undefined || v.nameAndDOBs !== undefined, {
    error: "national_numbers or nameAndDOBs is required",
    path: ["national_numbers"],
  });
export type TFindMatchingEmployeesInput = z.infer<typeof ZFindMatchingEmployeesInput>;

export const ZGetBicByIbanInput = z
  .object({ iban: zText("iban").pipe(z.string().min(1, { error: "iban is required" }).max(50)) })
  .strict();
export type TGetBicByIbanInput = z.infer<typeof ZGetBicByIbanInput>;
