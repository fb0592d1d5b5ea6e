// Two absences of one person on the same day (a morning and an afternoon half of one day do not overlap).
import type { Anomaly, AnomalyRule, MonthRequest } from "./anomaly.types";

const LIVE = new Set(["pending", "approved", "deletion_requested"]);

export function requestsOverlap(a: MonthRequest, b: MonthRequest): boolean {
  if (a.to < b.from || b.to < a.from) return false;
  // Touching on one day only: fine when one ends at noon there and the other starts at noon.
  if (a.to === b.from && a.endPart === "first_half" && b.startPart === "second_half") return false;
  if (b.to === a.from && b.endPart === "first_half" && a.startPart === "second_half") return false;
  return true;
}

export const overlappingAbsences: AnomalyRule = (data) => {
  const byPerson = new Map<number, MonthRequest[]>();
  for (const r of data.requests) {
    if (!LIVE.has(r.status)) continue;
    byPerson.set(r.employeeId, [...(byPerson.get(r.employeeId) ?? []), r]);
  }
  const found: Anomaly[] = [];
  for (const [employeeId, list] of byPerson) {
    const sorted = [...list].sort((a, b) => a.from.localeCompare(b.from) || a.id - b.id);
    for (let i = 0; i < sorted.length; i++) {
      // Sorted by start: only the following requests that start before this one ends can overlap it.
      for (let j = i + 1; j < sorted.length && sorted[j].from <= sorted[i].to; j++) {
        if (!requestsOverlap(sorted[i], sorted[j])) continue;
        found.push({
          rule: "overlapping_absences",
          key: "overlappingAbsences",
          employee_id: employeeId,
          values: { request_id: sorted[i].id, other_request_id: sorted[j].id, date: sorted[j].from },
          link: `/calendar/person/${employeeId}`,
        });
      }
    }
  }
  return found;
};
