import { canAccessArea, LIGHT_UPSELL_MODULES } from "@/lib/access/areas";
import { makeSubject } from "@/tests/support/subject";

describe("area gates of spec section 6", () => {
  describe("contracts: non-light edition and wages access", () => {
    it("opens for full edition with wages", () => {
      expect(canAccessArea(makeSubject({ switches: { wages: true } }), "contracts")).toBe(true);
    });
    it("stays closed without wages access", () => {
      expect(canAccessArea(makeSubject({ switches: { wages: false } }), "contracts")).toBe(false);
    });
    it("stays closed on the light edition even with wages", () => {
      expect(canAccessArea(makeSubject({ edition: "light", switches: { wages: true } }), "contracts")).toBe(false);
    });
  });

  describe("performance: non-light and performance-review access (and its module flag)", () => {
    const on = { switches: { performance_reviews: true }, flags: { enable_performance_evaluations: true } };
    it("opens with all three", () => expect(canAccessArea(makeSubject(on), "performance")).toBe(true));
    it("closed without the switch", () =>
      expect(canAccessArea(makeSubject({ ...on, switches: { performance_reviews: false } }), "performance")).toBe(
        false,
      ));
    it("closed on light", () =>
      expect(canAccessArea(makeSubject({ ...on, edition: "light" }), "performance")).toBe(false));
    it("closed without the flag", () =>
      expect(
        canAccessArea(makeSubject({ ...on, flags: { enable_performance_evaluations: false } }), "performance"),
      ).toBe(false));
  });

  describe("insights: non-light, wages and stats", () => {
    it("opens with both switches on full", () =>
      expect(canAccessArea(makeSubject({ switches: { wages: true, stats: true } }), "insights")).toBe(true));
    it("closed without stats", () =>
      expect(canAccessArea(makeSubject({ switches: { wages: true, stats: false } }), "insights")).toBe(false));
    it("closed without wages", () =>
      expect(canAccessArea(makeSubject({ switches: { wages: false, stats: true } }), "insights")).toBe(false));
    it("closed on light", () =>
      expect(canAccessArea(makeSubject({ edition: "light", switches: { wages: true, stats: true } }), "insights")).toBe(
        false,
      ));
  });

  describe("benchmark: admin and its flag", () => {
    it("opens for an admin with the flag", () =>
      expect(canAccessArea(makeSubject({ role: "admin", flags: { enable_wage_benchmark: true } }), "benchmark")).toBe(
        true,
      ));
    it("closed for an admin without the flag", () =>
      expect(canAccessArea(makeSubject({ role: "admin" }), "benchmark")).toBe(false));
    it("closed for a non-admin with the flag", () =>
      expect(canAccessArea(makeSubject({ flags: { enable_wage_benchmark: true } }), "benchmark")).toBe(false));
  });

  describe("developer: admin only; light only with enable_app_marketplace_for_light", () => {
    it("opens for a full-edition admin", () =>
      expect(canAccessArea(makeSubject({ role: "admin" }), "developer")).toBe(true));
    it("closed for a default user", () => expect(canAccessArea(makeSubject(), "developer")).toBe(false));
    it("closed for a light admin without the flag", () =>
      expect(canAccessArea(makeSubject({ role: "admin", edition: "light" }), "developer")).toBe(false));
    it("opens for a light admin with the flag", () =>
      expect(
        canAccessArea(
          makeSubject({ role: "admin", edition: "light", flags: { enable_app_marketplace_for_light: true } }),
          "developer",
        ),
      ).toBe(true));
  });

  describe("inbox: default role with wages, or days off not disabled, or workflows enabled", () => {
    const daysOffOff = { flags: { disable_days_off: true } };
    it("opens while days off are on", () =>
      expect(canAccessArea(makeSubject({ role: "employee" }), "inbox")).toBe(true));
    it("closed when days off are disabled and there is neither wages nor workflows", () =>
      expect(canAccessArea(makeSubject(daysOffOff), "inbox")).toBe(false));
    it("opens for default with wages even when days off are disabled", () =>
      expect(canAccessArea(makeSubject({ ...daysOffOff, switches: { wages: true } }), "inbox")).toBe(true));
    it("opens with workflows enabled even when days off are disabled", () =>
      expect(canAccessArea(makeSubject({ flags: { disable_days_off: true, enable_workflows: true } }), "inbox")).toBe(
        true,
      ));
  });

  describe("modules switched by flags and switches", () => {
    it("calendar closes when days off are disabled or the calendar switch is off", () => {
      expect(canAccessArea(makeSubject(), "calendar")).toBe(true);
      expect(canAccessArea(makeSubject({ flags: { disable_days_off: true } }), "calendar")).toBe(false);
      expect(canAccessArea(makeSubject({ switches: { calendar: false } }), "calendar")).toBe(false);
    });
    it("assets close with disable_assets or the switch off", () => {
      expect(canAccessArea(makeSubject(), "assets")).toBe(true);
      expect(canAccessArea(makeSubject({ flags: { disable_assets: true } }), "assets")).toBe(false);
      expect(canAccessArea(makeSubject({ switches: { assets: false } }), "assets")).toBe(false);
    });
    it.each([
      ["disable_documents", "documents"],
      ["disable_fleet", "fleet"],
      ["disable_expenses", "expenses"],
      ["disable_contracts", "contracts"],
      ["disable_internal_messages", "internal_messages"],
    ] as const)("%s closes the %s area", (flag, area) => {
      const open = makeSubject({ switches: { wages: true } });
      expect(canAccessArea(open, area)).toBe(true);
      expect(canAccessArea(makeSubject({ switches: { wages: true }, flags: { [flag]: true } }), area)).toBe(false);
    });
    it("software closes with disable_software", () =>
      expect(canAccessArea(makeSubject({ flags: { disable_software: true } }), "software")).toBe(false));
    it("trainings need enable_trainings", () => {
      expect(canAccessArea(makeSubject(), "trainings")).toBe(false);
      expect(canAccessArea(makeSubject({ flags: { enable_trainings: true } }), "trainings")).toBe(true);
    });
    it("workflows need enable_workflows and the switch", () => {
      expect(canAccessArea(makeSubject({ flags: { enable_workflows: true } }), "workflows")).toBe(true);
      expect(
        canAccessArea(makeSubject({ flags: { enable_workflows: true }, switches: { workflows: false } }), "workflows"),
      ).toBe(false);
    });
    it("documents follow the documents switch", () => {
      expect(canAccessArea(makeSubject(), "documents")).toBe(true);
      expect(canAccessArea(makeSubject({ switches: { documents: false } }), "documents")).toBe(false);
    });
    it("settings are for admins only", () => {
      expect(canAccessArea(makeSubject({ role: "admin" }), "settings")).toBe(true);
      expect(canAccessArea(makeSubject(), "settings")).toBe(false);
    });
  });

  it("fleet, expenses and internal messages follow their switches; the last two are full edition only", () => {
    expect(canAccessArea(makeSubject(), "fleet")).toBe(true);
    expect(canAccessArea(makeSubject({ switches: { fleet: false } }), "fleet")).toBe(false);
    expect(canAccessArea(makeSubject({ edition: "light" }), "fleet")).toBe(true);
    expect(canAccessArea(makeSubject(), "expenses")).toBe(true);
    expect(canAccessArea(makeSubject({ switches: { expenses: false } }), "expenses")).toBe(false);
    expect(canAccessArea(makeSubject({ edition: "light" }), "expenses")).toBe(false);
    expect(canAccessArea(makeSubject(), "internal_messages")).toBe(true);
    expect(canAccessArea(makeSubject({ switches: { internal_messages: false } }), "internal_messages")).toBe(false);
  });

  it("the people directory needs the employee-details switch; the org chart the full edition", () => {
    expect(canAccessArea(makeSubject(), "people")).toBe(true);
    expect(canAccessArea(makeSubject({ switches: { employee_details: false } }), "people")).toBe(false);
    expect(canAccessArea(makeSubject(), "orgchart")).toBe(true);
    expect(canAccessArea(makeSubject({ edition: "light" }), "orgchart")).toBe(false);
  });

  it("every light-edition upsell module is closed on light, even for an admin with every right", () => {
    const admin = makeSubject({
      role: "admin",
      edition: "light",
      switches: { wages: true, stats: true, performance_reviews: true },
      flags: { enable_trainings: true, enable_workflows: true, enable_performance_evaluations: true },
    });
    for (const area of LIGHT_UPSELL_MODULES) expect([area, canAccessArea(admin, area)]).toEqual([area, false]);
    expect(canAccessArea(admin, "documents")).toBe(true);
    expect(canAccessArea(admin, "calendar")).toBe(true);
  });

  it("a self-service employee reaches their dashboard (with enable_self_service), never the directory", () => {
    const employee = makeSubject({ role: "employee" });
    expect(canAccessArea(employee, "dashboard")).toBe(true);
    expect(canAccessArea(makeSubject({ role: "employee", flags: { enable_self_service: false } }), "dashboard")).toBe(
      false,
    );
    expect(canAccessArea(employee, "people")).toBe(false);
    expect(canAccessArea(employee, "teams")).toBe(false);
  });
});
