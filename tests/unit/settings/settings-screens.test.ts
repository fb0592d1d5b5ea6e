// The /settings index links only to pages that exist: each screen's `available` matches the file tree.
import { existsSync } from "node:fs";
import path from "node:path";
import { SETTINGS_SCREENS } from "@/lib/settings/settings-screens";

const APP = path.join(__dirname, "..", "..", "..", "app", "(app)");

it.each(SETTINGS_SCREENS.map((s) => [s.key, s] as const))(
  "%s is available exactly when its page exists",
  (_key, screen) => {
    const exists = existsSync(path.join(APP, ...screen.href.split("/").filter(Boolean), "page.tsx"));
    expect({ href: screen.href, available: screen.available }).toEqual({ href: screen.href, available: exists });
  },
);

it("has unique keys and routes", () => {
  expect(new Set(SETTINGS_SCREENS.map((s) => s.key)).size).toBe(SETTINGS_SCREENS.length);
  expect(new Set(SETTINGS_SCREENS.map((s) => s.href)).size).toBe(SETTINGS_SCREENS.length);
});
