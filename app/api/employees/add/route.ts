// POST /api/employees/add – add a person to the caller's company
import { route } from "@/lib/api/route";
import { addEmployee } from "@/lib/people/add-employee";
import { ZAddEmployeeInput } from "@/lib/people/people.types";

export const POST = route({ input: ZAddEmployeeInput, area: "people", permission: "employees.insert" }, addEmployee);
