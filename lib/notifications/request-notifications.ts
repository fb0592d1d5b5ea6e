// Commute and wage requests as notifications (issue 22): a filed request reaches the people who decide it
// (commute_requested / wage_change_requested, linking to the kind in /inbox); the decision reaches the person
// it concerns (commute_accepted / declined / processed, wage_change_accepted / declined, with the decider's
// message), linking to /account/requests. The actor is never told of their own action (createNotifications
// drops the sender). Like every notice, a failure here is logged and never undoes the request.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { displayName, NAME_PARTS_SELECT } from "@/lib/people/display-name";
import { deciderUserIds } from "@/lib/requests/decider-users";
import type { RequestDeciders } from "@/lib/requests/request-kind";
import { createNotifications } from "./create-notifications";
import type { NotificationType } from "./notification-types";

export type RequestNotice = {
  kind: "commute" | "wage";
  employeeId: number;
  /** Who filed it (a manager may file a wage request for their person): told of the outcome too. */
  filedByUserId?: string;
  params: Record<string, string | number>;
};

const REQUESTED: Record<RequestNotice["kind"], NotificationType> = {
  commute: "commute_requested",
  wage: "wage_change_requested",
};

const sender = (ctx: RequestContext) => ({ userId: ctx.user.id, name: ctx.user.name || ctx.user.email });

async function person(ctx: RequestContext, employeeId: number) {
  return db.employee.findFirst({
    where: { id: employeeId, groupId: ctx.group.id },
    select: { id: true, teamId: true, reportsToId: true, isSensitive: true, ...NAME_PARTS_SELECT },
  });
}

/** A new request: its deciders are told. */
export async function notifyRequestFiled(ctx: RequestContext, deciders: RequestDeciders, notice: RequestNotice) {
  const employee = await person(ctx, notice.employeeId);
  if (!employee) return;
  await createNotifications({
    groupId: ctx.group.id,
    userIds: await deciderUserIds(ctx.group.id, deciders, employee),
    type: REQUESTED[notice.kind],
    sender: sender(ctx),
    relatedEmployee: { id: employee.id, name: displayName(employee) },
    targetUrl: `/inbox?kind=${notice.kind}`,
    params: notice.params,
  });
}

/** A decision (or the processing) on a request: the person it concerns is told, with the message. */
export async function notifyRequestOutcome(
  ctx: RequestContext,
  type: NotificationType,
  notice: RequestNotice,
  message: string | null,
) {
  const [employee, member] = await Promise.all([
    person(ctx, notice.employeeId),
    db.membership.findFirst({
      where: { groupId: ctx.group.id, employeeId: notice.employeeId, status: "enabled" },
      select: { userId: true },
    }),
  ]);
  if (!employee || (!member && !notice.filedByUserId)) return;
  await createNotifications({
    groupId: ctx.group.id,
    userIds: [...(member ? [member.userId] : []), ...(notice.filedByUserId ? [notice.filedByUserId] : [])],
    type,
    sender: sender(ctx),
    relatedEmployee: { id: employee.id, name: displayName(employee) },
    targetUrl: "/account/requests",
    params: {
      ...notice.params,
      manager: ctx.user.name || ctx.user.email,
      hasNote: message ? "yes" : "no",
      note: message ?? "",
    },
  });
}

/** Runs a notice after the request's transaction: logged on failure, never thrown at the caller. */
export async function sendNotice(what: string, notice: () => Promise<void>) {
  await notice().catch((error) =>
    console.error(`[requests] notifying ${what} failed:`, error instanceof Error ? error.message : error),
  );
}
