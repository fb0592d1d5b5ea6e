// GET /api/settings/featureflags/list – every feature flag with the group's value, group and what it gates (read-only admins may look)
import { route } from "@/lib/api/route";
import { listFeatureFlags } from "@/lib/settings/list-feature-flags";

export const GET = route({ area: "settings" }, (ctx) => listFeatureFlags(ctx));
