// An hours request that takes more minutes than the person is scheduled to work that day (the schedule
// changed after the request, or it was entered on a short day).
import type { AnomalyRule } from "./anomaly.types";

export const hoursOverSchedule: AnomalyRule = (data) =>
  data.requests
    .filter((r) => r.status === "approved" && r.minutes !== null && r.from === r.to)
    .flatMap((r) => {
      const scheduled = data.holidays.has(r.from) ? 0 : data.scheduledMinutes(r.employeeId, r.from);
      if (r.minutes! <= scheduled) return [];
      return [
        {
          rule: "hours_over_schedule",
          key: "hoursOverSchedule",
          employee_id: r.employeeId,
          values: { request_id: r.id, date: r.from, hours: r.minutes! / 60, scheduled_hours: scheduled / 60 },
          link: `/calendar/person/${r.employeeId}`,
        },
      ];
    });
