// Starts moving the signed-in user's sign-in to the federated login system (the /account-migration page):
// records the start (audited) and answers where to send the browser: /login/b2c with intent "migrate",
// whose callback links the identity to this user and completes the migration.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { assertPersonalSession } from "@/lib/auth/personal-session";
import { federatedLoginConfigured } from "./federated-login-config";

export const MIGRATION_SIGN_IN_PATH = "/login/b2c?intent=migrate&redirect_to=%2Faccount-migration%3Fdone%3D1";

export async function startLoginMigration(ctx: RequestContext): Promise<{ redirectTo: string }> {
  assertPersonalSession(ctx, "Migrating the login");
  if (!federatedLoginConfigured()) throw new AppError("conflict", "The federated login system is not available");
  await db.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({
      where: { id: ctx.user.id },
      select: { loginMigrationStartedAt: true, loginMigratedAt: true },
    });
    if (user.loginMigratedAt) throw new AppError("conflict", "Your login has already been migrated");
    if (user.loginMigrationStartedAt) return; // continuing a started migration
    const now = new Date();
    await tx.user.update({ where: { id: ctx.user.id }, data: { loginMigrationStartedAt: now } });
    await recordAudit(tx, ctx, {
      action: "start_login_migration",
      objectType: "user",
      objectId: ctx.user.id,
      before: { login_migration_started_at: null },
      after: { login_migration_started_at: now },
    });
  });
  return { redirectTo: MIGRATION_SIGN_IN_PATH };
}
