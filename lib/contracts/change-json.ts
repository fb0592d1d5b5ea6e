// One change request as the API answers it, with the provider command that carried it (its status and, on a
// failure, the reason as a code the contract tab says in the reader's language).
import type { ContractChange, IntegrationCommand } from "@/lib/db/generated/client";
import { failureDetailOf } from "@/lib/integrations/command-failure";
import { dayOf } from "@/lib/people-history/day";
import { formatCents } from "@/lib/wages/money";

export function changeJson(row: ContractChange, command?: IntegrationCommand | null) {
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
    decided_at: row.status === "pending" ? null : (row.decidedAt?.toISOString() ?? null),
    decline_reason: row.declineReason,
    wage_id: row.wageId,
    wage_request_id: row.wageRequestId,
    applied_at: row.appliedAt?.toISOString() ?? null,
    command_id: row.commandId,
    command:
      command && command.id === row.commandId
        ? {
            status: command.status,
            error_reason: command.errorReason,
            error_detail: command.errorReason === null ? null : failureDetailOf(command.errorDetail),
          }
        : null,
    created_at: row.createdAt.toISOString(),
  };
}
export type ContractChangeJson = ReturnType<typeof changeJson>;
