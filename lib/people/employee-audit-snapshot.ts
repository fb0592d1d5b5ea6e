// The audited view of a person: the writable fields in API names, with national number and IBAN masked
// (an audit row is read by more people than the sensitive right allows, and it is kept forever).
import { decryptField } from "@/lib/crypto/field-encryption";
import type { EmployeeRow } from "./employee-json";
import { maskIban, maskNationalNumber } from "./mask-sensitive";
import { dayString } from "./people-fields";

export function employeeAuditSnapshot(e: EmployeeRow): Record<string, unknown> {
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
    national_number: maskNationalNumber(decryptField(e.nationalNumberEnc)),
    iban: maskIban(decryptField(e.ibanEnc)),
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
