// One change request as the API answers it.
import type { ContractChange } from "@/lib/db/generated/client";
import { dayOf } from "@/lib/people-history/day";
import { formatCents } from "@/lib/wages/money";

export function changeJson(row: ContractChange) {
  return {
    id: row.id,
    contract_id: row.contractId,
    change_date: dayOf(row.changeDate),
    status: row.status,
    base_wage: row.brutoCents === null ? null : formatCents(row.brutoCents),
    hours_per_week: row.hoursPerWeek === null ? null : Number(row.hoursPerWeek),
    days_per_week: row.daysPerWeek === null ? null : Number(row.daysPerWeek),
    function_id: row.functionId,
    weekly_schedule: (row.weeklySchedule as number[] | null) ?? null,
    is_variable_schedule: row.isVariableSchedule,
    note: row.note,
    decided_at: row.decidedAt?.toISOString() ?? null,
    decline_reason: row.declineReason,
    wage_id: row.wageId,
    command_id: row.commandId,
    created_at: row.createdAt.toISOString(),
  };
}
