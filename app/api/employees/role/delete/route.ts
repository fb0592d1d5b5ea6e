// POST /api/employees/role/delete – remove a role history entry {item_id} (the spec's "Role {item_id}")
import { route } from "@/lib/api/route";
import { deleteRole } from "@/lib/people-history/delete-role";
import { ZDeleteRoleInput } from "@/lib/people-history/roles.types";

export const POST = route({ input: ZDeleteRoleInput, area: "people", permission: "employees.write" }, deleteRole);
