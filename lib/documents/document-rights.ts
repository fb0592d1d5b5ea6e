// Who may do what with documents. One place for the rules; lists, search, detail, download and every
// write ask it (lib/documents/file-visibility.ts turns the read rules into a query).
//
// - The documents area (per-user switch "documents", flag disable_documents) opens the module at all.
// - Self-service employees (role employee) use it only with enable_self_service_documents: they read
//   their own record's files and the company documents meant for them, upload to their own record
//   (a sick note, a certificate), and edit or delete only what they uploaded themselves.
// - Managers (team_only) and default users limited by team-based access read and write the records of
//   the people in their team scope; sensitive people stay invisible without the sensitive right
//   (lib/people/visible-employees.ts). On their own record they are like an employee.
// - Admins and default users see every company document and keep them (upload, visibility, folders);
//   team_only managers and employees see company documents meant for everybody, for one of their teams,
//   or for a segment their own record is in. enable_company_wide_documents off hides company documents.
// - enable_document_folders off refuses folder writes and files land in the default folder.
// - Read-only users read but never write.
import { canAccessArea } from "@/lib/access/areas";
import { isAdmin, isReadOnly } from "@/lib/access/subject";
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";

export type DocumentRights = {
  /** The module is open to the caller at all. */
  canRead: boolean;
  canReadCompany: boolean;
  /** Sees every company document, whatever teams or segment it is meant for. */
  seesAllCompany: boolean;
  canWriteCompany: boolean;
  /** Keeps the company's document settings (default folder name, forward address): admins and HR. */
  canManageSettings: boolean;
  foldersEnabled: boolean;
  /** The caller's own employee record, if any. */
  ownEmployeeId: number | null;
  canReadEmployee(employeeId: number): Promise<boolean>;
  /** May upload to this record (and keep its folders unless it is the caller's own record). */
  canWriteEmployee(employeeId: number): Promise<boolean>;
};

export function documentRights(ctx: RequestContext): DocumentRights {
  const s = ctx.subject;
  const own = ctx.membership.employeeId;
  const canRead = canAccessArea(s, "documents") && (s.role !== "employee" || s.flags.enable_self_service_documents);
  const canWrite = canRead && !isReadOnly(s);
  // HR limited to some teams (team-based access) is like a manager here: company documents meant for their
  // teams, and not the company-wide settings (the forward address receives every staff member's forwards).
  const seesAllCompany = s.role === "admin" || (s.role === "default" && s.teamBasedAccessIds === null);
  const canReadCompany = canRead && s.flags.enable_company_wide_documents;
  return {
    canRead,
    canReadCompany,
    seesAllCompany: canReadCompany && seesAllCompany,
    canWriteCompany: canReadCompany && seesAllCompany && canWrite,
    canManageSettings: seesAllCompany && canWrite,
    foldersEnabled: s.flags.enable_document_folders,
    ownEmployeeId: own,
    async canReadEmployee(employeeId) {
      if (!canRead) return false;
      return (await countReadableEmployee(ctx, employeeId)) > 0;
    },
    async canWriteEmployee(employeeId) {
      if (!canWrite) return false;
      return (await countReadableEmployee(ctx, employeeId)) > 0;
    },
  };
}

/** The employee records whose files the caller may read (never another group's). */
export function readableEmployeesWhere(ctx: RequestContext) {
  const own = ctx.membership.employeeId;
  const ownRecord = own ? [{ id: own, groupId: ctx.group.id, deletedAt: null }] : [];
  if (ctx.subject.role === "employee") return ownRecord.length ? ownRecord[0]! : { id: -1 };
  return { OR: [visiblePeopleWhere(ctx), ...ownRecord] };
}

function countReadableEmployee(ctx: RequestContext, employeeId: number) {
  return db.employee.count({
    where: { AND: [readableEmployeesWhere(ctx), { id: employeeId, groupId: ctx.group.id }] },
  });
}

/**
 * Whether the caller may change (edit, delete, move) a file they can already see. On one's own record
 * only one's own uploads (HR's documents about you are not yours to delete); admins may change any.
 */
export function canEditFile(
  ctx: RequestContext,
  rights: DocumentRights,
  file: { relatedObject: "employee" | "company_wide"; employeeId: number | null; uploadedByUserId: string | null },
): boolean {
  if (!rights.canRead || isReadOnly(ctx.subject)) return false;
  if (file.relatedObject === "company_wide") return rights.canWriteCompany;
  if (isAdmin(ctx.subject)) return true;
  if (file.employeeId !== null && file.employeeId === rights.ownEmployeeId)
    return file.uploadedByUserId === ctx.user.id;
  return ctx.subject.role !== "employee";
}
