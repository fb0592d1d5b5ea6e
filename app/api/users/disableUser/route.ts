// POST /users/disableUser {user_id} – disable a user of the company; their open sessions end at once
import { route } from "@/lib/api/route";
import { disableUser } from "@/lib/settings-users/disable-user";
import { ZUserIdInput } from "@/lib/settings-users/settings-users.types";

export const POST = route({ input: ZUserIdInput, area: "settings", permission: "users.manage" }, disableUser);
