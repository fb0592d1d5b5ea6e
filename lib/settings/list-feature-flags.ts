// Every flag of the catalogue with the group's current value, for the settings screen and its API.
import type { RequestContext } from "@/lib/api/context";
import { FEATURE_FLAGS, FEATURE_FLAG_NAMES, type FeatureFlagName, type FlagGroup } from "@/lib/access/feature-flags";
import type { Area } from "@/lib/access/areas";

export type FeatureFlagRow = {
  name: FeatureFlagName;
  value: boolean;
  default: boolean;
  group: FlagGroup;
  available_on_light: boolean;
  /** False on a light account for a flag light accounts cannot use: the screen shows the upgrade prompt. */
  available: boolean;
  gates: string;
  area: Area | null;
};

export function listFeatureFlags(ctx: Pick<RequestContext, "subject">): { data: FeatureFlagRow[] } {
  const light = ctx.subject.edition === "light";
  return {
    data: FEATURE_FLAG_NAMES.map((name) => {
      const def = FEATURE_FLAGS[name];
      return {
        name,
        value: ctx.subject.flags[name],
        default: def.default,
        group: def.group,
        available_on_light: def.light,
        available: !light || def.light,
        gates: def.gates,
        area: "area" in def ? def.area : null,
      };
    }),
  };
}
