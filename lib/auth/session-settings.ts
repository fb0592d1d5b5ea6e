// Session lifetimes (OWASP ASVS V7): idle timeout and absolute lifetime, configurable by env.
export function sessionIdleMs(): number {
  return Number(process.env.SESSION_IDLE_MINUTES ?? 30) * 60_000;
}

export function sessionMaxMs(): number {
  return Number(process.env.SESSION_MAX_HOURS ?? 12) * 3_600_000;
}

// lastSeenAt is written at most this often, so reads do not turn every request into a write.
export const LAST_SEEN_WRITE_INTERVAL_MS = 60_000;

// Auth.js cookie names: the __Secure- variant is used on https.
export const SESSION_COOKIE_NAMES = ["__Secure-authjs.session-token", "authjs.session-token"] as const;
