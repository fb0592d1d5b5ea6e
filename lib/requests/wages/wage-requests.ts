// Wage requests: a person (for themselves) or their manager (for a person they manage) asks for a wage
// change with a motivation (POST /api/requests/wages/add); HR holding wage_requests.decide accepts or
// declines with a message to the employee. Never oneself, never a request one filed.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { can } from "@/lib/access/permissions";
import { listResponse, skipTake } from "@/lib/api/list-response";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { toIsoDate } from "@/lib/leave/iso-date";
import { callerManagesPerson } from "@/lib/managers/person-managers";
import { notifyRequestFiled, notifyRequestOutcome, sendNotice } from "@/lib/notifications/request-notifications";
import { displayName, NAME_PARTS_SELECT } from "@/lib/people/display-name";
import { toIsoDay } from "@/lib/validation/date-input";
import { assertMayDecide, visibleRequestWhere } from "../request-access";
import type { RequestDeciders } from "../request-kind";
import type {
  TAcceptRequestInput,
  TDeclineRequestInput,
  TFileWageInput,
  TRequestIdParam,
  TRequestListInput,
} from "../requests.types";
import { onWageRequestAccepted } from "./wage-request-accepted";

export const WAGE_DECIDERS: RequestDeciders = { hr: "wage_requests.decide" };
export const WAGE_INCLUDE = { employee: { select: { id: true, ...NAME_PARTS_SELECT } } } as const;
type WageRow = Prisma.WageRequestGetPayload<{ include: typeof WAGE_INCLUDE }>;

export function wageRequestJson(r: WageRow) {
  return {
    id: r.id,
    employee_id: r.employeeId,
    employee_name: displayName(r.employee),
    proposed_bruto: r.proposedBrutoCents / 100,
    effective_date: toIsoDate(r.effectiveDate),
    motivation: r.motivation,
    status: r.status,
    message_to_employee: r.messageToEmployee,
    decided_at: r.decidedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}
export type WageRequestJson = ReturnType<typeof wageRequestJson>;

export const decidesWageRequests = (ctx: RequestContext) => can(ctx.subject, "wage_requests.decide");

export async function fileWageRequest(ctx: RequestContext, input: TFileWageInput) {
  const own = ctx.membership.employeeId;
  const employeeId = input.employee_id ?? own;
  if (employeeId === null) throw AppError.validation({ employee_id: "employee_id is required" });
  if (employeeId !== own) {
    // For someone else: a manager of that person (another group's or an unmanaged person's id: 404).
    if (!can(ctx.subject, "wage_requests.file_for_others") || !(await callerManagesPerson(ctx, employeeId)))
      throw AppError.notFound("Employee");
  } else if (!can(ctx.subject, "requests.file_own")) throw AppError.forbidden();
  const row = await db.$transaction(async (tx) => {
    const created = await tx.wageRequest.create({
      data: {
        groupId: ctx.group.id,
        employeeId,
        requestedByUserId: ctx.user.id,
        proposedBrutoCents: input.proposed_bruto,
        effectiveDate: new Date(`${toIsoDay(input.effective_date)}T00:00:00Z`),
        motivation: input.motivation,
      },
      include: WAGE_INCLUDE,
    });
    await recordAudit(tx, ctx, {
      action: "create",
      objectType: "wage_request",
      objectId: created.id,
      employeeId,
      after: wageRequestJson(created),
    });
    return created;
  });
  await sendNotice("a filed wage request", () =>
    notifyRequestFiled(ctx, WAGE_DECIDERS, { kind: "wage", employeeId, params: wageNoticeParams(row) }),
  );
  return { data: wageRequestJson(row) };
}

/** What a wage-request notice says: the proposed gross wage and its date (`start`, shown as a date). */
function wageNoticeParams(r: { proposedBrutoCents: number; effectiveDate: Date }) {
  return { amount: (r.proposedBrutoCents / 100).toFixed(2), start: toIsoDate(r.effectiveDate) };
}

export async function listWageRequests(ctx: RequestContext, input: TRequestListInput) {
  const where: Prisma.WageRequestWhereInput = {
    AND: [visibleRequestWhere(ctx, WAGE_DECIDERS), input.status ? { status: input.status } : {}],
  };
  const [rows, total] = await Promise.all([
    db.wageRequest.findMany({
      where,
      include: WAGE_INCLUDE,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...skipTake(input),
    }),
    db.wageRequest.count({ where }),
  ]);
  return listResponse(rows.map(wageRequestJson), total, input);
}

export async function getWageRequest(ctx: RequestContext, input: TRequestIdParam) {
  const row = await db.wageRequest.findFirst({
    where: { AND: [visibleRequestWhere(ctx, WAGE_DECIDERS), { id: input.id }] },
    include: WAGE_INCLUDE,
  });
  if (!row) throw AppError.notFound("Wage request");
  return { data: wageRequestJson(row) };
}

export async function acceptWageRequest(ctx: RequestContext, input: TAcceptRequestInput) {
  return decide(ctx, input.request_id, "accepted", input.message_to_employee || null);
}

export async function declineWageRequest(ctx: RequestContext, input: TDeclineRequestInput) {
  return decide(ctx, input.request_id, "declined", input.message_to_employee);
}

async function decide(ctx: RequestContext, requestId: number, status: "accepted" | "declined", message: string | null) {
  const found = await db.wageRequest.findFirst({
    where: { id: requestId, groupId: ctx.group.id },
    include: WAGE_INCLUDE,
  });
  const request = await assertMayDecide(ctx, WAGE_DECIDERS, found, "Wage request");
  const updated = await db.$transaction(async (tx) => {
    const changed = await tx.wageRequest.updateMany({
      where: { id: request.id, groupId: ctx.group.id, status: "pending" },
      data: { status, messageToEmployee: message, decidedByUserId: ctx.user.id, decidedAt: new Date() },
    });
    if (changed.count === 0) throw new AppError("conflict", "This request is already decided");
    const row = await tx.wageRequest.findUniqueOrThrow({ where: { id: request.id }, include: WAGE_INCLUDE });
    await recordAudit(tx, ctx, {
      action: status === "accepted" ? "accept" : "decline",
      objectType: "wage_request",
      objectId: request.id,
      employeeId: request.employeeId,
      before: { status: request.status },
      after: { status, message_to_employee: message },
    });
    if (status === "accepted") await onWageRequestAccepted(tx, ctx, row);
    return row;
  });
  await sendNotice("a wage decision", () =>
    notifyRequestOutcome(
      ctx,
      status === "accepted" ? "wage_change_accepted" : "wage_change_declined",
      {
        kind: "wage",
        employeeId: updated.employeeId,
        filedByUserId: updated.requestedByUserId,
        params: wageNoticeParams(updated),
      },
      message,
    ),
  );
  return { data: wageRequestJson(updated) };
}
