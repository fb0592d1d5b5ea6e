// Who may do what with documents, as far as the caller alone decides it (role, switches, flags, read-only).
// lib/documents/document-rights.ts adds what needs the database (which employee records are in scope) and
// turns these rules into queries; nothing else in the documents code reads a role.
//
// - The documents area (per-user switch "documents", flag disable_documents) opens the module at all.
// - Self-service employees (role employee) use it only with enable_self_service_documents (documents.read):
//   they read their own record's files and the company documents meant for them, upload to their own
//   record, and edit or delete only what they uploaded themselves.
// - Admins and HR without team-based access see every company document and keep them
//   (documents.read_all_company); others see those meant for everybody, for one of their teams, or for a
//   segment their own record is in. enable_company_wide_documents off hides company documents.
// - Read-only users read but never write.
import { canAccessArea } from "./areas";
import { can } from "./permissions";
import { isAdmin, isReadOnly, type AccessSubject } from "./subject";

export type DocumentAccess = {
  /** The module is open to the caller at all. */
  canRead: boolean;
  /** May upload, edit and delete (within the records and files the other rules allow). */
  canWrite: boolean;
  canReadCompany: boolean;
  /** Sees every company document, whatever teams or segment it is meant for. */
  seesAllCompany: boolean;
  canWriteCompany: boolean;
  /** Keeps the company's document settings (default folder name, forward address): admins and HR. */
  canManageSettings: boolean;
  foldersEnabled: boolean;
  /** A self-service employee: the only employee record whose files they see is their own. */
  ownRecordOnly: boolean;
};

export function documentAccess(s: AccessSubject): DocumentAccess {
  const canRead = canAccessArea(s, "documents") && can(s, "documents.read");
  const canWrite = canRead && !isReadOnly(s);
  // HR limited to some teams (team-based access) is like a manager here: company documents meant for their
  // teams, and not the company-wide settings (the forward address receives every staff member's forwards).
  const seesAllCompany = can(s, "documents.read_all_company");
  const canReadCompany = canRead && s.flags.enable_company_wide_documents;
  return {
    canRead,
    canWrite,
    canReadCompany,
    seesAllCompany: canReadCompany && seesAllCompany,
    canWriteCompany: canReadCompany && seesAllCompany && canWrite,
    canManageSettings: seesAllCompany && canWrite,
    foldersEnabled: s.flags.enable_document_folders,
    ownRecordOnly: !can(s, "documents.keep_folders"),
  };
}

/**
 * Folder writes on an employee record (add, rename, delete; a new folder named at upload) are HR's: not a
 * self-service employee's, and not on one's own record (HR keeps the folders of a person's record, also when
 * that person is a manager), admins excepted. Company folders follow canWriteCompany.
 */
export function mayKeepFoldersOfRecord(s: AccessSubject, ownRecord: boolean): boolean {
  return can(s, "documents.keep_folders") && (!ownRecord || isAdmin(s));
}

/**
 * Whether the caller may change (edit, delete, move) a file they can already see. On one's own record
 * only one's own uploads (HR's documents about you are not yours to delete); admins may change any.
 */
export function mayEditFile(
  s: AccessSubject,
  access: DocumentAccess,
  file: { companyWide: boolean; onOwnRecord: boolean; uploadedByCaller: boolean },
): boolean {
  if (!access.canRead || isReadOnly(s)) return false;
  if (file.companyWide) return access.canWriteCompany;
  if (isAdmin(s)) return true;
  if (file.onOwnRecord) return file.uploadedByCaller;
  return !access.ownRecordOnly;
}
