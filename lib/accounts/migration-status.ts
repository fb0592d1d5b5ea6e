// Where the user stands in the migration of their sign-in to the federated login system (spec sections 2
// and 4: "in migration" or "can migrate" changes the user popup; a required migration redirects to
// /account-migration at start-up).
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { federatedLoginConfigured } from "./federated-login-config";

export type MigrationStatus = {
  /** The federated system is configured and the user has not moved yet. */
  canMigrate: boolean;
  /** The user started the migration and has not finished it. */
  inMigration: boolean;
  /** The group's (or this member's) forced migration date has passed and the user has not moved: send them to /account-migration. */
  required: boolean;
};

export type MigrationDetails = MigrationStatus & {
  configured: boolean;
  migrated: boolean;
  /** The earliest forced date that applies to the user (group-wide or their own), if any. */
  requiredFrom: Date | null;
  startedAt: Date | null;
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
    required:
      configured && !migrated && group.loginMigrationRequiredFrom !== null && group.loginMigrationRequiredFrom <= now,
  };
}

/** The earlier of the group's and the member's forced dates. */
export function effectiveRequiredFrom(groupDate: Date | null, memberDate: Date | null): Date | null {
  if (!groupDate) return memberDate;
  if (!memberDate) return groupDate;
  return groupDate < memberDate ? groupDate : memberDate;
}

/**
 * The signed-in user's migration state in the current group, from fresh rows (one query). For the user
 * popup (hide "Account migration" unless canMigrate; hide account, self-service and developer links while
 * inMigration), the /account-migration page and the start-up redirect.
 */
export async function loadMigrationStatus(
  ctx: { user: Pick<RequestContext["user"], "id">; group: Pick<RequestContext["group"], "id"> },
  now = new Date(),
): Promise<MigrationDetails> {
  const membership = await db.membership.findUnique({
    where: { userId_groupId: { userId: ctx.user.id, groupId: ctx.group.id } },
    select: {
      loginMigrationRequiredFrom: true,
      user: { select: { loginMigrationStartedAt: true, loginMigratedAt: true } },
      group: { select: { loginMigrationRequiredFrom: true } },
    },
  });
  const user = membership?.user ?? { loginMigrationStartedAt: null, loginMigratedAt: null };
  const requiredFrom = effectiveRequiredFrom(
    membership?.group.loginMigrationRequiredFrom ?? null,
    membership?.loginMigrationRequiredFrom ?? null,
  );
  return {
    ...migrationStatus(user, { loginMigrationRequiredFrom: requiredFrom }, now),
    configured: federatedLoginConfigured(),
    migrated: user.loginMigratedAt !== null,
    requiredFrom,
    startedAt: user.loginMigrationStartedAt,
  };
}
