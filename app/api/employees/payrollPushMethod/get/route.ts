// GET /api/employees/payrollPushMethod/get?employee_id – how a person's data reaches payroll
import { route } from "@/lib/api/route";
import { getPayrollPushMethod } from "@/lib/people/payroll-push-method";
import { ZEmployeeIdQuery } from "@/lib/people/people.types";

export const GET = route({ input: ZEmployeeIdQuery, area: "people", permission: "employees.read" }, (ctx, input) =>
  getPayrollPushMethod(ctx, input.employee_id),
);
