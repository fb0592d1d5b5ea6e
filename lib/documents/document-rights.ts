// The documents rights of one request: the caller's own rules come from lib/access/documents.ts (the one
// gate table); this adds what needs the database, which employee records are in the caller's scope.
// Lists, search, detail, download and every write ask it (lib/documents/file-visibility.ts turns the read
// rules into a query). Managers (team_only) and HR limited by team-based access read and write the records
// of the people in their team scope; sensitive people stay invisible without the sensitive right
// (lib/people/visible-employees.ts). On their own record they are like an employee.
import { documentAccess, mayEditFile, type DocumentAccess } from "@/lib/access/documents";
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";

export type DocumentRights = DocumentAccess & {
  /** The caller's own employee record, if any. */
  ownEmployeeId: number | null;
  canReadEmployee(employeeId: number): Promise<boolean>;
  /** May upload to this record (and keep its folders unless it is the caller's own record). */
  canWriteEmployee(employeeId: number): Promise<boolean>;
};

export function documentRights(ctx: RequestContext): DocumentRights {
  const access = documentAccess(ctx.subject);
  return {
    ...access,
    ownEmployeeId: ctx.membership.employeeId,
    async canReadEmployee(employeeId) {
      if (!access.canRead) return false;
      return (await countReadableEmployee(ctx, employeeId)) > 0;
    },
    async canWriteEmployee(employeeId) {
      if (!access.canWrite) return false;
      return (await countReadableEmployee(ctx, employeeId)) > 0;
    },
  };
}

/** The employee records whose files the caller may read (never another group's). */
export function readableEmployeesWhere(ctx: RequestContext) {
  const own = ctx.membership.employeeId;
  const ownRecord = own ? [{ id: own, groupId: ctx.group.id, deletedAt: null }] : [];
  if (documentAccess(ctx.subject).ownRecordOnly) return ownRecord.length ? ownRecord[0]! : { id: -1 };
  return { OR: [visiblePeopleWhere(ctx), ...ownRecord] };
}

function countReadableEmployee(ctx: RequestContext, employeeId: number) {
  return db.employee.count({
    where: { AND: [readableEmployeesWhere(ctx), { id: employeeId, groupId: ctx.group.id }] },
  });
}

/** Whether the caller may change (edit, delete, move) a file they can already see (lib/access/documents.ts). */
export function canEditFile(
  ctx: RequestContext,
  rights: DocumentRights,
  file: { relatedObject: "employee" | "company_wide"; employeeId: number | null; uploadedByUserId: string | null },
): boolean {
  return mayEditFile(ctx.subject, rights, {
    companyWide: file.relatedObject === "company_wide",
    onOwnRecord: file.employeeId !== null && file.employeeId === rights.ownEmployeeId,
    uploadedByCaller: file.uploadedByUserId === ctx.user.id,
  });
}
