// POST /users/enableUser {user_id, reinvite} – enable a disabled user again, optionally with a fresh invitation mail
import { route } from "@/lib/api/route";
import { enableUser } from "@/lib/settings-users/enable-user";
import { ZEnableUserInput } from "@/lib/settings-users/settings-users.types";

export const POST = route({ input: ZEnableUserInput, area: "settings", permission: "users.manage" }, enableUser);
