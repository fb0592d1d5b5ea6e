// Which feature flags the settings screen shows (issue 16: a switch on the page always changes what users
// get). A flag is shown when something reads it, its module exists (lib/access/modules.ts) and it matters
// on the company's edition. "disable_*" flags are shown turned around, as the module's own switch
// (on = the module is available), so every switch on the page reads the same way.
import type { FeatureFlagName, FlagDefinition } from "./feature-flags";
import { FEATURE_FLAGS, FEATURE_FLAG_NAMES, NOT_READ_YET } from "./feature-flags";
import { moduleExists } from "./modules";
import type { Edition } from "./subject";

export function flagIsRead(def: FlagDefinition): boolean {
  return !def.gates.includes(NOT_READ_YET);
}

export function isFlagShown(name: FeatureFlagName, edition: Edition): boolean {
  const def: FlagDefinition = FEATURE_FLAGS[name];
  if (!flagIsRead(def)) return false;
  if (def.area && !moduleExists(def.area)) return false;
  if (def.module && !moduleExists(def.module)) return false;
  if (def.onlyOn && def.onlyOn !== edition) return false;
  return true;
}

export function shownFlagNames(edition: Edition): FeatureFlagName[] {
  return FEATURE_FLAG_NAMES.filter((name) => isFlagShown(name, edition));
}

/** A "disable_*" flag: its switch shows the opposite of the stored value (on = available). */
export function isInvertedFlag(name: FeatureFlagName): boolean {
  return name.startsWith("disable_");
}
