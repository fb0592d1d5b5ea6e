// The flags the settings screen shows (lib/access/shown-flags.ts: read somewhere, module built, relevant to
// the edition) with the group's current value, for the screen and its API. Flags of modules that do not
// exist yet stay stored and settable through the API, but are not listed.
import type { RequestContext } from "@/lib/api/context";
import { FEATURE_FLAGS, type FeatureFlagName, type FlagGroup } from "@/lib/access/feature-flags";
import type { Area } from "@/lib/access/areas";
import { isInvertedFlag, shownFlagNames } from "@/lib/access/shown-flags";

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
  /** The switch as shown: on = what the flag governs is available ("disable_*" flags turned around). */
  on: boolean;
  inverted: boolean;
};

export function listFeatureFlags(ctx: Pick<RequestContext, "subject">): { data: FeatureFlagRow[] } {
  const light = ctx.subject.edition === "light";
  return {
    data: shownFlagNames(ctx.subject.edition).map((name) => {
      const def = FEATURE_FLAGS[name];
      const value = ctx.subject.flags[name];
      const inverted = isInvertedFlag(name);
      return {
        name,
        value,
        default: def.default,
        group: def.group,
        available_on_light: def.light,
        available: !light || def.light,
        gates: def.gates,
        area: "area" in def ? def.area : null,
        on: inverted ? !value : value,
        inverted,
      };
    }),
  };
}
