// The one path-to-area table (lib/access/page-areas.ts): every page under app/ is covered, each page.tsx
// gates itself with its own path (so the page and proxy.ts ask the same question), and the navigation
// takes its areas from the table.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { LIGHT_UPSELL_MODULES } from "@/lib/access/areas";
import { areaOfPath, PAGE_AREAS, pageAccess, pageAreaEntry } from "@/lib/access/page-areas";
import { NAV_ITEMS } from "@/lib/shell/nav-items";
import { makeSubject } from "@/tests/support/subject";

const APP = path.join(__dirname, "..", "..", "..", "app");
// (lost): the 404 of URLs no route matches, for everyone (app/(lost)/[...missing]).
const PUBLIC_GROUPS = new Set(["(auth)", "(lost)"]);

/** Every page.tsx of the signed-in app, with its route ("(x)" groups removed). */
function signedInPages(dir = APP, segments: string[] = []): { route: string; file: string }[] {
  const pages: { route: string; file: string }[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if ((name === "api" && segments.length === 0) || PUBLIC_GROUPS.has(name)) continue;
      pages.push(...signedInPages(full, /^\(.*\)$/.test(name) ? segments : [...segments, name]));
    } else if (/^page\.tsx$/.test(name)) {
      pages.push({ route: `/${segments.join("/")}`, file: full });
    }
  }
  return pages;
}

describe("the path-to-area table", () => {
  it("matches whole segments, the longest entry first", () => {
    expect(areaOfPath("/settings/teams/add")).toBe("teams");
    expect(areaOfPath("/settings/users")).toBe("settings");
    // One person opens also as one's own record: the page decides (self-service).
    expect(areaOfPath("/people/12")).toBeNull();
    expect(pageAreaEntry("/people/12/anything")?.path).toBe("/people/[id]");
    expect(areaOfPath("/people")).toBe("people");
    expect(areaOfPath("/")).toBeNull();
    expect(areaOfPath("/calendar/person/3")).toBe("calendar");
    expect(areaOfPath("/peoplex")).toBeNull();
    expect(pageAreaEntry("/account-migration")?.path).toBe("/account-migration");
    expect(areaOfPath("/evaluations")).toBe("performance");
    expect(pageAreaEntry("/nowhere")).toBeUndefined();
  });

  it("covers every signed-in page, and each page gates itself with its own table entry", () => {
    const pages = signedInPages();
    expect(pages.length).toBeGreaterThan(15);
    for (const { route, file } of pages) {
      const entry = pageAreaEntry(route.replace(/\[[^\]]+\]/g, "1"));
      expect({ route, covered: entry !== undefined }).toEqual({ route, covered: true });
      const source = readFileSync(file, "utf8");
      // A page that is another page (/dashboard is /) must share that page's area.
      const reexport = /export \{ default \} from "(.+)";/.exec(source);
      if (reexport) {
        const target = path.resolve(path.dirname(file), reexport[1]!) + ".tsx";
        const of = signedInPages().find((p) => p.file === target)!;
        expect({ route, area: entry!.area }).toEqual({ route, area: areaOfPath(of.route) });
        continue;
      }
      const calls = [...source.matchAll(/requirePageContext\(([^)]*)\)/g)].map((m) => m[1]);
      expect({ route, calls: calls.length > 0 }).toEqual({ route, calls: true });
      for (const arg of calls) expect({ route, arg }).toEqual({ route, arg: JSON.stringify(entry!.path) });
    }
  });

  it("gives every upsell module of the light edition a path", () => {
    const areas = new Set(PAGE_AREAS.map((e) => e.area));
    for (const upsell of LIGHT_UPSELL_MODULES) expect(areas.has(upsell)).toBe(true);
  });

  it("is where the navigation takes its areas from (only the dashboard link keeps its own gate)", () => {
    for (const item of NAV_ITEMS) {
      expect({ href: item.href, area: item.area }).toEqual({
        href: item.href,
        area: item.href === "/" ? "dashboard" : areaOfPath(item.href),
      });
    }
  });
});

describe("pageAccess", () => {
  const employee = makeSubject({ role: "employee" });
  it("opens pages of no area to everyone signed in", () => {
    expect(pageAccess(employee, "/")).toBe("open");
    expect(pageAccess(employee, "/oauth/authorize")).toBe("open");
  });
  it("hides a closed area like a missing page", () => {
    expect(pageAccess(employee, "/people")).toBe("hidden");
    expect(pageAccess(employee, "/settings")).toBe("hidden");
    expect(pageAccess(makeSubject({ switches: { wages: false } }), "/contracts")).toBe("hidden");
  });
  it("sends the light edition's greyed-out modules to the upgrade flow", () => {
    const lightAdmin = makeSubject({ role: "admin", edition: "light" });
    expect(pageAccess(lightAdmin, "/orgchart")).toBe("upgrade");
    // Only modules that exist are sold (lib/access/modules.ts): the others stay a 404.
    expect(pageAccess(lightAdmin, "/contracts")).toBe("upgrade");
    expect(pageAccess(lightAdmin, "/evaluations")).toBe("hidden");
    // Not a full-edition module: the light edition's own gates answer.
    expect(pageAccess(makeSubject({ role: "admin", edition: "light" }), "/benchmark")).toBe("hidden");
    expect(pageAccess(lightAdmin, "/people")).toBe("open");
  });
});
