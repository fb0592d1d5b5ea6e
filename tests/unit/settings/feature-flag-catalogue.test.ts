// The feature-flag catalogue: every flag has a group, a gate text, and a title and description in each
// language; no text file carries a flag the catalogue lacks; flags naming an area name a real one.
import { AREAS } from "@/lib/access/areas";
import { FEATURE_FLAGS, FEATURE_FLAG_NAMES, FLAG_GROUPS, resolveFeatureFlags } from "@/lib/access/feature-flags";
import en from "@/messages/en/flags.json";
import nl from "@/messages/nl/flags.json";
import fr from "@/messages/fr/flags.json";
import enNav from "@/messages/en/nav.json";
import nlNav from "@/messages/nl/nav.json";
import frNav from "@/messages/fr/nav.json";

const texts = { en, nl, fr } as Record<
  string,
  { groups: Record<string, string>; flag: Record<string, { title: string; description: string }> }
>;

describe("feature-flag catalogue", () => {
  it("holds more than 50 flags, the spec's named ones among them", () => {
    expect(FEATURE_FLAG_NAMES.length).toBeGreaterThan(50);
    for (const name of [
      "disable_days_off",
      "enable_workflows",
      "enable_app_marketplace_for_light",
      "enable_demo_account",
      "enable_performance_evaluations",
      "enable_trainings",
      "disable_assets",
      "disable_software",
      "enable_wage_benchmark",
      "enable_multiple_managers",
      "enable_day_off_education",
      "enable_day_off_sick_types",
      "enable_historical_calendar_changes",
      "enable_overtime_exceptions",
      "enable_self_service",
    ]) {
      expect(FEATURE_FLAG_NAMES).toContain(name);
    }
  });

  it.each(FEATURE_FLAG_NAMES)("%s has a group, a gate text and a valid area", (name) => {
    const def = FEATURE_FLAGS[name];
    expect(FLAG_GROUPS).toContain(def.group);
    expect(def.gates.length).toBeGreaterThan(5);
    if ("area" in def) expect(AREAS).toContain(def.area);
  });

  it.each(["en", "nl", "fr"])(
    "%s has a non-empty title and description for every flag and group, and nothing extra",
    (lang) => {
      const t = texts[lang]!;
      for (const name of FEATURE_FLAG_NAMES) {
        expect(t.flag[name]?.title?.trim()).toBeTruthy();
        expect(t.flag[name]?.description?.trim()).toBeTruthy();
      }
      expect(Object.keys(t.flag).sort()).toEqual([...FEATURE_FLAG_NAMES].sort());
      for (const group of FLAG_GROUPS) expect(t.groups[group]?.trim()).toBeTruthy();
    },
  );

  // The modules screen names the area a flag gates with nav.<area> (a key the message-scope test cannot see).
  it.each([
    ["en", enNav],
    ["nl", nlNav],
    ["fr", frNav],
  ] as const)("%s names every area a flag gates", (_lang, nav) => {
    for (const name of FEATURE_FLAG_NAMES) {
      const def = FEATURE_FLAGS[name];
      if ("area" in def && def.area)
        expect([def.area, (nav as Record<string, string>)[def.area]?.trim()]).toEqual([def.area, expect.any(String)]);
    }
  });

  it("says in every language when a flag's module is not built yet", () => {
    const later = FEATURE_FLAG_NAMES.filter((n) =>
      FEATURE_FLAGS[n].gates.includes("takes effect when the module ships"),
    );
    expect(later.length).toBeGreaterThan(0);
    for (const name of later) {
      expect(en.flag[name as keyof typeof en.flag].description).toMatch(/Takes effect when the module ships/);
      expect(nl.flag[name as keyof typeof nl.flag].description).toMatch(/zodra de module beschikbaar is/);
      expect(fr.flag[name as keyof typeof fr.flag].description).toMatch(/lorsque le module sera disponible/);
    }
  });

  it("resolves defaults overlaid with stored overrides, ignoring unknown names", () => {
    const flags = resolveFeatureFlags([
      { name: "disable_days_off", enabled: true },
      { name: "no_such_flag", enabled: true },
    ]);
    expect(flags.disable_days_off).toBe(true);
    expect(flags.enable_self_service).toBe(true);
    expect(flags.enable_workflows).toBe(false);
    expect("no_such_flag" in flags).toBe(false);
  });
});
