// POST /admin/user/updateRole {user_id, role} – change a user's role; the last admin and the caller's own admin role are kept
import { route } from "@/lib/api/route";
import { updateRole } from "@/lib/settings-users/update-role";
import { ZUpdateRoleInput } from "@/lib/settings-users/settings-users.types";

export const POST = route({ input: ZUpdateRoleInput, area: "settings", permission: "users.manage" }, updateRole);
