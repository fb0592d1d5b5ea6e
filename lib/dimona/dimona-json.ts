// A declaration as the API and the person's Dimona history show it.
import type { DimonaDeclaration } from "@/lib/db/generated/client";

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

export function dimonaJson(row: DimonaDeclaration) {
  return {
    id: row.id,
    employee_id: row.employeeId,
    type: row.type,
    status: row.status,
    period_id: row.periodId,
    worker_type: row.workerType,
    joint_committee: row.jointCommittee,
    start_date: day(row.startDate),
    end_date: day(row.endDate),
    starting_hour: row.startHour,
    ending_hour: row.endHour,
    planned_hours: row.plannedHours,
    anomalies: Array.isArray(row.anomalies) ? row.anomalies : [],
    attempts: row.attempts,
    last_error: row.lastError,
    // The same as a code (rsz-client.ts RSZ_ERROR_CODES) for a screen in the reader's language.
    last_error_code: row.lastErrorCode,
    next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    processed_at: row.processedAt?.toISOString() ?? null,
  };
}
export type DimonaJson = ReturnType<typeof dimonaJson>;
