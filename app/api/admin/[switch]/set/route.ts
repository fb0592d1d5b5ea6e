// POST /api/admin/{switch}/set {user_id, has_<switch>} – set one of the 20 per-user access switches (unknown switch: 404)
import { route } from "@/lib/api/route";
import { setAccessSwitch } from "@/lib/settings-users/set-access-switch";
import { ZSetSwitchRouteInput } from "@/lib/settings-users/settings-users.types";

// The route schema only takes the switch name from the path; setAccessSwitch checks the body strictly
// against that switch's own schema, so unknown fields are still refused.
export const POST = route(
  { input: ZSetSwitchRouteInput, area: "settings", permission: "users.manage" },
  setAccessSwitch,
);
