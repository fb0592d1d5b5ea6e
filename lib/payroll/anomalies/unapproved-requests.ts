// Requests in the month nobody has decided yet (or whose withdrawal waits): payroll would send a guess.
import type { AnomalyRule } from "./anomaly.types";
import { typeValues } from "./type-values";

export const unapprovedRequests: AnomalyRule = (data) =>
  data.requests
    .filter((r) => r.status === "pending" || r.status === "deletion_requested")
    .map((r) => ({
      rule: "unapproved_request",
      key: r.status === "pending" ? "unapprovedRequest" : "withdrawalPending",
      employee_id: r.employeeId,
      values: { request_id: r.id, from: r.from, to: r.to, ...typeValues(data.types.get(r.dayOffTypeId)) },
      link: "/inbox",
    }));
