// POST /api/settings/featureflags/{flagName} – switch one feature flag {value} or {enable}; the
// multiple-managers flag also takes force_remove_extra_managers and a disable_toasts query parameter.
import { route } from "@/lib/api/route";
import { setFeatureFlag } from "@/lib/settings/set-feature-flag";
import { ZSetFeatureFlagInput } from "@/lib/settings/flags.types";

export const POST = route(
  { input: ZSetFeatureFlagInput, area: "settings", permission: "settings.manage" },
  async (ctx, input, req) => {
    // The client shows no toast when it sent disable_toasts; the server only echoes that it saw it.
    const disableToasts = ["true", "1"].includes(new URL(req.url).searchParams.get("disable_toasts") ?? "");
    return { ...(await setFeatureFlag(ctx, input)), disable_toasts: disableToasts };
  },
);
