// GET /admin/user/list – the company's users with role, status, rights, team-based access and linked employee (admins; read-only admins may look)
import { route } from "@/lib/api/route";
import { listUsers } from "@/lib/settings-users/list-users";

export const GET = route({ area: "settings" }, (ctx) => listUsers(ctx));
