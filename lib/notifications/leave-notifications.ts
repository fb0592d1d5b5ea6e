// Leave events as notifications: a new request and a request to withdraw one reach the people who decide
// (time_off_requested, time_off_deletion_requested, linking to the inbox); a removed request reaches the
// person's managers (time_off_deleted, linking to the person's calendar); a decision on the person's own
// request reaches them in the app (time_off_approved / declined / cancelled, with the decider's message:
// bell, realtime and web push through createNotifications) and by mail. The actor is never told of their
// own action.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { toIsoDate } from "@/lib/leave/iso-date";
import { managerMembershipIds } from "@/lib/managers/person-managers";
import type { LeaveEvent } from "@/lib/leave/leave-events";
import { displayName, NAME_PARTS_SELECT } from "@/lib/people/display-name";
import { appLink } from "@/lib/config/app-url";
import { composeMail, mailLocale } from "@/lib/mail/compose-mail";
import { sendMailInBackground } from "@/lib/mail/send-mail";
import { createNotifications, usersOfMemberships } from "./create-notifications";
import { leaveValues } from "./notification-json";
import type { NotificationType } from "./notification-types";

const NOTIFIED: Partial<Record<LeaveEvent["type"], NotificationType>> = {
  time_off_requested: "time_off_requested",
  time_off_deletion_requested: "time_off_deletion_requested",
  time_off_deleted: "time_off_deleted",
};

export async function notifyLeaveEvent(ctx: RequestContext, event: LeaveEvent): Promise<void> {
  const type = NOTIFIED[event.type];
  if (!type) return;
  const request = await db.leaveRequest.findFirst({
    where: { id: event.request.id, groupId: ctx.group.id },
    select: {
      id: true,
      startDate: true,
      endDate: true,
      employee: { select: { id: true, teamId: true, reportsToId: true, ...NAME_PARTS_SELECT } },
      dayOffType: { select: { kind: true, name: true } },
    },
  });
  if (!request) return;
  const memberships =
    type === "time_off_deleted" ? await managerMembershipIds(ctx.group.id, request.employee) : event.recipients;
  const userIds = (await usersOfMemberships(ctx.group.id, memberships)).filter((id) => id !== ctx.user.id);
  await createNotifications({
    groupId: ctx.group.id,
    userIds,
    type,
    sender: { userId: ctx.user.id, name: ctx.user.name || ctx.user.email },
    relatedEmployee: { id: request.employee.id, name: displayName(request.employee) },
    targetUrl:
      type === "time_off_deleted" ? `/calendar/person/${request.employee.id}?highlight=${request.id}` : "/inbox",
    params: {
      type_kind: request.dayOffType.kind,
      type_name: request.dayOffType.name ?? "",
      start: toIsoDate(request.startDate),
      end: toIsoDate(request.endDate),
    },
  });
}

/**
 * The person is told of the decision on their request by mail (the fifteen in-app types have none for
 * it), in their language, with the manager's note when there is one.
 */
export async function mailLeaveDecision(
  ctx: RequestContext,
  event: LeaveEvent,
  decisionNote: string | null,
): Promise<void> {
  const request = await db.leaveRequest.findFirst({
    where: { id: event.request.id, groupId: ctx.group.id },
    select: {
      id: true,
      employeeId: true,
      startDate: true,
      endDate: true,
      dayOffType: { select: { kind: true, name: true } },
    },
  });
  if (!request) return;
  const member = await db.membership.findFirst({
    where: { groupId: ctx.group.id, employeeId: request.employeeId, status: "enabled" },
    select: { user: { select: { id: true, email: true, name: true, language: true } } },
  });
  if (!member || member.user.id === ctx.user.id) return;
  const locale = mailLocale(member.user.language);
  const period = leaveValues(
    {
      type_kind: request.dayOffType.kind,
      type_name: request.dayOffType.name ?? "",
      start: toIsoDate(request.startDate),
      end: toIsoDate(request.endDate),
    },
    locale,
  );
  await sendMailInBackground(
    composeMail({
      kind: event.type === "time_off_approved" ? "leaveApproved" : "leaveDeclined",
      to: member.user.email,
      locale,
      values: {
        name: member.user.name,
        manager: ctx.user.name || ctx.user.email,
        ...period,
        hasNote: decisionNote ? "yes" : "no",
        decisionNote: decisionNote ?? "",
      },
      link: appLink(`/calendar/person/${request.employeeId}?highlight=${request.id}`),
    }),
  );
}

const DECISIONS: Partial<Record<LeaveEvent["type"], NotificationType>> = {
  time_off_approved: "time_off_approved",
  time_off_declined: "time_off_declined",
  time_off_cancelled: "time_off_cancelled",
};

/** The person whose leave a manager decided on or cancelled: one notification for their user in this group. */
export async function notifyLeaveDecision(ctx: RequestContext, event: LeaveEvent): Promise<void> {
  const type = DECISIONS[event.type];
  if (!type) return;
  const request = await db.leaveRequest.findFirst({
    where: { id: event.request.id, groupId: ctx.group.id },
    select: {
      id: true,
      startDate: true,
      endDate: true,
      employee: { select: { id: true, ...NAME_PARTS_SELECT } },
      dayOffType: { select: { kind: true, name: true } },
    },
  });
  if (!request) return;
  const member = await db.membership.findFirst({
    where: { groupId: ctx.group.id, employeeId: request.employee.id, status: "enabled" },
    select: { userId: true },
  });
  if (!member || member.userId === ctx.user.id) return;
  const manager = ctx.user.name || ctx.user.email;
  await createNotifications({
    groupId: ctx.group.id,
    userIds: [member.userId],
    type,
    sender: { userId: ctx.user.id, name: manager },
    relatedEmployee: { id: request.employee.id, name: displayName(request.employee) },
    targetUrl: `/calendar/person/${request.employee.id}?highlight=${request.id}`,
    params: {
      type_kind: request.dayOffType.kind,
      type_name: request.dayOffType.name ?? "",
      start: toIsoDate(request.startDate),
      end: toIsoDate(request.endDate),
      manager,
      note: event.note ?? "",
      hasNote: event.note ? "yes" : "no",
    },
  });
}
