// The `available` flags in lib/shell/nav-items.ts must match the pages under app/: a module that adds its
// page flips its flag, and the shell never links to a page that does not exist.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { NAV_ITEMS } from "@/lib/shell/nav-items";

const APP = path.join(__dirname, "..", "..", "..", "app");

/** Every route that has a page.tsx, with route groups "(x)" removed. */
function pageRoutes(dir = APP, segments: string[] = []): string[] {
  const routes: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name === "api" && segments.length === 0) continue;
      routes.push(...pageRoutes(full, /^\(.*\)$/.test(name) ? segments : [...segments, name]));
    } else if (/^page\.(tsx|ts|jsx|js)$/.test(name)) {
      routes.push(`/${segments.join("/")}`);
    }
  }
  return routes;
}

it("each nav item is available exactly when its page exists", () => {
  expect(existsSync(APP)).toBe(true);
  const routes = new Set(pageRoutes());
  for (const item of NAV_ITEMS) {
    expect({ href: item.href, available: item.available }).toEqual({
      href: item.href,
      available: routes.has(item.href),
    });
  }
});

it("keys and routes are unique", () => {
  expect(new Set(NAV_ITEMS.map((i) => i.key)).size).toBe(NAV_ITEMS.length);
  expect(new Set(NAV_ITEMS.map((i) => i.href)).size).toBe(NAV_ITEMS.length);
});
