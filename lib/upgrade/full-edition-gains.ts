// What the full edition adds to a light account today, for the upgrade modal: built modules only the full
// edition has, and the shown switches light accounts cannot use. Derived from the module registry and the
// flag catalogue, so the modal never sells a module that does not exist (issue 16) and grows by itself
// when a full-only module ships.
import { FEATURE_FLAGS, type FeatureFlagName } from "@/lib/access/feature-flags";
import { builtFullOnlyModules, type ProductModule } from "@/lib/access/modules";
import { shownFlagNames } from "@/lib/access/shown-flags";

export type FullEditionGains = { modules: ProductModule[]; flags: FeatureFlagName[] };

export function fullEditionGains(): FullEditionGains {
  return {
    modules: builtFullOnlyModules(),
    flags: shownFlagNames("full").filter((name) => !FEATURE_FLAGS[name].light),
  };
}
