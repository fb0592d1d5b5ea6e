// POST /api/integrations/contracts/terminate: ends a contract with its termination reason, way of
// termination, notification date, last payout date and notice-by date. For a Belgian contract ended with
// notice (worked or paid out) the notice comes from lib/contracts/notice.ts; when the notice is worked, the
// contract ends on its last day unless an end date is given. The open wage ends with the contract. An
// employer notice of 30 weeks or more: outplacement_eligible. An OUT Dimona is proposed for a Belgian contract.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { notifyOutplacementEligible } from "@/lib/notifications/contract-notifications";
import { dayOf, formatDay, parseIsoDate, todayIso, type IsoDate } from "@/lib/people-history/day";
import { CONTRACT_INCLUDE, contractJson, contractSnapshot, type ContractRow } from "./contract-json";
import type { TTerminateContractInput } from "./contracts.types";
import { proposeDimonaForContract } from "./dimona-hook";
import { findVisibleContract } from "./find-visible-contract";
import { calculateNotice, type NoticeResult } from "./notice";
import { displayName } from "@/lib/people/display-name";

const WITH_NOTICE = new Set(["notice_worked", "notice_paid_out"]);

export async function terminateContract(ctx: RequestContext, input: TTerminateContractInput) {
  const contract = await findVisibleContract(ctx, input.contract_id);
  if (contract.terminatedAt) throw new AppError("conflict", "This contract is already terminated");
  const start = dayOf(contract.startDate);
  const { notice, end } = plan(contract, input, start);
  const updated = await db.$transaction(async (tx) => {
    const row = await tx.contract.update({
      where: { id: contract.id },
      data: {
        endDate: parseIsoDate(end),
        terminationReason: input.termination_reason,
        wayOfTermination: input.way_of_termination,
        noticeInitiatedBy: input.initiated_by ?? null,
        notificationDate: parseIsoDate(input.notification_date),
        lastPayoutDate: parseIsoDate(input.last_payout_date),
        noticeByDate: parseIsoDate(input.notice_by_date ?? input.notification_date),
        noticeWeeks: notice?.weeks ?? null,
        noticeStartDate: notice ? parseIsoDate(notice.noticeStart) : null,
        terminatedAt: new Date(),
      },
      include: CONTRACT_INCLUDE,
    });
    // The wage open on the last day ends with the contract (the wage history then shows why).
    const openWage = await tx.employeeWage.findFirst({
      where: {
        groupId: ctx.group.id,
        employeeId: contract.employeeId,
        endDate: null,
        startDate: { lte: row.endDate! },
      },
      orderBy: { startDate: "desc" },
    });
    if (openWage) {
      await tx.employeeWage.update({
        where: { id: openWage.id },
        data: { endDate: parseIsoDate(end), terminationReason: input.termination_reason },
      });
      await recordAudit(tx, ctx, {
        action: "terminate",
        objectType: "wage",
        objectId: openWage.id,
        employeeId: contract.employeeId,
        before: { end_date: null, termination_reason: openWage.terminationReason },
        after: { end_date: end, termination_reason: input.termination_reason },
      });
    }
    await recordAudit(tx, ctx, {
      action: "terminate",
      objectType: "contract",
      objectId: contract.id,
      employeeId: contract.employeeId,
      before: contractSnapshot(contract),
      after: contractSnapshot(row),
    });
    return row;
  });
  if (notice?.outplacementEligible) {
    await notifyOutplacementEligible(
      ctx,
      { id: contract.employeeId, name: displayName(contract.employee) },
      notice.weeks,
    );
  }
  const dimona = await proposeDimonaForContract(ctx, updated, "end");
  return {
    data: contractJson(updated, todayIso()),
    notice: notice && {
      weeks: notice.weeks,
      notice_start: notice.noticeStart,
      notice_end: notice.noticeEnd,
      rule: notice.rule,
      outplacement_eligible: notice.outplacementEligible,
    },
    dimona_proposal: dimona,
  };
}

function plan(contract: ContractRow, input: TTerminateContractInput, start: IsoDate) {
  const errors: Record<string, string> = {};
  if (input.notification_date < start)
    errors.notification_date = "notification_date cannot be before the contract's start";
  let notice: NoticeResult | null = null;
  if (WITH_NOTICE.has(input.way_of_termination) && contract.country === "BE") {
    if (!input.initiated_by) errors.initiated_by = "initiated_by is required when notice is given";
    else {
      notice = calculateNotice({
        startDate: start,
        notificationDate: input.notification_date,
        initiatedBy: input.initiated_by,
        employmentType: contract.employmentType,
      });
    }
  }
  let end: IsoDate | undefined = input.end_date;
  if (!end) {
    if (input.way_of_termination === "end_of_fixed_term") {
      if (!contract.endDate) errors.way_of_termination = "An open-ended contract has no fixed term to end";
      end = contract.endDate ? dayOf(contract.endDate) : undefined;
    } else if (input.way_of_termination === "notice_worked") {
      if (notice) end = notice.noticeEnd;
      else errors.end_date = "end_date is required";
    } else {
      end = input.notification_date;
    }
  }
  if (end && end < start) errors.end_date = `end_date cannot be before the contract's start (${formatDay(start)})`;
  if (Object.keys(errors).length > 0 || !end) throw AppError.validation(errors);
  return { notice, end };
}
