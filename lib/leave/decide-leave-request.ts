// A manager approves or declines a request; with several managers (multiple-managers flag) each listed
// manager approves and the request is approved once all have, declined as soon as one declines. An admin
// outside the list decides for everyone. Deletion requests are confirmed or refused the same way.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { toIsoDate } from "./iso-date";
import { mayDecide } from "./leave-approvers";
import { emitLeaveEvent } from "./leave-events";
import { LEAVE_REQUEST_INCLUDE, leaveRequestJson } from "./leave-request-json";
import type { TDecideLeaveInput } from "./leave.types";
import { assertMayChangeMonths } from "./locked-months";

export async function findRequestForDecision(ctx: RequestContext, requestId: number) {
  const request = await db.leaveRequest.findFirst({
    where: { id: requestId, groupId: ctx.group.id },
    include: { ...LEAVE_REQUEST_INCLUDE, dayOffType: true },
  });
  if (!request || !(await mayDecide(ctx, request.employeeId))) {
    // Own requests and people outside the caller's scope look like missing ones (no existence leak),
    // except one's own request, which the caller can see: say why.
    if (request && request.employeeId === ctx.membership.employeeId)
      throw AppError.forbidden("You cannot decide on your own request");
    throw AppError.notFound("Leave request");
  }
  return request;
}

export async function decideLeaveRequest(
  ctx: RequestContext,
  input: TDecideLeaveInput,
  decision: "approved" | "declined",
) {
  const request = await findRequestForDecision(ctx, input.request_id);
  if (request.status === "deletion_requested") return decideDeletion(ctx, request, decision === "approved", input.note);
  if (request.status !== "pending") throw new AppError("conflict", `This request is already ${request.status}`);

  const result = await db.$transaction(async (tx) => {
    await assertMayChangeMonths(tx, ctx, toIsoDate(request.startDate), toIsoDate(request.endDate));
    let finalStatus: "approved" | "declined" | "pending" = decision;
    const mine = request.approvals.find((a) => a.membershipId === ctx.membership.id);
    if (request.approvals.length > 0 && mine) {
      await tx.leaveApproval.update({
        where: { requestId_membershipId: { requestId: request.id, membershipId: ctx.membership.id } },
        data: { decision, decidedAt: new Date() },
      });
      const others = request.approvals.filter((a) => a.membershipId !== ctx.membership.id);
      if (decision === "approved" && others.some((a) => a.decision !== "approved")) finalStatus = "pending";
    }
    const updated = await tx.leaveRequest.update({
      where: { id: request.id },
      data:
        finalStatus === "pending"
          ? {}
          : {
              status: finalStatus,
              decidedByUserId: ctx.user.id,
              decidedAt: new Date(),
              decisionNote: input.note ?? null,
            },
      include: LEAVE_REQUEST_INCLUDE,
    });
    if (finalStatus === "approved" && request.dayOffType.tracksBalance) {
      await tx.leaveLedgerEntry.create({
        data: {
          groupId: ctx.group.id,
          employeeId: request.employeeId,
          dayOffTypeId: request.dayOffTypeId,
          date: request.startDate,
          kind: "request",
          amount: -Number(request.amount),
          requestId: request.id,
          createdByUserId: ctx.user.id,
        },
      });
    }
    await recordAudit(tx, ctx, {
      action: decision === "approved" ? "approve" : "decline",
      objectType: "leave_request",
      objectId: request.id,
      employeeId: request.employeeId,
      before: { status: request.status },
      after: { status: updated.status, decision_note: input.note ?? null },
    });
    return updated;
  });
  if (result.status !== "pending") {
    await emitLeaveEvent(ctx, {
      type: result.status === "approved" ? "time_off_approved" : "time_off_declined",
      request: result,
      recipients: [],
      note: input.note ?? null,
    });
  }
  return { data: leaveRequestJson(result) };
}

async function decideDeletion(
  ctx: RequestContext,
  request: Awaited<ReturnType<typeof findRequestForDecision>>,
  confirm: boolean,
  note?: string,
) {
  const result = await db.$transaction(async (tx) => {
    await assertMayChangeMonths(tx, ctx, toIsoDate(request.startDate), toIsoDate(request.endDate));
    const updated = await tx.leaveRequest.update({
      where: { id: request.id },
      data: {
        status: confirm ? "cancelled" : "approved",
        decisionNote: note ?? null,
        decidedByUserId: ctx.user.id,
        decidedAt: new Date(),
      },
      include: LEAVE_REQUEST_INCLUDE,
    });
    if (confirm && request.dayOffType.tracksBalance) await reverseLedger(tx, ctx, request);
    await recordAudit(tx, ctx, {
      action: confirm ? "delete" : "keep",
      objectType: "leave_request",
      objectId: request.id,
      employeeId: request.employeeId,
      before: { status: request.status },
      after: { status: updated.status },
    });
    return updated;
  });
  if (confirm) {
    await emitLeaveEvent(ctx, { type: "time_off_deleted", request: result, recipients: [] });
    await emitLeaveEvent(ctx, { type: "time_off_cancelled", request: result, recipients: [], note: note ?? null });
  }
  return { data: leaveRequestJson(result) };
}

/** The ledger stays append-only: a withdrawn request gets a counter-entry, not a deletion. */
export async function reverseLedger(
  tx: Parameters<Parameters<typeof db.$transaction>[0]>[0],
  ctx: RequestContext,
  request: { id: number; employeeId: number; dayOffTypeId: number; startDate: Date; amount: unknown },
) {
  const booked = await tx.leaveLedgerEntry.aggregate({ where: { requestId: request.id }, _sum: { amount: true } });
  const net = Number(booked._sum.amount ?? 0);
  if (net === 0) return;
  await tx.leaveLedgerEntry.create({
    data: {
      groupId: ctx.group.id,
      employeeId: request.employeeId,
      dayOffTypeId: request.dayOffTypeId,
      date: request.startDate,
      kind: "request",
      amount: -net,
      requestId: request.id,
      note: "request withdrawn",
      createdByUserId: ctx.user.id,
    },
  });
}
