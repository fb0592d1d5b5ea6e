// Sign-in attacks and the second step, through Auth.js's HTTP endpoints (the app's route file) and the
// use cases behind the sign-in form: password guessing is locked out with 429 and a retry time; a user
// with two-factor gets no session from the password alone; a TOTP code and a recovery code work once.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs } from "./helpers/http";
import { postCallback, refusalCode, signedIn } from "./helpers/auth-flow";
import { enableTwoFactor, totpCode } from "./helpers/two-factor";
import { createGroup, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { verifyCredentials } from "@/lib/auth/verify-credentials";
import { completeSecondFactor } from "@/lib/auth/complete-second-factor";
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS } from "@/lib/auth/login-throttle";
import * as details from "@/app/api/user/details/route";

const PASSWORD = "correct horse battery staple";
let group: Awaited<ReturnType<typeof createGroup>>;

beforeAll(async () => {
  await setupTestDatabase();
  group = await createGroup({ name: "Sign-in Test BV" });
}, 60_000);

const newUser = () => createUserInGroup({ group, role: "admin", password: PASSWORD });

describe("password guessing", () => {
  it(`after ${LOGIN_MAX_FAILURES} failures answers 429 with Retry-After, even with the right password`, async () => {
    const { user } = await newUser();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const { res } = await postCallback("credentials", { email: user.email, password: `wrong ${i}` });
      expect(res.status).toBe(302);
      expect(refusalCode(res)).toBe("invalid_credentials");
    }
    const { res, jar } = await postCallback("credentials", { email: user.email, password: PASSWORD });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_WINDOW_MS / 1000);
    const body = await res.json();
    expect(body.error.code).toBe("rate_limited");
    expect(body.retry_after_seconds).toBe(retryAfter);
    expect(signedIn(jar)).toBe(false);

    // The form's path (the provider itself) refuses too, with the retry time.
    const direct = await verifyCredentials({ email: user.email, password: PASSWORD });
    expect(direct).toMatchObject({ ok: false, reason: "rate_limited", retryAfterSeconds: expect.any(Number) });
  });

  it("opens again when the failures leave the 15-minute window", async () => {
    const { user } = await newUser();
    const old = new Date(Date.now() - LOGIN_WINDOW_MS - 1000);
    await db.signInFailure.createMany({
      data: Array.from({ length: LOGIN_MAX_FAILURES }, () => ({ accountKey: user.email, failedAt: old })),
    });
    const { res, jar } = await postCallback("credentials", { email: user.email, password: PASSWORD });
    expect(res.status).toBe(302);
    expect(signedIn(jar)).toBe(true);
  });

  it("locks an unknown email exactly like a known one (no hint which emails exist)", async () => {
    const email = `nobody-${Date.now()}@example.test`;
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await postCallback("credentials", { email, password: "x" });
    expect((await postCallback("credentials", { email, password: "x" })).res.status).toBe(429);
  });

  it("counts per account: another user is not locked", async () => {
    const a = await newUser();
    const b = await newUser();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++)
      await postCallback("credentials", { email: a.user.email, password: "x" });
    const { jar } = await postCallback("credentials", { email: b.user.email, password: PASSWORD });
    expect(signedIn(jar)).toBe(true);
  });

  it("parallel guesses cannot outrun the limit: each attempt is counted before the password is checked", async () => {
    const { user } = await newUser();
    const results = await Promise.all(
      Array.from({ length: LOGIN_MAX_FAILURES + 7 }, (_, i) =>
        verifyCredentials({ email: user.email, password: `guess ${i}` }),
      ),
    );
    const reasons = results.map((r) => (r.ok ? "ok" : r.reason));
    expect(reasons.filter((r) => r === "invalid_credentials")).toHaveLength(LOGIN_MAX_FAILURES);
    expect(reasons.filter((r) => r === "rate_limited")).toHaveLength(7);
    expect(await verifyCredentials({ email: user.email, password: PASSWORD })).toMatchObject({
      ok: false,
      reason: "rate_limited",
    });
  });

  it("a successful sign-in clears the count", async () => {
    const { user } = await newUser();
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++)
      await postCallback("credentials", { email: user.email, password: "x" });
    expect(signedIn((await postCallback("credentials", { email: user.email, password: PASSWORD })).jar)).toBe(true);
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++)
      await postCallback("credentials", { email: user.email, password: "x" });
    expect(signedIn((await postCallback("credentials", { email: user.email, password: PASSWORD })).jar)).toBe(true);
  });
});

