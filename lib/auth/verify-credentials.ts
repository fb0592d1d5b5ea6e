// Checks an email and password and opens a server-side session in the user's last (or first) enabled
// group. Unknown emails still cost one hash check so response time does not reveal which emails exist.
// Password guessing is throttled per account before the password is even looked at (login-throttle.ts).
// A user with two-factor gets no session here but a single-use "mfa" sign-in ticket: the "mfa" provider
// (auth.ts) opens the session once the code is right.
import { db } from "@/lib/db/client";
import { hashPassword, verifyPassword } from "./password";
import { createUserSession, type ActiveSession } from "./user-session";
import { clearLoginFailures, releaseLoginAttempt, reserveLoginAttempt } from "./login-throttle";
import { issueSignInTicket } from "./sign-in-ticket";
import { userHasTwoFactor } from "./two-factor/verify-second-factor";

let dummyHash: Promise<string> | null = null;

export type CredentialsResult =
  | { ok: true; user: { id: string; email: string; name: string }; session: ActiveSession }
  | { ok: false; reason: "invalid_credentials" | "no_active_account" | "sso_required" }
  | { ok: false; reason: "rate_limited"; retryAfterSeconds: number }
  | { ok: false; reason: "mfa_required"; ticket: string };

/** Hash work for an email without a password, so timing matches a real check. */
export async function spendPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword("not-a-real-password");
  await verifyPassword(password, await dummyHash);
  return false;
}

export async function verifyCredentials(input: {
  email: string;
  password: string;
  userAgent?: string | null;
  ip?: string | null;
}): Promise<CredentialsResult> {
  const email = input.email.trim().toLowerCase();
  // Counted before the check, so parallel guesses cannot outrun the limit (login-throttle.ts).
  const attempt = await reserveLoginAttempt(email);
  if (attempt.locked) return { ok: false, reason: "rate_limited", retryAfterSeconds: attempt.retryAfterSeconds };

  const user = await db.user.findUnique({ where: { email }, omit: { passwordHash: false } });
  const passwordOk = user?.passwordHash
    ? await verifyPassword(input.password, user.passwordHash)
    : await spendPasswordCheck(input.password);
  if (!user || !passwordOk) return { ok: false, reason: "invalid_credentials" };

  const groupId = await signInGroupId(user.id, user.lastGroupId, { password: true });
  if (groupId === null) {
    await releaseLoginAttempt(attempt.attemptId);
    // Enabled somewhere, but only in groups that allow single sign-on alone (access_type sso_only).
    const ssoOnly = await signInGroupId(user.id, user.lastGroupId);
    return { ok: false, reason: ssoOnly === null ? "no_active_account" : "sso_required" };
  }

  // The earlier failures are kept until the second factor passes too: otherwise knowing the password
  // would reset the count and allow unlimited guessing of codes. This (right) attempt does not count.
  if (await userHasTwoFactor(user.id)) {
    await releaseLoginAttempt(attempt.attemptId);
    return {
      ok: false,
      reason: "mfa_required",
      ticket: await issueSignInTicket({ userId: user.id, groupId, purpose: "mfa" }),
    };
  }

  await clearLoginFailures(email);
  const session = await createUserSession({ userId: user.id, groupId, userAgent: input.userAgent, ip: input.ip });
  return { ok: true, user: { id: user.id, email: user.email, name: user.name }, session };
}

/** The group a sign-in lands in: the last one used if still enabled, else the first enabled one. A password
 * sign-in never lands in a group whose access_type is sso_only (lib/security-settings); the user's other
 * groups stay open to it. */
export async function signInGroupId(
  userId: string,
  lastGroupId: number | null,
  options: { password?: boolean } = {},
): Promise<number | null> {
  const memberships = await db.membership.findMany({
    where: { userId, status: "enabled", ...(options.password ? { group: { accessType: { not: "sso_only" } } } : {}) },
    select: { groupId: true },
    orderBy: { groupId: "asc" },
  });
  if (memberships.length === 0) return null;
  return memberships.some((m) => m.groupId === lastGroupId) ? lastGroupId : memberships[0]!.groupId;
}
