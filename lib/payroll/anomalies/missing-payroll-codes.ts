// Day-off types taken in the month that have no payroll code for this provider: the provider cannot book them.
import type { AnomalyRule } from "./anomaly.types";
import { typeValues } from "./type-values";

export const missingPayrollCodes: AnomalyRule = (data) => {
  const used = new Set(data.requests.filter((r) => r.status === "approved").map((r) => r.dayOffTypeId));
  return [...used]
    .map((id) => data.types.get(id))
    .filter((t) => t !== undefined && (!data.providerKey || !t.payrollCodes[data.providerKey]?.trim()))
    .map((t) => ({
      rule: "missing_payroll_code",
      key: "missingPayrollCode",
      employee_id: null,
      values: { day_off_type_id: t!.id, ...typeValues(t), provider: data.providerName ?? data.providerKey ?? "" },
      // The type's payroll-code fields on the calendar settings, where the code is added.
      link: `/calendar/settings#payroll-codes-${t!.id}`,
      fix: "setPayrollCode",
    }));
};