describe("two-factor sign-in", () => {
  async function userWithTwoFactor() {
    const created = await newUser();
    const factor = await enableTwoFactor(await signInAs(created.user.id, group.id));
    return { ...created, ...factor };
  }

  it("the password alone opens no session: the second step needs the ticket and a code", async () => {
    const u = await userWithTwoFactor();
    const { res, jar } = await postCallback("credentials", { email: u.user.email, password: PASSWORD });
    expect(refusalCode(res)).toBe("mfa_required");
    expect(res.headers.get("location")).not.toMatch(/ticket/);
    expect(signedIn(jar)).toBe(false);

    const step = await verifyCredentials({ email: u.user.email, password: PASSWORD });
    if (step.ok || step.reason !== "mfa_required") throw new Error("expected the second step");
    const next = await postCallback("mfa", { ticket: step.ticket, code: await totpCode(u.secret, 1) });
    expect(signedIn(next.jar)).toBe(true);
    const me = await callRoute(details.GET, { caller: next.jar.caller() });
    expect(me.body.user_id).toBe(u.user.id);
  });

  it("refuses a TOTP code that was already used (the enrolment code, then a sign-in code)", async () => {
    const u = await userWithTwoFactor();
    const ticket = async () => {
      const r = await verifyCredentials({ email: u.user.email, password: PASSWORD });
      if (r.ok || r.reason !== "mfa_required") throw new Error("expected the second step");
      return r.ticket;
    };
    expect(await completeSecondFactor({ ticket: await ticket(), code: u.enrolmentCode })).toEqual({
      ok: false,
      reason: "invalid_code",
    });
    const code = await totpCode(u.secret, 1);
    expect((await completeSecondFactor({ ticket: await ticket(), code })).ok).toBe(true);
    const replay = await postCallback("mfa", { ticket: await ticket(), code });
    expect(refusalCode(replay.res)).toBe("invalid_code");
    expect(signedIn(replay.jar)).toBe(false);
  });

  it("a recovery code works once", async () => {
    const u = await userWithTwoFactor();
    const ticket = async () => {
      const r = await verifyCredentials({ email: u.user.email, password: PASSWORD });
      if (r.ok || r.reason !== "mfa_required") throw new Error("expected the second step");
      return r.ticket;
    };
    const code = u.recoveryCodes[0]!.toUpperCase();
    expect((await completeSecondFactor({ ticket: await ticket(), code })).ok).toBe(true);
    expect(await completeSecondFactor({ ticket: await ticket(), code })).toEqual({ ok: false, reason: "invalid_code" });
    expect((await completeSecondFactor({ ticket: await ticket(), code: u.recoveryCodes[1]! })).ok).toBe(true);
  });

  it("a ticket opens one session only, and a wrong code does not use it up", async () => {
    const u = await userWithTwoFactor();
    const r = await verifyCredentials({ email: u.user.email, password: PASSWORD });
    if (r.ok || r.reason !== "mfa_required") throw new Error("expected the second step");
    expect((await completeSecondFactor({ ticket: r.ticket, code: "000000" })).ok).toBe(false);
    expect((await completeSecondFactor({ ticket: r.ticket, code: await totpCode(u.secret, 1) })).ok).toBe(true);
    expect(await completeSecondFactor({ ticket: r.ticket, code: u.recoveryCodes[0]! })).toEqual({
      ok: false,
      reason: "sign_in_expired",
    });
  });

  it("the plain ticket provider refuses an mfa ticket", async () => {
    const u = await userWithTwoFactor();
    const r = await verifyCredentials({ email: u.user.email, password: PASSWORD });
    if (r.ok || r.reason !== "mfa_required") throw new Error("expected the second step");
    const { jar } = await postCallback("ticket", { ticket: r.ticket });
    expect(signedIn(jar)).toBe(false);
  });

  it("wrong codes count toward the lock, which then answers 429 on the second step too", async () => {
    const u = await userWithTwoFactor();
    const r = await verifyCredentials({ email: u.user.email, password: PASSWORD });
    if (r.ok || r.reason !== "mfa_required") throw new Error("expected the second step");
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await completeSecondFactor({ ticket: r.ticket, code: "000000" })).ok).toBe(false);
    }
    const locked = await postCallback("mfa", { ticket: r.ticket, code: await totpCode(u.secret, 1) });
    expect(locked.res.status).toBe(429);
    expect(Number(locked.res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await postCallback("credentials", { email: u.user.email, password: PASSWORD })).res.status).toBe(429);
  });
});
