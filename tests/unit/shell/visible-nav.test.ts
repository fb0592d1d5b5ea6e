// Navigation visibility: every area gate of spec section 6 decides, and only routes with a page are offered.
import { NAV_ITEMS, type NavItem } from "@/lib/shell/nav-items";
import { linkIfAllowed, moduleLinks, upsellModules } from "@/lib/shell/visible-nav";
import { makeSubject } from "@/tests/support/subject";

// Every route available, to test the gates alone.
const ALL_AVAILABLE: NavItem[] = NAV_ITEMS.map((i) => ({ ...i, available: true }));
const keys = (s: Parameters<typeof moduleLinks>[0]) => moduleLinks(s, ALL_AVAILABLE).map((l) => l.key);

describe("module links follow the area gates", () => {
  it("contracts: full edition with wages only", () => {
    expect(keys(makeSubject({ switches: { wages: true } }))).toContain("contracts");
    expect(keys(makeSubject({ switches: { wages: false } }))).not.toContain("contracts");
    expect(keys(makeSubject({ edition: "light", switches: { wages: true } }))).not.toContain("contracts");
  });
  it("performance: full edition with performance-review access (and its flag)", () => {
    const on = { switches: { performance_reviews: true }, flags: { enable_performance_evaluations: true } };
    expect(keys(makeSubject(on))).toContain("performance");
    expect(keys(makeSubject({ ...on, switches: { performance_reviews: false } }))).not.toContain("performance");
    expect(keys(makeSubject({ ...on, edition: "light" }))).not.toContain("performance");
  });
  it("insights: full edition, wages and stats", () => {
    expect(keys(makeSubject({ switches: { wages: true, stats: true } }))).toContain("insights");
    expect(keys(makeSubject({ switches: { wages: true, stats: false } }))).not.toContain("insights");
    expect(keys(makeSubject({ edition: "light", switches: { wages: true, stats: true } }))).not.toContain("insights");
  });
  it("benchmark: admin and its flag, marked beta", () => {
    const admin = makeSubject({ role: "admin", flags: { enable_wage_benchmark: true } });
    expect(moduleLinks(admin, ALL_AVAILABLE).find((l) => l.key === "benchmark")?.beta).toBe(true);
    expect(keys(makeSubject({ role: "default", flags: { enable_wage_benchmark: true } }))).not.toContain("benchmark");
    expect(keys(makeSubject({ role: "admin" }))).not.toContain("benchmark");
  });
  it("the other modules by their switch and flags", () => {
    expect(keys(makeSubject({ switches: { fleet: false } }))).not.toContain("fleet");
    expect(keys(makeSubject({ flags: { disable_assets: true } }))).not.toContain("assets");
    expect(keys(makeSubject({ flags: { disable_software: true } }))).not.toContain("software");
    expect(keys(makeSubject({ flags: { disable_days_off: true } }))).not.toContain("calendar");
    expect(keys(makeSubject({ flags: { enable_workflows: true } }))).toContain("workflows");
    expect(keys(makeSubject())).not.toContain("workflows");
    expect(keys(makeSubject({ flags: { enable_trainings: true } }))).toContain("trainings");
    expect(keys(makeSubject({ switches: { documents: false } }))).not.toContain("documents");
  });
  it("a self-service employee gets no directory, teams or org chart", () => {
    const k = keys(makeSubject({ role: "employee" }));
    expect(k).not.toContain("people");
    expect(k).not.toContain("teams");
    expect(k).not.toContain("orgchart");
  });
});

describe("single links", () => {
  it("developers: admins only; light accounts only with enable_app_marketplace_for_light", () => {
    expect(linkIfAllowed(makeSubject({ role: "admin" }), "developer", ALL_AVAILABLE)).not.toBeNull();
    expect(linkIfAllowed(makeSubject({ role: "default" }), "developer", ALL_AVAILABLE)).toBeNull();
    expect(linkIfAllowed(makeSubject({ role: "admin", edition: "light" }), "developer", ALL_AVAILABLE)).toBeNull();
    expect(
      linkIfAllowed(
        makeSubject({ role: "admin", edition: "light", flags: { enable_app_marketplace_for_light: true } }),
        "developer",
        ALL_AVAILABLE,
      ),
    ).not.toBeNull();
  });
  it("dashboard: dashboard access", () => {
    expect(linkIfAllowed(makeSubject(), "dashboard")).toEqual({ key: "dashboard", href: "/", beta: false });
    expect(
      linkIfAllowed(makeSubject({ role: "employee", flags: { enable_self_service: false } }), "dashboard"),
    ).toBeNull();
    expect(linkIfAllowed(makeSubject({ role: "employee" }), "dashboard")).not.toBeNull();
  });
  it("inbox: role default with wages, or days off on, or workflows on", () => {
    const closed = { flags: { disable_days_off: true, enable_workflows: false } };
    expect(linkIfAllowed(makeSubject(closed), "inbox", ALL_AVAILABLE)).toBeNull();
    expect(linkIfAllowed(makeSubject({ ...closed, switches: { wages: true } }), "inbox", ALL_AVAILABLE)).not.toBeNull();
    expect(linkIfAllowed(makeSubject({ flags: { disable_days_off: false } }), "inbox", ALL_AVAILABLE)).not.toBeNull();
    expect(
      linkIfAllowed(makeSubject({ flags: { disable_days_off: true, enable_workflows: true } }), "inbox", ALL_AVAILABLE),
    ).not.toBeNull();
  });
  it("settings: admins only", () => {
    expect(linkIfAllowed(makeSubject({ role: "admin" }), "settings", ALL_AVAILABLE)).not.toBeNull();
    expect(linkIfAllowed(makeSubject(), "settings", ALL_AVAILABLE)).toBeNull();
  });
});

describe("routes without a page are never offered", () => {
  it("hides an allowed area whose page does not exist", () => {
    const admin = makeSubject({ role: "admin" });
    const noPeople = NAV_ITEMS.map((i) => ({ ...i, available: i.key !== "people" }));
    expect(moduleLinks(admin, noPeople).map((l) => l.key)).not.toContain("people");
    expect(moduleLinks(admin, ALL_AVAILABLE).map((l) => l.key)).toContain("people");
  });
  it("today's real list offers the dashboard, people, the calendar, documents, teams, the org chart and expenses to an admin", () => {
    const admin = makeSubject({ role: "admin" });
    expect(moduleLinks(admin).map((l) => l.key)).toEqual([
      "people",
      "calendar",
      "documents",
      "teams",
      "orgchart",
      "expenses",
    ]);
    expect(linkIfAllowed(admin, "dashboard")).not.toBeNull();
  });
});

describe("Enable more", () => {
  it("light users see the full-edition modules that exist (not the seven that are not built); full users none", () => {
    expect(upsellModules(makeSubject({ edition: "light" }))).toEqual(["contracts", "expenses", "orgchart"]);
    expect(upsellModules(makeSubject())).toEqual([]);
  });
});
