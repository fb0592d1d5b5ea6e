// POST /api/requests/commutes/processRequest: HR sends a commute's monthly allowance with a payroll month
// as a one-off wage component (lib/payroll), of the company's "commute_allowance" one-off type (created on
// first use; its code is what the provider maps). A pending request is accepted on the way (allowance from
// today's settings). The one-off, the request's new state and both audit rows land together or not at all;
// a locked month or a month outside the person's employment is refused like any payroll-month entry.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { checkPlacement } from "@/lib/payroll/month-entry-checks";
import type { TProcessCommuteInput } from "../requests.types";
import { monthlyCommuteAllowanceCents } from "./commute-allowance";
import { notifyRequestOutcome, sendNotice } from "@/lib/notifications/request-notifications";
import { COMMUTE_INCLUDE, commuteNoticeParams, commuteRequestJson, findCommuteForDecision } from "./commute-requests";
import { loadCommuteSettings } from "./commute-settings";

export const COMMUTE_ONE_OFF_CODE = "commute_allowance";

export async function processCommuteRequest(ctx: RequestContext, input: TProcessCommuteInput) {
  const request = await findCommuteForDecision(ctx, input.request_id, ["pending", "accepted"]);
  const updated = await db.$transaction(async (tx) => {
    await checkPlacement(tx, ctx, [{ employee_id: request.employeeId, year: input.year, month: input.month }], true);
    const allowance =
      request.monthlyAllowanceCents ??
      monthlyCommuteAllowanceCents(
        {
          mode: request.mode,
          kmPerDay: Number(request.kmPerDay),
          daysPerMonth: request.daysPerMonth,
          ticketPriceCents: request.ticketPriceCents,
        },
        await loadCommuteSettings(tx, ctx.group.id),
      );
    if (allowance <= 0)
      throw AppError.validation({ request_id: "This commute gives no allowance with the company's settings" });
    const type = await tx.payrollOneOffType.upsert({
      where: { groupId_code: { groupId: ctx.group.id, code: COMMUTE_ONE_OFF_CODE } },
      create: { groupId: ctx.group.id, code: COMMUTE_ONE_OFF_CODE, name: "Commute allowance" },
      update: {},
    });
    const oneOff = await tx.oneOffWageComponent.create({
      data: {
        groupId: ctx.group.id,
        employeeId: request.employeeId,
        year: input.year,
        month: input.month,
        typeId: type.id,
        totalValueCents: allowance,
        amountCents: allowance,
      },
    });
    const changed = await tx.commuteRequest.updateMany({
      where: { id: request.id, groupId: ctx.group.id, status: request.status },
      data: {
        status: "processed",
        monthlyAllowanceCents: allowance,
        processedYear: input.year,
        processedMonth: input.month,
        oneOffId: oneOff.id,
        processedByUserId: ctx.user.id,
        processedAt: new Date(),
        ...(request.status === "pending" ? { decidedByUserId: ctx.user.id, decidedAt: new Date() } : {}),
      },
    });
    if (changed.count === 0) throw new AppError("conflict", "This request is already decided");
    await recordAudit(tx, ctx, {
      action: "create",
      objectType: "one_off_wage_component",
      objectId: oneOff.id,
      employeeId: request.employeeId,
      after: {
        type_id: type.id,
        year: input.year,
        month: input.month,
        total_value: allowance / 100,
        commute_request_id: request.id,
      },
    });
    await recordAudit(tx, ctx, {
      action: "process",
      objectType: "commute_request",
      objectId: request.id,
      employeeId: request.employeeId,
      before: { status: request.status },
      after: {
        status: "processed",
        monthly_allowance: allowance,
        year: input.year,
        month: input.month,
        one_off_id: oneOff.id,
      },
    });
    return tx.commuteRequest.findUniqueOrThrow({ where: { id: request.id }, include: COMMUTE_INCLUDE });
  });
  const month = `${input.year}-${String(input.month).padStart(2, "0")}`;
  await sendNotice("a processed commute", () =>
    notifyRequestOutcome(
      ctx,
      "commute_processed",
      { kind: "commute", employeeId: updated.employeeId, params: { ...commuteNoticeParams(updated), month } },
      null,
    ),
  );
  return { data: commuteRequestJson(updated) };
}
