// GET /api/util/user/{id}/detail – one user in the caller's scope; rights only for admins
import { route } from "@/lib/api/route";
import { getUtilUserDetail } from "@/lib/settings-users/get-user-detail";
import { ZUserIdParam } from "@/lib/settings-users/settings-users.types";

export const GET = route({ input: ZUserIdParam, permission: "users.read" }, getUtilUserDetail);
