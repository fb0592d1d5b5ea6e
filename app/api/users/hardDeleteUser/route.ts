// POST /users/hardDeleteUser {user_id} – remove a user from the company for good (the user row too if they have no other company)
import { route } from "@/lib/api/route";
import { hardDeleteUser } from "@/lib/settings-users/hard-delete-user";
import { ZUserIdInput } from "@/lib/settings-users/settings-users.types";

export const POST = route({ input: ZUserIdInput, area: "settings", permission: "users.manage" }, hardDeleteUser);
