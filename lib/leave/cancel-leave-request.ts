// Withdrawing leave. The employee withdraws their own pending request at once; an approved one becomes a
// deletion request their manager confirms (time_off_deletion_requested). A manager who may decide on the
// person deletes pending or approved requests directly (time_off_deleted).
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { NAME_PARTS_SELECT } from "@/lib/people/display-name";
import { reverseLedger } from "./decide-leave-request";
import { toIsoDate } from "./iso-date";
import { managerMembershipIds } from "@/lib/managers/person-managers";
import { mayDecide } from "./leave-approvers";
import { emitLeaveEvent } from "./leave-events";
import { LEAVE_REQUEST_INCLUDE, leaveRequestJson } from "./leave-request-json";
import type { TDecideLeaveInput } from "./leave.types";
import { assertMayChangeMonths } from "./locked-months";

export async function cancelLeaveRequest(ctx: RequestContext, input: TDecideLeaveInput) {
  const request = await db.leaveRequest.findFirst({
    where: { id: input.request_id, groupId: ctx.group.id },
    include: {
      ...LEAVE_REQUEST_INCLUDE,
      dayOffType: true,
      employee: { select: { ...NAME_PARTS_SELECT, teamId: true, reportsToId: true } },
    },
  });
  const own = request?.employeeId === ctx.membership.employeeId;
  const manager = request ? await mayDecide(ctx, request.employeeId) : false;
  if (!request || (!own && !manager)) throw AppError.notFound("Leave request");
  if (!["pending", "approved"].includes(request.status))
    throw new AppError("conflict", `This request is already ${request.status}`);

  const askDeletion = own && !manager && request.status === "approved" && request.dayOffType.needsApproval;
  const result = await db.$transaction(async (tx) => {
    await assertMayChangeMonths(tx, ctx, toIsoDate(request.startDate), toIsoDate(request.endDate));
    const updated = await tx.leaveRequest.update({
      where: { id: request.id },
      data: {
        status: askDeletion ? "deletion_requested" : "cancelled",
        decisionNote: askDeletion ? null : (input.note ?? null),
      },
      include: LEAVE_REQUEST_INCLUDE,
    });
    if (!askDeletion && request.status === "approved" && request.dayOffType.tracksBalance)
      await reverseLedger(tx, ctx, request);
    await recordAudit(tx, ctx, {
      action: askDeletion ? "request_deletion" : "delete",
      objectType: "leave_request",
      objectId: request.id,
      employeeId: request.employeeId,
      before: { status: request.status },
      after: { status: updated.status, note: input.note ?? null },
    });
    return updated;
  });
  if (askDeletion) {
    const approvers = await managerMembershipIds(ctx.group.id, {
      id: request.employeeId,
      teamId: request.employee.teamId,
      reportsToId: request.employee.reportsToId,
    });
    await emitLeaveEvent(ctx, { type: "time_off_deletion_requested", request: result, recipients: approvers });
  } else if (request.status === "approved" || !own) {
    await emitLeaveEvent(ctx, { type: "time_off_deleted", request: result, recipients: [] });
  }
  // A manager removing someone's leave tells that person in the app, with the manager's message.
  if (!own)
    await emitLeaveEvent(ctx, {
      type: "time_off_cancelled",
      request: result,
      recipients: [],
      note: input.note ?? null,
    });
  return { data: leaveRequestJson(result) };
}
