// POST /api/employees/hardDelete – remove a deleted person for good {employee_id} (admins only)
import { route } from "@/lib/api/route";
import { hardDeleteEmployee } from "@/lib/people/hard-delete-employee";
import { ZEmployeeIdBody } from "@/lib/people/people.types";

export const POST = route(
  { input: ZEmployeeIdBody, area: "people", permission: ["employees.write", "employees.hard_delete"] },
  hardDeleteEmployee,
);
