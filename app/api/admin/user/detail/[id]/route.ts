// GET /admin/user/detail/{id} – one user of the company with their rights (admins; read-only admins may look)
import { route } from "@/lib/api/route";
import { getUserDetail } from "@/lib/settings-users/get-user-detail";
import { ZUserIdParam } from "@/lib/settings-users/settings-users.types";

export const GET = route({ input: ZUserIdParam, area: "settings" }, getUserDetail);
