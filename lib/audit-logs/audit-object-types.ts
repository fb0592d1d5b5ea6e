// Which audit rows and fields are about wages, personal data or leave, for the read-side rules: wage rows
// and wage fields need wages.read; national number and IBAN changes never show values.
export const WAGE_OBJECT_TYPES = ["employee_wage", "wage_benefit", "wage_benefit_interpretation"] as const;

/** Change keys that reveal pay, hidden from callers without the wages right whatever the row. */
export const WAGE_FIELDS: ReadonlySet<string> = new Set([
  "bruto", "bruto_cents", "base_wage", "wage", "wages", "benefits", "amount_cents", "weekly_minutes",
  "hospitalisatie", "pensioenplan", "nettovergoeding", "bonus", "extras",
]);

/** Change keys whose values are never shown, even masked: only that they changed. */
export const SECRET_FIELDS: ReadonlySet<string> = new Set(["national_number", "iban"]);

export const LEAVE_REQUEST_OBJECT = "leave_request";
export const LEAVE_EXCEPTION_OBJECT = "leave_allowance_exception";
/** The person's own record: the personal-data export reads these rows. */
export const PERSON_OBJECT = "employee";
