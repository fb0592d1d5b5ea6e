// A password or code check outside the sign-in form (re-confirming the password, accepting an invitation,
// confirming a two-factor set-up) as one attempt of the per-account limit (login-throttle.ts).
import { AppError } from "@/lib/api/errors";
import { rateLimitedMessage, releaseLoginAttempt, reserveLoginAttempt } from "./login-throttle";

export function rateLimitedError(retryAfterSeconds: number): AppError {
  return new AppError("rate_limited", rateLimitedMessage(retryAfterSeconds), {
    headers: { "Retry-After": String(retryAfterSeconds) },
  });
}

/**
 * Runs a password or code check as one throttled attempt: counted before the check (so parallel guesses
 * cannot outrun the limit), released when right; 429 when the account is locked, `wrong()` when wrong.
 */
export async function checkThrottled(
  email: string,
  check: () => Promise<boolean>,
  wrong: () => AppError,
): Promise<void> {
  const attempt = await reserveLoginAttempt(email);
  if (attempt.locked) throw rateLimitedError(attempt.retryAfterSeconds);
  if (!(await check())) throw wrong();
  await releaseLoginAttempt(attempt.attemptId);
}
