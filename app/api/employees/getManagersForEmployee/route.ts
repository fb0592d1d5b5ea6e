// GET /api/employees/getManagersForEmployee?employee_id – a person's reportsTo and extra managers
import { route } from "@/lib/api/route";
import { getManagersForEmployee } from "@/lib/managers/get-managers-for-employee";
import { ZEmployeeQueryInput } from "@/lib/managers/managers.types";

export const GET = route({ input: ZEmployeeQueryInput, area: "people", permission: "employees.read" }, (ctx, input) =>
  getManagersForEmployee(ctx, input.employee_id),
);
