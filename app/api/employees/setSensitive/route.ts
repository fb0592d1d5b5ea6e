// POST /api/employees/setSensitive – mark a person sensitive or not {employee_id, is_sensitive}
import { route } from "@/lib/api/route";
import { setEmployeeSensitive } from "@/lib/people/set-employee-sensitive";
import { ZSetSensitiveInput } from "@/lib/people/people.types";

export const POST = route(
  { input: ZSetSensitiveInput, area: "people", permission: "employees.write" },
  setEmployeeSensitive,
);
