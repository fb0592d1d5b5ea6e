// The audited view of a person: the writable fields in API names, with national number and IBAN masked
// (an audit row is read by more people than the sensitive right allows, and it is kept forever).
import { decryptField } from "@/lib/crypto/field-encryption";
import { employeeWritableFields, type EmployeeRow } from "./employee-json";
import { maskIban, maskNationalNumber } from "./mask-sensitive";

export function employeeAuditSnapshot(e: EmployeeRow): Record<string, unknown> {
  return {
    ...employeeWritableFields(e),
    national_number: maskNationalNumber(decryptField(e.nationalNumberEnc)),
    iban: maskIban(decryptField(e.ibanEnc)),
  };
}
