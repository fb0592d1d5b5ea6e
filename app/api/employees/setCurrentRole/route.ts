// POST /api/employees/setCurrentRole – start a new role {employee_id, start_date ("now" | dd/mm/yyyy), new_role}
import { route } from "@/lib/api/route";
import { ZSetCurrentRoleInput } from "@/lib/people-history/roles.types";
import { setCurrentRole } from "@/lib/people-history/set-current-role";

export const POST = route(
  { input: ZSetCurrentRoleInput, area: "people", permission: "employees.write" },
  setCurrentRole,
);
