// POST /api/contracts/calculateNotice {start_date, notification_date, initiated_by} -> {weeks, notice_start,
// notice_end} plus how it was found (for the explanation the termination form shows).
import { AppError } from "@/lib/api/errors";
import type { TCalculateNoticeInput } from "./contracts.types";
import { calculateNotice } from "./notice";

export function noticeFor(input: TCalculateNoticeInput) {
  if (input.notification_date < input.start_date) {
    throw AppError.validation({ notification_date: "notification_date cannot be before start_date" });
  }
  const result = calculateNotice({
    startDate: input.start_date,
    notificationDate: input.notification_date,
    initiatedBy: input.initiated_by,
    employmentType: input.employment_type,
  });
  return {
    weeks: result.weeks,
    notice_start: result.noticeStart,
    notice_end: result.noticeEnd,
    seniority_months: result.seniorityMonths,
    rule: result.rule,
    parts: result.parts && { old_rules_weeks: result.parts.oldRulesWeeks, new_rules_weeks: result.parts.newRulesWeeks },
    outplacement_eligible: result.outplacementEligible,
  };
}
