// POST /api/employees/reactivate – bring a deleted person back {employee_id}
import { route } from "@/lib/api/route";
import { reactivateEmployee } from "@/lib/people/reactivate-employee";
import { ZEmployeeIdBody } from "@/lib/people/people.types";

export const POST = route(
  { input: ZEmployeeIdBody, area: "people", permission: "employees.write" },
  reactivateEmployee,
);
