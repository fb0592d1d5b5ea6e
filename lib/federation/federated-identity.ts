// Linking an external identity (OIDC subject, provider "b2c") to one of our users, and finding the user
// an identity signs in as. An identity belongs to at most one user (unique provider + subject); linking it
// to a second user is refused, never silently moved.
import type { RequestContext } from "@/lib/api/context";
import { loadContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db, type DbTransaction } from "@/lib/db/client";

export type FederatedIdentity = { provider: string; providerAccountId: string; email: string | null };

/** The group a sign-in opens: the last one the user worked in while still enabled there, else the first. */
export async function homeGroupId(userId: string): Promise<number | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { lastGroupId: true } });
  if (!user) return null;
  const memberships = await db.membership.findMany({
    where: { userId, status: "enabled" },
    select: { groupId: true },
    orderBy: { groupId: "asc" },
  });
  if (memberships.length === 0) return null;
  return memberships.find((m) => m.groupId === user.lastGroupId)?.groupId ?? memberships[0]!.groupId;
}

/** A request context for audit rows written by a flow that has no session yet (sign-in). */
export async function contextFor(userId: string, groupId: number): Promise<RequestContext | null> {
  return loadContext({ id: "", userId, groupId, impersonatorUserId: null, boundGroupId: null, viaSso: null });
}

/**
 * Links the identity to ctx.user inside the caller's transaction and audits it. Already linked to the same
 * user: nothing to do. Linked to someone else: 409.
 */
export async function linkIdentity(
  tx: DbTransaction,
  ctx: RequestContext,
  identity: FederatedIdentity,
): Promise<"linked" | "unchanged"> {
  const existing = await tx.account.findUnique({
    where: {
      provider_providerAccountId: { provider: identity.provider, providerAccountId: identity.providerAccountId },
    },
    select: { userId: true },
  });
  if (existing?.userId === ctx.user.id) return "unchanged";
  if (existing) throw new AppError("conflict", "This identity is already linked to another login");
  const account = await tx.account.create({
    data: {
      userId: ctx.user.id,
      type: "oidc",
      provider: identity.provider,
      providerAccountId: identity.providerAccountId,
      email: identity.email,
    },
  });
  await recordAudit(tx, ctx, {
    action: "link_identity",
    objectType: "user",
    objectId: ctx.user.id,
    after: { provider: identity.provider, identity_email: identity.email, account_id: account.id },
  });
  return "linked";
}

/** Ends a started login migration: the user now signs in through the federated system. */
export async function completeLoginMigration(tx: DbTransaction, ctx: RequestContext): Promise<void> {
  const user = await tx.user.findUniqueOrThrow({
    where: { id: ctx.user.id },
    select: { loginMigrationStartedAt: true, loginMigratedAt: true },
  });
  if (user.loginMigratedAt) return;
  const now = new Date();
  await tx.user.update({
    where: { id: ctx.user.id },
    data: { loginMigratedAt: now, loginMigrationStartedAt: user.loginMigrationStartedAt ?? now },
  });
  await recordAudit(tx, ctx, {
    action: "complete_login_migration",
    objectType: "user",
    objectId: ctx.user.id,
    before: { login_migrated_at: null },
    after: { login_migrated_at: now },
  });
}
