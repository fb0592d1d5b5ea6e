// POST /api/employees/role/edit – correct a role history entry {item_id, new_role?, start_date?}
import { route } from "@/lib/api/route";
import { editRole } from "@/lib/people-history/edit-role";
import { ZEditRoleInput } from "@/lib/people-history/roles.types";

export const POST = route({ input: ZEditRoleInput, area: "people", permission: "employees.write" }, editRole);
