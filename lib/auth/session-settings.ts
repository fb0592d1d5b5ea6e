// Session lifetimes (OWASP ASVS V7): idle timeout and absolute lifetime, configurable by env.
export function sessionIdleMs(): number {
  return positiveNumber("SESSION_IDLE_MINUTES", 30) * 60_000;
}

export function sessionMaxMs(): number {
  return positiveNumber("SESSION_MAX_HOURS", 12) * 3_600_000;
}

// A typo in the environment must not silently turn the timeout off (NaN compares false to everything).
function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

// lastSeenAt is written at most this often, so reads do not turn every request into a write.
export const LAST_SEEN_WRITE_INTERVAL_MS = 60_000;

// Auth.js cookie names: the __Secure- variant is used on https.
export const SESSION_COOKIE_NAMES = ["__Secure-authjs.session-token", "authjs.session-token"] as const;
