// Password-guessing defence (OWASP ASVS V6.3): after LOGIN_MAX_FAILURES failed checks for one account
// within LOGIN_WINDOW_MS, every further attempt is refused with 429 and a retry time, even with the
// right password, until the window has passed. Failures are rows in the database (SignInFailure), so
// all app instances count together. The key is the normalised email, not the user id: an unknown email
// locks exactly like a known one and the answer never tells which emails exist. Wrong second-factor
// codes and wrong passwords when re-confirming (email change, turning 2FA off) count too.
import { db } from "@/lib/db/client";

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export type ThrottleState = { locked: false } | { locked: true; retryAt: Date; retryAfterSeconds: number };

export function accountKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Locked while LOGIN_MAX_FAILURES failures fall inside the window; it opens again when the oldest of
 * the latest LOGIN_MAX_FAILURES failures leaves the window.
 */
export function throttleStateFrom(failureTimes: readonly Date[], now = new Date()): ThrottleState {
  const recent = failureTimes
    .filter((t) => t.getTime() > now.getTime() - LOGIN_WINDOW_MS)
    .sort((a, b) => b.getTime() - a.getTime());
  if (recent.length < LOGIN_MAX_FAILURES) return { locked: false };
  const retryAt = new Date(recent[LOGIN_MAX_FAILURES - 1]!.getTime() + LOGIN_WINDOW_MS);
  return {
    locked: true,
    retryAt,
    retryAfterSeconds: Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000)),
  };
}

export async function loginThrottleState(email: string, now = new Date()): Promise<ThrottleState> {
  const rows = await db.signInFailure.findMany({
    where: { accountKey: accountKey(email), failedAt: { gt: new Date(now.getTime() - LOGIN_WINDOW_MS) } },
    orderBy: { failedAt: "desc" },
    take: LOGIN_MAX_FAILURES,
    select: { failedAt: true },
  });
  return throttleStateFrom(
    rows.map((r) => r.failedAt),
    now,
  );
}

export type ReservedAttempt = { locked: false; attemptId: bigint } | Extract<ThrottleState, { locked: true }>;

/**
 * Counts an attempt BEFORE the slow password or code check: under a per-account advisory lock it reads
 * the state and, when not locked, records the attempt as a failure in the same transaction. Checking
 * first and recording after the check would let many parallel guesses all pass the check while none
 * is recorded yet. A right answer then releases its attempt (releaseLoginAttempt) or, for a complete
 * sign-in, clears the account's count (clearLoginFailures).
 */
export async function reserveLoginAttempt(email: string, now = new Date()): Promise<ReservedAttempt> {
  const key = accountKey(email);
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${"sign_in:" + key}))`;
    const rows = await tx.signInFailure.findMany({
      where: { accountKey: key, failedAt: { gt: new Date(now.getTime() - LOGIN_WINDOW_MS) } },
      orderBy: { failedAt: "desc" },
      take: LOGIN_MAX_FAILURES,
      select: { failedAt: true },
    });
    const state = throttleStateFrom(
      rows.map((r) => r.failedAt),
      now,
    );
    if (state.locked) return state;
    const attempt = await tx.signInFailure.create({ data: { accountKey: key, failedAt: now }, select: { id: true } });
    return { locked: false as const, attemptId: attempt.id };
  });
}

/** The reserved attempt turned out right: it no longer counts (earlier failures still do). */
export async function releaseLoginAttempt(attemptId: bigint): Promise<void> {
  await db.signInFailure.deleteMany({ where: { id: attemptId } });
}

/** Records a failure after the fact; prefer reserveLoginAttempt, which counts before the check. */
export async function recordLoginFailure(email: string): Promise<void> {
  await db.signInFailure.create({ data: { accountKey: accountKey(email) } });
  // Old rows are of no further use; trimming here keeps the table small without a separate job.
  if (Math.random() < 0.05) {
    await db.signInFailure.deleteMany({ where: { failedAt: { lt: new Date(Date.now() - 2 * LOGIN_WINDOW_MS) } } });
  }
}

/** After a complete sign-in (password and, if on, second factor) the account starts with a clean count. */
export async function clearLoginFailures(email: string): Promise<void> {
  await db.signInFailure.deleteMany({ where: { accountKey: accountKey(email) } });
}

/** "Too many attempts" as the API error body's message. */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
