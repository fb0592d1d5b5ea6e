// POST /admin/user/resendUserLoginLink {user_id} – mail an invited user their invitation again, an enabled user a sign-in link
import { route } from "@/lib/api/route";
import { resendLoginLink } from "@/lib/settings-users/resend-login-link";
import { ZUserIdInput } from "@/lib/settings-users/settings-users.types";

export const POST = route({ input: ZUserIdInput, area: "settings", permission: "users.manage" }, resendLoginLink);
