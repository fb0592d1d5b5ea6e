// Commute requests (Belgium): a person declares how they commute (POST /api/requests/commutes/add); HR lists
// (list, detail), accepts or declines with a message. Deciders: HR holding commutes.decide, never oneself.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { can } from "@/lib/access/permissions";
import { listResponse, skipTake } from "@/lib/api/list-response";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { notifyRequestFiled, notifyRequestOutcome, sendNotice } from "@/lib/notifications/request-notifications";
import { displayName, NAME_PARTS_SELECT } from "@/lib/people/display-name";
import { assertMayDecide, visibleRequestWhere } from "../request-access";
import type { RequestDeciders } from "../request-kind";
import type {
  TAcceptRequestInput,
  TDeclineRequestInput,
  TFileCommuteInput,
  TRequestIdParam,
  TRequestListInput,
} from "../requests.types";
import { monthlyCommuteAllowanceCents } from "./commute-allowance";
import { loadCommuteSettings } from "./commute-settings";

export const COMMUTE_DECIDERS: RequestDeciders = { hr: "commutes.decide" };

export const COMMUTE_INCLUDE = { employee: { select: { id: true, ...NAME_PARTS_SELECT } } } as const;
type CommuteRow = Prisma.CommuteRequestGetPayload<{ include: typeof COMMUTE_INCLUDE }>;

export function commuteRequestJson(r: CommuteRow) {
  return {
    id: r.id,
    employee_id: r.employeeId,
    employee_name: displayName(r.employee),
    mode: r.mode,
    km_per_day: Number(r.kmPerDay),
    days_per_month: r.daysPerMonth,
    ticket_price: r.ticketPriceCents === null ? null : r.ticketPriceCents / 100,
    note: r.note,
    status: r.status,
    monthly_allowance: r.monthlyAllowanceCents === null ? null : r.monthlyAllowanceCents / 100,
    message_to_employee: r.messageToEmployee,
    decided_at: r.decidedAt?.toISOString() ?? null,
    processed_year: r.processedYear,
    processed_month: r.processedMonth,
    one_off_id: r.oneOffId,
    created_at: r.createdAt.toISOString(),
  };
}
export type CommuteRequestJson = ReturnType<typeof commuteRequestJson>;

export async function fileCommuteRequest(ctx: RequestContext, input: TFileCommuteInput) {
  const own = ctx.membership.employeeId;
  if (own === null) throw AppError.forbidden("Only people with a person record can declare a commute");
  const row = await db.$transaction(async (tx) => {
    const created = await tx.commuteRequest.create({
      data: {
        groupId: ctx.group.id,
        employeeId: own,
        requestedByUserId: ctx.user.id,
        mode: input.mode,
        kmPerDay: input.km_per_day,
        daysPerMonth: input.days_per_month,
        ticketPriceCents: input.mode === "public_transport" ? (input.ticket_price ?? null) : null,
        note: input.note || null,
      },
      include: COMMUTE_INCLUDE,
    });
    await recordAudit(tx, ctx, {
      action: "create",
      objectType: "commute_request",
      objectId: created.id,
      employeeId: own,
      after: commuteRequestJson(created),
    });
    return created;
  });
  await sendNotice("a filed commute", () =>
    notifyRequestFiled(ctx, COMMUTE_DECIDERS, { kind: "commute", employeeId: own, params: commuteNoticeParams(row) }),
  );
  return { data: commuteRequestJson(row) };
}

/** What a commute notice says: the mode (an ICU select in the message), distance, days and the allowance. */
export function commuteNoticeParams(r: {
  mode: string;
  kmPerDay: unknown;
  daysPerMonth: number;
  monthlyAllowanceCents: number | null;
}) {
  return {
    mode: r.mode,
    km: Number(r.kmPerDay),
    days: r.daysPerMonth,
    amount: ((r.monthlyAllowanceCents ?? 0) / 100).toFixed(2),
  };
}

