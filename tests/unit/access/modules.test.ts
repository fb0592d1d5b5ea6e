// The module registry and what it hides (issue 16): no switch, price or menu entry for a module that is not
// built, and no switch that changes nothing.
import { AREAS } from "@/lib/access/areas";
import { FEATURE_FLAGS, FEATURE_FLAG_NAMES } from "@/lib/access/feature-flags";
import { builtFullOnlyModules, MODULES, moduleExists } from "@/lib/access/modules";
import { SHOWN_ACCESS_SWITCHES, switchAppliesToRole } from "@/lib/access/switch-applicability";
import { flagIsRead, isFlagShown, isInvertedFlag, shownFlagNames } from "@/lib/access/shown-flags";

const MISSING = [
  "advances",
  "dimona",
  "assets",
  "fleet",
  "software",
  "trainings",
  "internal_messages",
  "performance",
  "workflows",
  "insights",
  "benchmark",
] as const;
const BUILT = [
  "people",
  "teams",
  "orgchart",
  "documents",
  "calendar",
  "notifications",
  "settings",
  "developer",
  "exports",
  "custom_fields",
  "payroll",
  "expenses",
  "budgets",
  "contracts",
] as const;

describe("module registry", () => {
  it("knows every area and says which modules exist today", () => {
    for (const area of AREAS) expect(Object.keys(MODULES)).toContain(area);
    for (const m of MISSING) expect([m, moduleExists(m)]).toEqual([m, false]);
    for (const m of BUILT) expect([m, moduleExists(m)]).toEqual([m, true]);
  });

  it("a light account's upgrade adds only built modules (the org chart, expenses, contracts)", () => {
    expect(builtFullOnlyModules()).toEqual(["orgchart", "expenses", "contracts"]);
  });
});

describe("shown feature flags", () => {
  it.each(["full", "light"] as const)("on %s: no flag of a missing module and none that nothing reads", (edition) => {
    const shown = shownFlagNames(edition);
    expect(shown.length).toBeGreaterThan(0);
    for (const name of shown) {
      const def = FEATURE_FLAGS[name] as { area?: string; module?: string; gates: string };
      expect(flagIsRead(FEATURE_FLAGS[name])).toBe(true);
      if (def.area) expect([name, moduleExists(def.area as never)]).toEqual([name, true]);
      if (def.module) expect([name, moduleExists(def.module as never)]).toEqual([name, true]);
    }
    for (const name of [
      "enable_workflows",
      "enable_performance_evaluations",
      "enable_trainings",
      "disable_assets",
      "disable_software",
      "disable_fleet",
      "disable_internal_messages",
      "enable_wage_benchmark",
      "enable_demo_account",
      "enable_advances",
      "enable_half_days",
    ] as const) {
      expect([name, shown.includes(name)]).toEqual([name, false]);
    }
  });

  it("shows the switches that change something today", () => {
    expect(shownFlagNames("full")).toEqual([
      "disable_days_off",
      "disable_expenses",
      "disable_documents",
      "disable_contracts",
      "enable_budgets",
      "enable_self_service_documents",
      "enable_self_service_expense_claims",
      "enable_day_off_education",
      "enable_day_off_sick_types",
      "enable_overtime_exceptions",
      "allow_negative_leave_balance",
      "enable_multiple_managers",
      "enable_outplacement_alerts",
      "enable_payroll_provider_sync",
      "enable_document_folders",
      "enable_company_wide_documents",
    ]);
    // Developer apps on light only change light accounts: on a full account the developer page is open anyway.
    expect(isFlagShown("enable_app_marketplace_for_light", "full")).toBe(false);
    expect(isFlagShown("enable_app_marketplace_for_light", "light")).toBe(true);
  });

  it("keeps every flag in the data model", () => {
    expect(FEATURE_FLAG_NAMES.length).toBeGreaterThan(50);
    expect(shownFlagNames("full").length).toBeLessThan(FEATURE_FLAG_NAMES.length);
  });

  it("turns the disable_ flags around so every shown switch reads on = available", () => {
    expect(isInvertedFlag("disable_days_off")).toBe(true);
    expect(isInvertedFlag("enable_multiple_managers")).toBe(false);
  });
});

describe("per-user switches on the users screen", () => {
  it("shows only switches of existing modules", () => {
    const keys = SHOWN_ACCESS_SWITCHES.map((s) => s.key);
    expect(keys).toEqual([
      "wages",
      "read_only",
      "documents",
      "payroll_provider",
      "employee_insert",
      "sensitive_settings",
      "excel_exports",
      "expenses",
      "budgets",
      "calendar",
      "employee_details",
    ]);
    for (const hidden of [
      "fleet",
      "assets",
      "trainings",
      "workflows",
      "software",
      "performance_reviews",
      "internal_messages",
      "advances_payout",
      "stats",
    ]) {
      expect(keys).not.toContain(hidden);
    }
  });

  it("says which switches apply to a self-service employee (lib/access decides)", () => {
    const applies = (role: Parameters<typeof switchAppliesToRole>[1]) =>
      SHOWN_ACCESS_SWITCHES.filter((s) => switchAppliesToRole(s.key, role)).map((s) => s.key);
    expect(applies("employee")).toEqual(["read_only", "documents", "expenses", "calendar"]);
    expect(applies("admin")).toEqual(SHOWN_ACCESS_SWITCHES.map((s) => s.key));
    expect(applies("default")).toEqual(SHOWN_ACCESS_SWITCHES.map((s) => s.key));
    // team_only users never add employees (employees.insert is for admins and default users).
    expect(applies("team_only")).not.toContain("employee_insert");
    expect(applies("team_only")).toContain("wages");
  });
});
