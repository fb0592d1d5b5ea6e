// Throttling of POST /api/oauth/token: after TOKEN_MAX_FAILURES failed client authentications or invalid
// grants for one client_id from one address within TOKEN_WINDOW_MS, that client_id gets 429 with
// Retry-After (and the RFC 6749 error body) from that address until the oldest of those failures leaves
// the window, even with right credentials. Per address, because a client_id is public (it is in every
// authorize URL): counted per client_id alone, anyone could lock an app's users out with ten junk
// requests a minute. Failures are rows of the sign-in throttle's table (SignInFailure,
// lib/auth/login-throttle.ts) under the key "oauth_client:<client_id>|<address>" (an email key always has
// an "@", a client key never does), so every app instance counts together and the table's own trimming
// keeps it small. Unknown client ids count too, so the answer never tells which client ids exist.
import { db } from "@/lib/db/client";
import { recordLoginFailure } from "@/lib/auth/login-throttle";
import { NO_STORE } from "./oauth-error";

export const TOKEN_MAX_FAILURES = 10;
export const TOKEN_WINDOW_MS = 60 * 1000;
const MAX_KEY_LENGTH = 200;

export function tokenThrottleKey(clientId: string, address: string | null): string {
  // Lower-cased like the table's email keys (recordLoginFailure normalises so); ids differing only in case
  // share a count, which only makes the limit stricter.
  return `oauth_client:${clientId.slice(0, MAX_KEY_LENGTH)}|${(address ?? "unknown").slice(0, 64)}`
    .trim()
    .toLowerCase();
}

/** Seconds until the client may try again, or null when it is not throttled. */
export async function tokenRetryAfterSeconds(
  clientId: string,
  address: string | null,
  now = new Date(),
): Promise<number | null> {
  const rows = await db.signInFailure.findMany({
    where: {
      accountKey: tokenThrottleKey(clientId, address),
      failedAt: { gt: new Date(now.getTime() - TOKEN_WINDOW_MS) },
    },
    orderBy: { failedAt: "desc" },
    take: TOKEN_MAX_FAILURES,
    select: { failedAt: true },
  });
  if (rows.length < TOKEN_MAX_FAILURES) return null;
  const opensAt = rows[TOKEN_MAX_FAILURES - 1]!.failedAt.getTime() + TOKEN_WINDOW_MS;
  return Math.max(1, Math.ceil((opensAt - now.getTime()) / 1000));
}

export async function recordTokenFailure(clientId: string, address: string | null): Promise<void> {
  await recordLoginFailure(tokenThrottleKey(clientId, address));
}

export function tokenThrottledResponse(retryAfterSeconds: number): Response {
  return Response.json(
    {
      error: "invalid_request",
      error_description: `Too many failed token requests for this client; try again in ${retryAfterSeconds} seconds`,
    },
    { status: 429, headers: { ...NO_STORE, "Retry-After": String(retryAfterSeconds) } },
  );
}
