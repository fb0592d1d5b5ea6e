// The caller's own part of the dashboard (issue 16, self-service): their leave balance per type, their
// open and recent leave requests, their upcoming approved leave and the documents they still have to
// read. Only for a caller with an own person record they may open (lib/people/own-record.ts); leave only
// with the calendar area, documents only with the documents area and rights. The balance is lib/leave's
// own function (getLatestSaldo), never recomputed here.
import { canAccessArea } from "@/lib/access/areas";
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { documentRights } from "@/lib/documents/document-rights";
import { visibleFilesWhere } from "@/lib/documents/file-visibility";
import { toIsoDate, parseIsoDate } from "@/lib/leave/iso-date";
import { getLatestSaldo } from "@/lib/leave/leave-balance";
import { LEAVE_REQUEST_INCLUDE, leaveRequestJson } from "@/lib/leave/leave-request-json";
import { canReadOwnRecord } from "@/lib/people/own-record";

/** How many rows each list shows; each links on to the full screen. */
export const MY_DASHBOARD_LIMIT = 5;
const OPEN_STATUSES = ["pending", "deletion_requested"] as const;

export async function getMyDashboard(ctx: RequestContext, today: Date = new Date()) {
  const own = ctx.membership.employeeId;
  if (own === null || !canReadOwnRecord(ctx, own)) return null;
  const person = await db.employee.findFirst({
    where: { id: own, groupId: ctx.group.id, deletedAt: null },
    select: { id: true },
  });
  if (!person) return null;
  const leaveOn = canAccessArea(ctx.subject, "calendar") && can(ctx.subject, "leave.read");
  const rights = documentRights(ctx);
  const documentsOn = canAccessArea(ctx.subject, "documents") && rights.canRead;
  const [leave, documents] = await Promise.all([
    leaveOn ? myLeave(ctx, own, today) : null,
    documentsOn ? myUnreadDocuments(ctx, rights) : null,
  ]);
  return { employee_id: own, leave, documents };
}

async function myLeave(ctx: RequestContext, employeeId: number, today: Date) {
  const date = toIsoDate(today);
  const mine = { groupId: ctx.group.id, employeeId };
  const [saldo, open, recent, upcoming] = await Promise.all([
    getLatestSaldo(ctx, { id: employeeId, date }),
    db.leaveRequest.findMany({
      where: { ...mine, status: { in: [...OPEN_STATUSES] } },
      include: LEAVE_REQUEST_INCLUDE,
      orderBy: [{ startDate: "asc" }, { id: "asc" }],
      take: MY_DASHBOARD_LIMIT,
    }),
    // Decided or withdrawn lately: what happened to one's requests.
    db.leaveRequest.findMany({
      where: { ...mine, status: { notIn: [...OPEN_STATUSES] } },
      include: LEAVE_REQUEST_INCLUDE,
      orderBy: [{ decidedAt: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }, { id: "desc" }],
      take: MY_DASHBOARD_LIMIT,
    }),
    db.leaveRequest.findMany({
      where: { ...mine, status: "approved", endDate: { gte: parseIsoDate(date) } },
      include: LEAVE_REQUEST_INCLUDE,
      orderBy: [{ startDate: "asc" }, { id: "asc" }],
      take: MY_DASHBOARD_LIMIT,
    }),
  ]);
  return {
    balances: saldo.data.saldos.map(({ steps: _steps, ...rest }) => rest),
    open_requests: open.map(leaveRequestJson),
    recent_requests: recent.map(leaveRequestJson),
    upcoming_leave: upcoming.map(leaveRequestJson),
  };
}

async function myUnreadDocuments(ctx: RequestContext, rights: ReturnType<typeof documentRights>) {
  const where = { AND: [await visibleFilesWhere(ctx, rights), { reads: { none: { userId: ctx.user.id } } }] };
  const [rows, total] = await Promise.all([
    db.file.findMany({
      where,
      select: { id: true, filename: true, relatedObject: true, employeeId: true, isImportant: true, createdAt: true },
      orderBy: [{ isImportant: "desc" }, { createdAt: "desc" }, { id: "desc" }],
      take: MY_DASHBOARD_LIMIT,
    }),
    db.file.count({ where }),
  ]);
  return {
    total,
    files: rows.map((f) => ({
      file_id: f.id,
      filename: f.filename,
      related_object: f.relatedObject,
      is_important: f.isImportant,
      created_at: f.createdAt.toISOString(),
      // Opening the preview marks the file read (lib/documents/download-file.ts).
      preview_url: `/api/files/${f.id}/download?intention=preview`,
    })),
  };
}