export async function listCommuteRequests(ctx: RequestContext, input: TRequestListInput) {
  const where: Prisma.CommuteRequestWhereInput = {
    AND: [visibleRequestWhere(ctx, COMMUTE_DECIDERS), input.status ? { status: input.status } : {}],
  };
  const [rows, total] = await Promise.all([
    db.commuteRequest.findMany({
      where,
      include: COMMUTE_INCLUDE,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...skipTake(input),
    }),
    db.commuteRequest.count({ where }),
  ]);
  return listResponse(rows.map(commuteRequestJson), total, input);
}

export async function getCommuteRequest(ctx: RequestContext, input: TRequestIdParam) {
  const row = await db.commuteRequest.findFirst({
    where: { AND: [visibleRequestWhere(ctx, COMMUTE_DECIDERS), { id: input.id }] },
    include: COMMUTE_INCLUDE,
  });
  if (!row) throw AppError.notFound("Commute request");
  return { data: commuteRequestJson(row) };
}

async function findForDecision(ctx: RequestContext, requestId: number, open: readonly string[] = ["pending"]) {
  const row = await db.commuteRequest.findFirst({
    where: { id: requestId, groupId: ctx.group.id },
    include: COMMUTE_INCLUDE,
  });
  return assertMayDecide(ctx, COMMUTE_DECIDERS, row, "Commute request", open);
}

/** Accepting fixes the monthly allowance with today's settings; processRequest sends it with a month. */
export async function acceptCommuteRequest(ctx: RequestContext, input: TAcceptRequestInput) {
  return decide(ctx, input.request_id, "accepted", input.message_to_employee || null);
}

export async function declineCommuteRequest(ctx: RequestContext, input: TDeclineRequestInput) {
  return decide(ctx, input.request_id, "declined", input.message_to_employee);
}

async function decide(ctx: RequestContext, requestId: number, status: "accepted" | "declined", message: string | null) {
  const request = await findForDecision(ctx, requestId);
  const updated = await db.$transaction(async (tx) => {
    const settings = await loadCommuteSettings(tx, ctx.group.id);
    const allowance =
      status === "accepted"
        ? monthlyCommuteAllowanceCents(
            {
              mode: request.mode,
              kmPerDay: Number(request.kmPerDay),
              daysPerMonth: request.daysPerMonth,
              ticketPriceCents: request.ticketPriceCents,
            },
            settings,
          )
        : null;
    // Only a still-pending row changes: a concurrent decision makes this count 0 (409 below).
    const changed = await tx.commuteRequest.updateMany({
      where: { id: request.id, groupId: ctx.group.id, status: "pending" },
      data: {
        status,
        monthlyAllowanceCents: allowance,
        messageToEmployee: message,
        decidedByUserId: ctx.user.id,
        decidedAt: new Date(),
      },
    });
    if (changed.count === 0) throw new AppError("conflict", "This request is already decided");
    const row = await tx.commuteRequest.findUniqueOrThrow({ where: { id: request.id }, include: COMMUTE_INCLUDE });
    await recordAudit(tx, ctx, {
      action: status === "accepted" ? "accept" : "decline",
      objectType: "commute_request",
      objectId: request.id,
      employeeId: request.employeeId,
      before: { status: request.status },
      after: { status, monthly_allowance: row.monthlyAllowanceCents, message_to_employee: message },
    });
    return row;
  });
  await sendNotice("a commute decision", () =>
    notifyRequestOutcome(
      ctx,
      status === "accepted" ? "commute_accepted" : "commute_declined",
      { kind: "commute", employeeId: updated.employeeId, params: commuteNoticeParams(updated) },
      message,
    ),
  );
  return { data: commuteRequestJson(updated) };
}

export { findForDecision as findCommuteForDecision };

/** Whether the caller decides commute requests at all (the kind's gate). */
export const decidesCommutes = (ctx: RequestContext) => can(ctx.subject, "commutes.decide");
