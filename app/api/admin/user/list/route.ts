// GET /admin/user/list – a page of the company's users (page, per_page, search) with role, status, rights, team-based access and linked employee (admins; read-only admins may look)
import { route } from "@/lib/api/route";
import { listUsers } from "@/lib/settings-users/list-users";
import { ZListUsersInput } from "@/lib/settings-users/settings-users.types";

export const GET = route({ area: "settings", input: ZListUsersInput }, (ctx, input) => listUsers(ctx, input));
