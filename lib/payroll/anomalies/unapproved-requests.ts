// Requests in the month nobody has decided yet (or whose withdrawal waits): payroll would send a guess.
import type { AnomalyRule } from "./anomaly.types";

export const unapprovedRequests: AnomalyRule = (data) =>
  data.requests
    .filter((r) => r.status === "pending" || r.status === "deletion_requested")
    .map((r) => ({
      rule: "unapproved_request",
      key: r.status === "pending" ? "unapprovedRequest" : "withdrawalPending",
      employee_id: r.employeeId,
      values: { request_id: r.id, from: r.from, to: r.to, type: data.types.get(r.dayOffTypeId)?.name ?? "" },
      link: "/inbox",
    }));
