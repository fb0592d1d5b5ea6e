// GET / POST /api/requests/commutes/settings – the company's commute allowance rates (settings, not law)
import { route } from "@/lib/api/route";
import { getCommuteSettings, setCommuteSettings } from "@/lib/requests/commutes/commute-settings";
import { ZCommuteSettingsInput } from "@/lib/requests/requests.types";

export const GET = route({ permission: "commutes.decide" }, getCommuteSettings);
export const POST = route({ input: ZCommuteSettingsInput, permission: "commutes.decide" }, setCommuteSettings);
