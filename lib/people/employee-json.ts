// The API shape of one person (spec section 3, snake_case, dates as YYYY-MM-DD), with the fields the
// caller may not read left out: national_number and iban need `sensitive.read` (they are decrypted only
// then). Wage data is not on the person: it sits behind wages.read in the wage routes. Whether the
// person is visible at all is decided before (visiblePeopleWhere), never here.
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { decryptField } from "@/lib/crypto/field-encryption";
import type { Prisma } from "@/lib/db/generated/client";
import { displayName, type NameOrder } from "./display-name";
import { dayString } from "./people-fields";

/** Everything employeeJson reads; never the photo bytes. */
export const EMPLOYEE_JSON_SELECT = {
  id: true,
  groupId: true,
  firstName: true,
  lastName: true,
  insertion: true,
  initials: true,
  lastNameComposition: true,
  insertionPartner: true,
  lastNamePartner: true,
  email: true,
  privateEmail: true,
  phone: true,
  birthDate: true,
  birthPlace: true,
  gender: true,
  nationality: true,
  nationalNumberEnc: true,
  ibanEnc: true,
  bic: true,
  street: true,
  houseNumber: true,
  box: true,
  postalCode: true,
  city: true,
  countryCode: true,
  employeeNumber: true,
  jobTitle: true,
  teamId: true,
  team: { select: { name: true } },
  departmentRefId: true,
  costCentreRefId: true,
  reportsToId: true,
  startDate: true,
  endDate: true,
  seniorityDate: true,
  preferredLanguage: true,
  languageDialect: true,
  payrollPushMethod: true,
  isSensitive: true,
  photoMime: true,
  deletedAt: true,
  membership: { select: { id: true, status: true } },
} satisfies Prisma.EmployeeSelect;

export type EmployeeRow = Prisma.EmployeeGetPayload<{ select: typeof EMPLOYEE_JSON_SELECT }>;

export function photoUrl(employeeId: number): string {
  return `/api/employees/${employeeId}/photo`;
}

/** The fields a person's record is written with, in API names, without the encrypted ones. */
export function employeeWritableFields(e: EmployeeRow) {
  return {
    first_name: e.firstName,
    last_name: e.lastName,
    insertion: e.insertion,
    initials: e.initials,
    last_name_composition: e.lastNameComposition,
    insertion_partner: e.insertionPartner,
    last_name_partner: e.lastNamePartner,
    email: e.email,
    private_email: e.privateEmail,
    phone: e.phone,
    birth_date: dayString(e.birthDate),
    birth_place: e.birthPlace,
    gender: e.gender,
    nationality: e.nationality,
    bic: e.bic,
    street: e.street,
    house_number: e.houseNumber,
    box: e.box,
    postal_code: e.postalCode,
    city: e.city,
    country_code: e.countryCode,
    employee_number: e.employeeNumber,
    job_title: e.jobTitle,
    team_id: e.teamId,
    department_id: e.departmentRefId,
    cost_centre_id: e.costCentreRefId,
    reports_to_id: e.reportsToId,
    start_date: dayString(e.startDate),
    end_date: dayString(e.endDate),
    seniority_date: dayString(e.seniorityDate),
    preferred_language: e.preferredLanguage,
    language_dialect: e.languageDialect,
    payroll_push_method: e.payrollPushMethod,
    is_sensitive: e.isSensitive,
  };
}

export function employeeJson(ctx: RequestContext, e: EmployeeRow, nameOrder: NameOrder = "first_last") {
  const sensitive = can(ctx.subject, "sensitive.read");
  return {
    employee_id: e.id,
    ...employeeWritableFields(e),
    display_name: displayName(e, nameOrder),
    // Absent (not null) without the right, so a client cannot mistake "hidden" for "empty".
    ...(sensitive ? { national_number: decryptField(e.nationalNumberEnc), iban: decryptField(e.ibanEnc) } : {}),
    team_name: e.team?.name ?? null,
    has_photo: e.photoMime !== null,
    photo_url: e.photoMime !== null ? photoUrl(e.id) : null,
    deleted: e.deletedAt !== null,
    has_user_account: e.membership !== null && (e.membership.status === "enabled" || e.membership.status === "invited"),
  };
}

export type EmployeeJson = ReturnType<typeof employeeJson>;
