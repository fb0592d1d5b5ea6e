// Where the user stands in the migration of their sign-in to the federated login system (spec sections 2
// and 4: "in migration" or "can migrate" changes the user popup; a required migration redirects to
// /account-migration at start-up).
import { federatedLoginConfigured } from "./federated-login-config";

export type MigrationStatus = {
  /** The federated system is configured and the user has not moved yet. */
  canMigrate: boolean;
  /** The user started the migration and has not finished it. */
  inMigration: boolean;
  /** The group's forced migration date has passed and the user has not moved: send them to /account-migration. */
  required: boolean;
};

export function migrationStatus(
  user: { loginMigrationStartedAt: Date | null; loginMigratedAt: Date | null },
  group: { loginMigrationRequiredFrom: Date | null },
  now = new Date(),
): MigrationStatus {
  const configured = federatedLoginConfigured();
  const migrated = user.loginMigratedAt !== null;
  const inMigration = !migrated && user.loginMigrationStartedAt !== null;
  return {
    canMigrate: configured && !migrated && !inMigration,
    inMigration,
    required: configured && !migrated && group.loginMigrationRequiredFrom !== null && group.loginMigrationRequiredFrom <= now,
  };
}
