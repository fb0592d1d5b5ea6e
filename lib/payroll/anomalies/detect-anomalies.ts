// Runs every anomaly rule over one month's data. Person-less anomalies (a type without a code) come first,
// then people in name order, so the list reads as a to-do list.
import type { Anomaly, AnomalyRule, MonthData } from "./anomaly.types";
import { hoursOverSchedule } from "./hours-over-schedule";
import { leaveOnDaysOff } from "./leave-on-days-off";
import { missingPayrollCodes } from "./missing-payroll-codes";
import { missingPersonData } from "./missing-person-data";
import { overlappingAbsences } from "./overlapping-absences";
import { unapprovedRequests } from "./unapproved-requests";

export const ANOMALY_RULES: AnomalyRule[] = [
  missingPayrollCodes,
  unapprovedRequests,
  missingPersonData,
  leaveOnDaysOff,
  overlappingAbsences,
  hoursOverSchedule,
];

export function detectAnomalies(data: MonthData): Anomaly[] {
  const order = new Map(data.people.map((p, i) => [p.id, i]));
  const all = ANOMALY_RULES.flatMap((rule) => rule(data));
  return all
    .map((a, i) => ({ a, i }))
    .sort(
      (x, y) =>
        (x.a.employee_id === null ? -1 : (order.get(x.a.employee_id) ?? 0)) -
          (y.a.employee_id === null ? -1 : (order.get(y.a.employee_id) ?? 0)) || x.i - y.i,
    )
    .map((x) => x.a);
}
