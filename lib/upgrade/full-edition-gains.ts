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
    // A switch that turns a module off is no gain: only the switches that add something are sold.
    flags: shownFlagNames("full").filter((name) => !FEATURE_FLAGS[name].light && !name.startsWith("disable_")),
  };
}

/** A translator of the upgrade modal's labels: next-intl's getTranslations() on the server, createTranslator in tests. */
type Translate = (key: string) => string;

/**
 * The gains as the modal lists them, translated on the server: the browser then needs no flag catalogue
 * texts (the `flags` messages, 11 KB, went into every page's HTML for this list only).
 */
export function fullEditionGainLabels(nav: Translate, flags: Translate, gains = fullEditionGains()): string[] {
  return [...gains.modules.map((m) => nav(m)), ...gains.flags.map((f) => flags(`flag.${f}.title`))];
}
