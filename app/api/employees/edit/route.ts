// POST /api/employees/edit – change a person's fields {employee_id, ...fields}
import { route } from "@/lib/api/route";
import { editEmployee } from "@/lib/people/edit-employee";
import { ZEditEmployeeInput } from "@/lib/people/people.types";

export const POST = route({ input: ZEditEmployeeInput, area: "people", permission: "employees.write" }, editEmployee);
