// link_account_auth_token: proof that the holder signed in at the federated provider as a given identity
// a moment ago. Issued by /login/b2c/callback when that identity has no account here; POST
// /api/users/accounts/link redeems it while signed in with a password and links the identity to the
// signed-in user. Single use, 10 minutes, only its SHA-256 stored.
import { createHash, randomBytes } from "node:crypto";
import { db, type DbTransaction } from "@/lib/db/client";
import type { FederatedIdentity } from "./federated-identity";

export const LINK_TOKEN_TTL_MS = 10 * 60_000;
export const LINK_TOKEN_COOKIE = "hr_link_account_token";

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

export async function issueLinkAccountToken(identity: FederatedIdentity): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.linkAccountToken.deleteMany({ where: { expiresAt: { lt: new Date() } } });
  await db.linkAccountToken.create({
    data: {
      id: hash(token),
      provider: identity.provider,
      providerAccountId: identity.providerAccountId,
      email: identity.email,
      expiresAt: new Date(Date.now() + LINK_TOKEN_TTL_MS),
    },
  });
  return token;
}

/** The identity behind a still-usable token, without using it (to show what would be linked). */
export async function peekLinkAccountToken(token: string | undefined): Promise<FederatedIdentity | null> {
  if (!token || token.length > 200) return null;
  const row = await db.linkAccountToken.findUnique({ where: { id: hash(token) } });
  if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) return null;
  return { provider: row.provider, providerAccountId: row.providerAccountId, email: row.email };
}

/** Uses the token once (atomically); null when unknown, used or expired. */
export async function redeemLinkAccountToken(tx: DbTransaction, token: string): Promise<FederatedIdentity | null> {
  if (!token || token.length > 200) return null;
  const id = hash(token);
  const now = new Date();
  const used = await tx.linkAccountToken.updateMany({
    where: { id, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (used.count !== 1) return null;
  const row = await tx.linkAccountToken.findUniqueOrThrow({ where: { id } });
  return { provider: row.provider, providerAccountId: row.providerAccountId, email: row.email };
}
