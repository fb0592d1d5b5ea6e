// One contract as the API answers it (only ever built for callers holding contracts.read, which needs the
// wages switch, so the wage may be in it). Dates as YYYY-MM-DD; money as exact decimal strings and cents.
import type { Prisma } from "@/lib/db/generated/client";
import { dayOf, type IsoDate } from "@/lib/people-history/day";
import { formatCents } from "@/lib/wages/money";
import { displayName } from "@/lib/people/display-name";

const REFERENCE = { select: { id: true, code: true, description: true } } as const;

export const CONTRACT_INCLUDE = {
  employee: { select: { id: true, firstName: true, lastName: true, teamId: true, team: { select: { name: true } } } },
  wage: {
    select: { id: true, brutoCents: true, currency: true, benefits: { select: { kind: true, amountCents: true } } },
  },
  department: REFERENCE,
  costCentre: REFERENCE,
  function: REFERENCE,
  qualification: REFERENCE,
  integration: { select: { id: true, alias: true, provider: true } },
} as const satisfies Prisma.ContractInclude;

export type ContractRow = Prisma.ContractGetPayload<{ include: typeof CONTRACT_INCLUDE }>;

const day = (d: Date | null) => (d ? dayOf(d) : null);
const ref = (r: { id: number; code: string; description: string } | null) =>
  r ? { id: r.id, code: r.code, description: r.description } : null;

export type ContractState = "upcoming" | "current" | "ending" | "ended";

/** Where the contract stands today; "ending" = an end date within 90 days. */
export function contractState(start: IsoDate, end: IsoDate | null, today: IsoDate): ContractState {
  if (start > today) return "upcoming";
  if (end !== null && end < today) return "ended";
  if (end !== null && daysUntil(today, end) <= 90) return "ending";
  return "current";
}

function daysUntil(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}

export function contractJson(row: ContractRow, today: IsoDate) {
  const start = dayOf(row.startDate);
  const end = day(row.endDate);
  return {
    id: row.id,
    employee_id: row.employeeId,
    employee_name: displayName(row.employee),
    team_id: row.employee.teamId,
    team_name: row.employee.team?.name ?? null,
    country: row.country,
    contract_type: row.contractType,
    employment_type: row.employmentType,
    joint_committee: row.jointCommittee,
    cao: row.cao,
    probation_months: row.probationMonths,
    is_variable_schedule: row.isVariableSchedule,
    days_per_week: Number(row.daysPerWeek),
    hours_per_week: Number(row.hoursPerWeek),
    wage_id: row.wageId,
    base_wage: row.wage ? formatCents(row.wage.brutoCents) : null,
    base_wage_cents: row.wage?.brutoCents ?? null,
    currency: row.wage?.currency ?? null,
    benefits: Object.fromEntries((row.wage?.benefits ?? []).map((b) => [b.kind, formatCents(b.amountCents)])),
    department: ref(row.department),
    cost_centre: ref(row.costCentre),
    function: ref(row.function),
    qualification: ref(row.qualification),
    start_date: start,
    end_date: end,
    state: contractState(start, end, today),
    // A contract the payroll provider holds (a sync read it, or matched ours to theirs): its source, the
    // provider's own contract id, and from when. Such a contract is terminated or corrected, never deleted.
    // Once its integration is deleted (integration id null, the reference kept) no provider holds it any more.
    from_provider: row.providerContractId !== null && row.integrationId !== null,
    provider_contract_id: row.providerContractId,
    provider_alias: row.integration?.alias ?? null,
    provider_linked_at: row.providerLinkedAt?.toISOString() ?? null,
    sent_to_provider: row.sentToProviderAt !== null,
    sent_to_provider_at: row.sentToProviderAt?.toISOString() ?? null,
    terminated: row.terminatedAt !== null,
    termination_reason: row.terminationReason,
    way_of_termination: row.wayOfTermination,
    notice_initiated_by: row.noticeInitiatedBy,
    notification_date: day(row.notificationDate),
    last_payout_date: day(row.lastPayoutDate),
    notice_by_date: day(row.noticeByDate),
    notice_weeks: row.noticeWeeks,
    notice_start_date: day(row.noticeStartDate),
  };
}

export type ContractJson = ReturnType<typeof contractJson>;

/** The audited fields of a contract (no names: the audit row names the person by id). */
export function contractSnapshot(row: Prisma.ContractGetPayload<object>) {
  return {
    contract_type: row.contractType,
    employment_type: row.employmentType,
    joint_committee: row.jointCommittee,
    cao: row.cao,
    probation_months: row.probationMonths,
    is_variable_schedule: row.isVariableSchedule,
    days_per_week: String(row.daysPerWeek),
    hours_per_week: String(row.hoursPerWeek),
    wage_id: row.wageId,
    department_id: row.departmentId,
    cost_centre_id: row.costCentreId,
    function_id: row.functionId,
    qualification_id: row.qualificationId,
    start_date: dayOf(row.startDate),
    end_date: day(row.endDate),
    termination_reason: row.terminationReason,
    way_of_termination: row.wayOfTermination,
    provider_contract_id: row.providerContractId,
    notification_date: day(row.notificationDate),
    last_payout_date: day(row.lastPayoutDate),
    notice_by_date: day(row.noticeByDate),
    notice_weeks: row.noticeWeeks,
  };
}
