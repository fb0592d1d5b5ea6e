import { filterAccounts, isSwitcherStatic, showAccountFilter } from "@/lib/shell/account-switcher-rules";
import { userMenuEntries, type UserMenuConditions } from "@/lib/shell/user-menu-entries";
import { initials } from "@/lib/shell/initials";
import { ACCOUNT_FILTER_FROM } from "@/lib/ui/constants";

describe("account switcher rules", () => {
  it("is static when impersonating, with a single account, or installed", () => {
    expect(isSwitcherStatic({ impersonating: false, accountCount: 2, standalone: false })).toBe(false);
    expect(isSwitcherStatic({ impersonating: true, accountCount: 2, standalone: false })).toBe(true);
    expect(isSwitcherStatic({ impersonating: false, accountCount: 1, standalone: false })).toBe(true);
    expect(isSwitcherStatic({ impersonating: false, accountCount: 2, standalone: true })).toBe(true);
  });
  it("shows the filter from 8 accounts on", () => {
    expect(ACCOUNT_FILTER_FROM).toBe(8);
    expect(showAccountFilter(7)).toBe(false);
    expect(showAccountFilter(8)).toBe(true);
  });
  it("filters by name or subdomain, case-insensitively", () => {
    const accounts = [
      { name: "Bakkerij Peeters", subdomain: "peeters" },
      { name: "Verhaeghe", subdomain: "vd" },
    ];
    expect(filterAccounts(accounts, "BAKK").map((a) => a.name)).toEqual(["Bakkerij Peeters"]);
    expect(filterAccounts(accounts, "vd").map((a) => a.name)).toEqual(["Verhaeghe"]);
    expect(filterAccounts(accounts, "  ")).toHaveLength(2);
  });
});

describe("user popup entries", () => {
  const base: UserMenuConditions = {
    accountLink: true,
    migrationPage: true,
    migration: { canMigrate: false, inMigration: false },
    selfServiceUrl: "https://selfservice.example",
    developerLink: true,
    demoReset: false,
  };
  it("shows account, self service, developers and sign out", () => {
    expect(userMenuEntries(base)).toEqual(["account", "self_service", "developer", "sign_out"]);
  });
  it("offers the migration only when possible and not in progress", () => {
    expect(userMenuEntries({ ...base, migration: { canMigrate: true, inMigration: false } })).toContain(
      "account_migration",
    );
    expect(userMenuEntries({ ...base, migration: { canMigrate: false, inMigration: false } })).not.toContain(
      "account_migration",
    );
    expect(
      userMenuEntries({ ...base, migration: { canMigrate: true, inMigration: false }, migrationPage: false }),
    ).not.toContain("account_migration");
  });
  it("while migrating hides the account, self-service and developer links", () => {
    expect(userMenuEntries({ ...base, migration: { canMigrate: false, inMigration: true } })).toEqual(["sign_out"]);
  });
  it("hides self service without a URL, developers without the right, and offers the demo reset only when allowed", () => {
    expect(userMenuEntries({ ...base, selfServiceUrl: null, developerLink: false, accountLink: false })).toEqual([
      "sign_out",
    ]);
    expect(userMenuEntries({ ...base, demoReset: true })).toContain("reset_demo");
  });
});

it("initials from a name or an e-mail", () => {
  expect(initials("Demo Admin")).toBe("DA");
  expect(initials("jan@firma.be")).toBe("J");
  expect(initials("Ann")).toBe("A");
});
