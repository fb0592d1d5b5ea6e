// Leave that starts or ends on a public holiday or on a day the person does not work: the request was
// probably entered on the wrong dates (or the schedule changed after it), and the provider books days.
import type { AnomalyRule } from "./anomaly.types";

export const leaveOnDaysOff: AnomalyRule = (data) =>
  data.requests
    .filter((r) => r.status === "approved")
    .flatMap((r) => {
      const edges = [...new Set([r.from, r.to])].filter((d) => d >= data.first && d <= data.last);
      return edges.flatMap((date) => {
        const holiday = data.holidays.has(date);
        const rest = data.scheduledMinutes(r.employeeId, date) === 0;
        if (!holiday && !rest) return [];
        return [
          {
            rule: "leave_on_day_off",
            key: holiday ? "leaveOnPublicHoliday" : "leaveOnRestDay",
            employee_id: r.employeeId,
            values: { request_id: r.id, date },
            link: `/calendar/person/${r.employeeId}`,
          },
        ];
      });
    });
