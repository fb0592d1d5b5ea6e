// POST /api/employees/updateName – set a person's name parts {employee_id, first_name, last_name, insertion, ...}
import { route } from "@/lib/api/route";
import { ZUpdateNameInput } from "@/lib/people/people.types";
import { updateEmployeeName } from "@/lib/people/update-employee-name";

export const POST = route(
  { input: ZUpdateNameInput, area: "people", permission: "employees.write" },
  updateEmployeeName,
);
