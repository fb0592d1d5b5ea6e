// POST /api/employees/payrollPushMethod/edit – set how a person's data reaches payroll {employee_id, payroll_push_method}
import { route } from "@/lib/api/route";
import { editPayrollPushMethod } from "@/lib/people/payroll-push-method";
import { ZEditPayrollPushMethodInput } from "@/lib/people/people.types";

export const POST = route(
  { input: ZEditPayrollPushMethodInput, area: "people", permission: "employees.write" },
  editPayrollPushMethod,
);
