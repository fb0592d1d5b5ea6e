// The JSON shape of a leave request in every answer.
import { displayName, NAME_PARTS_SELECT, type NameParts } from "@/lib/people/display-name";
import { toIsoDate } from "./iso-date";

type Row = {
  id: number;
  employeeId: number;
  dayOffTypeId: number;
  startDate: Date;
  endDate: Date;
  startPart: string;
  endPart: string;
  minutes: number | null;
  amount: { toString(): string };
  status: string;
  note: string | null;
  providerCode?: string | null;
  decisionNote: string | null;
  decidedAt: Date | null;
  createdAt: Date;
  employee?: NameParts | null;
  dayOffType?: { kind: string; name: string | null; unit: string; colour: string } | null;
  approvals?: Array<{ membershipId: number; decision: string | null }>;
};

export function leaveRequestJson(r: Row) {
  return {
    id: r.id,
    employee_id: r.employeeId,
    // The one display-name rule (name particle, partner name), as everywhere else a person is named.
    employee_name: r.employee ? displayName(r.employee) : undefined,
    day_off_type_id: r.dayOffTypeId,
    day_off_type: r.dayOffType
      ? {
          kind: r.dayOffType.kind,
          name: r.dayOffType.name || null,
          unit: r.dayOffType.unit,
          colour: r.dayOffType.colour,
        }
      : undefined,
    start_date: toIsoDate(r.startDate),
    end_date: toIsoDate(r.endDate),
    start_part: r.startPart,
    end_part: r.endPart,
    minutes: r.minutes,
    amount: Number(r.amount.toString()),
    status: r.status,
    note: r.note,
    // Taken over from the payroll provider's calendar: the provider's day-off code (screens say where it came from).
    provider_code: r.providerCode ?? null,
    decision_note: r.decisionNote,
    decided_at: r.decidedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
    approvals: r.approvals?.map((a) => ({ membership_id: a.membershipId, decision: a.decision })),
  };
}

export const LEAVE_REQUEST_INCLUDE = {
  employee: { select: NAME_PARTS_SELECT },
  dayOffType: { select: { kind: true, name: true, unit: true, colour: true } },
  approvals: { select: { membershipId: true, decision: true } },
} as const;
