// Which audit rows and fields are about wages, personal data or leave, for the read-side rules: wage rows
// and wage fields need wages.read; national number and IBAN changes never show values.
// One rule for every screen that shows audit rows: the wage object types and fields of the activity feed.
export { isWageField, WAGE_OBJECT_TYPES } from "@/lib/activity/visible-changes";

/** Change keys whose values are never shown, even masked: only that they changed. */
export const SECRET_FIELDS: ReadonlySet<string> = new Set(["national_number", "iban"]);

export const LEAVE_REQUEST_OBJECT = "leave_request";
export const LEAVE_EXCEPTION_OBJECT = "leave_allowance_exception";
/** The person's own record: the personal-data export reads these rows. */
export const PERSON_OBJECT = "employee";
