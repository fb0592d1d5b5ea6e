// The user popup's conditional entries (spec section 2), decided in one pure function.
export type UserMenuEntry =
  "my_profile" | "account" | "account_migration" | "self_service" | "developer" | "reset_demo" | "sign_out";

export type UserMenuConditions = {
  /** The user has an own person record they may open (/people/{own id}, lib/people/own-record.ts). */
  myProfile?: boolean;
  /** /account exists and the user may open it. */
  accountLink: boolean;
  /** /account-migration exists. */
  migrationPage: boolean;
  migration: { canMigrate: boolean; inMigration: boolean };
  /** The employee self-service site, when configured. */
  selfServiceUrl: string | null;
  /** /developer exists and the developer area rule lets the user in. */
  developerLink: boolean;
  /** enable_demo_account is on, the user may reset it (admin, not read-only) and the call exists. */
  demoReset: boolean;
};

export function userMenuEntries(c: UserMenuConditions): UserMenuEntry[] {
  const migrating = c.migration.inMigration;
  const entries: UserMenuEntry[] = [];
  // While migrating, the account, self-service and developer links are hidden (one's own record too:
  // it is the in-app self-service).
  if (c.myProfile && !migrating) entries.push("my_profile");
  if (c.accountLink && !migrating) entries.push("account");
  if (c.migrationPage && c.migration.canMigrate && !migrating) entries.push("account_migration");
  if (c.selfServiceUrl && !migrating) entries.push("self_service");
  if (c.developerLink && !migrating) entries.push("developer");
  if (c.demoReset) entries.push("reset_demo");
  entries.push("sign_out");
  return entries;
}
