// GET /api/util/users?include_user_rights – the company's users in the caller's scope; rights only for admins who ask
import { route } from "@/lib/api/route";
import { listUtilUsers } from "@/lib/settings-users/list-util-users";
import { ZUtilUsersInput } from "@/lib/settings-users/settings-users.types";

export const GET = route({ input: ZUtilUsersInput, permission: "users.read" }, listUtilUsers);
