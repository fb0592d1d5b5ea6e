// GET /api/employees/list – one page of the visible people {page, per_page, search, team_id, include_deleted, name_order}
import { route } from "@/lib/api/route";
import { listEmployees } from "@/lib/people/list-employees";
import { ZListEmployeesInput } from "@/lib/people/people.types";

export const GET = route({ input: ZListEmployeesInput, area: "people", permission: "employees.read" }, listEmployees);
