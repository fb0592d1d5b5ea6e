// GET /api/settings/featureflags/list – every feature flag with the group's value, group and what it gates
import { route } from "@/lib/api/route";
import { listFeatureFlags } from "@/lib/settings/list-feature-flags";

export const GET = route({ area: "settings", permission: "settings.manage" }, (ctx) => listFeatureFlags(ctx));
