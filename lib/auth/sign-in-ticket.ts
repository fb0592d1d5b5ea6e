// Sign-in tickets: a single-use token, valid for a few minutes, that the "ticket" Auth.js provider
// (auth.ts) exchanges for a session. Flows that prove who the user is without a password (single sign-on,
// the second factor after the password step, starting or ending an impersonation) issue one and then call
// signIn("ticket", { ticket }). Only the token's SHA-256 is stored; redeeming marks it used atomically, so
// a replayed ticket opens nothing.
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db/client";

export type TicketPurpose = "sso" | "mfa" | "impersonation" | "impersonation_end" | "invite" | "signup";

export const SIGN_IN_TICKET_TTL_MS = 5 * 60 * 1000;

export type RedeemedTicket = {
  userId: string;
  groupId: number | null;
  purpose: TicketPurpose;
  impersonatorUserId: string | null;
  resumeSessionId: string | null;
  boundGroupId: number | null;
  /** Single sign-on proved the user (UserSession.viaSso); an "mfa" ticket carries its first factor's. */
  viaSso: boolean;
};

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function issueSignInTicket(input: {
  userId: string;
  groupId?: number | null;
  purpose: TicketPurpose;
  impersonatorUserId?: string | null;
  resumeSessionId?: string | null;
  /** The session opened with this ticket acts only in this group (single sign-on through a group's IdP). */
  boundGroupId?: number | null;
  /** Defaults to true for "sso" tickets; set it on the "mfa" ticket that follows a single sign-on. */
  viaSso?: boolean;
  ttlMs?: number;
}): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.signInTicket.create({
    data: {
      id: hashToken(token),
      userId: input.userId,
      groupId: input.groupId ?? null,
      purpose: input.purpose,
      impersonatorUserId: input.impersonatorUserId ?? null,
      resumeSessionId: input.resumeSessionId ?? null,
      boundGroupId: input.boundGroupId ?? null,
      viaSso: input.viaSso ?? input.purpose === "sso",
      expiresAt: new Date(Date.now() + (input.ttlMs ?? SIGN_IN_TICKET_TTL_MS)),
    },
  });
  return token;
}

/** Looks a ticket up without using it (e.g. to show the second-factor step); null when unusable. */
export async function peekSignInTicket(token: string): Promise<RedeemedTicket | null> {
  if (!token || token.length > 200) return null;
  const row = await db.signInTicket.findUnique({ where: { id: hashToken(token) } });
  if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) return null;
  return toTicket(row);
}

/** Uses the ticket once: a second call with the same token, or a call after expiry, returns null. */
export async function redeemSignInTicket(token: string, purposes?: TicketPurpose[]): Promise<RedeemedTicket | null> {
  if (!token || token.length > 200) return null;
  const id = hashToken(token);
  const now = new Date();
  const used = await db.signInTicket.updateMany({
    where: { id, usedAt: null, expiresAt: { gt: now }, ...(purposes ? { purpose: { in: purposes } } : {}) },
    data: { usedAt: now },
  });
  if (used.count !== 1) return null;
  const row = await db.signInTicket.findUniqueOrThrow({ where: { id } });
  return toTicket(row);
}

function toTicket(row: {
  userId: string;
  groupId: number | null;
  purpose: string;
  impersonatorUserId: string | null;
  resumeSessionId: string | null;
  boundGroupId: number | null;
  viaSso: boolean;
}): RedeemedTicket {
  return {
    userId: row.userId,
    groupId: row.groupId,
    purpose: row.purpose as TicketPurpose,
    impersonatorUserId: row.impersonatorUserId,
    resumeSessionId: row.resumeSessionId,
    boundGroupId: row.boundGroupId,
    viaSso: row.viaSso,
  };
}
