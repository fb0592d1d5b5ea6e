// Federated sign-in (OpenID Connect) against a real provider (oidc-provider on a loopback port): our
// /login/b2c and /login/b2c/callback route handlers, the provider driven over real HTTP, and the sign-in
// ticket redeemed through Auth.js's handlers. Covers first sign-in by verified email (linking the
// identity and completing a started migration), sign-in by the linked subject, a new session id each
// time, a wrong/missing/replayed state, unknown people, the link token, and linking while signed in.
import { NextRequest } from "next/server";
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs } from "./helpers/http";
import {
  BASE,
  redeemTicketOverHttp,
  signInAtProvider,
  startOidcProvider,
  type TestOidcProvider,
} from "./helpers/federation";
import { createGroup, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import * as start from "@/app/(auth)/login/b2c/route";
import * as callback from "@/app/(auth)/login/b2c/callback/route";
import * as link from "@/app/api/users/accounts/link/route";
import * as federatedAccounts from "@/app/api/accounts/federatedAccounts/route";
import * as userDetails from "@/app/api/user/details/route";

jest.mock("@/lib/federation/sign-in-with-ticket", () => ({ signInWithTicket: jest.fn(async () => undefined) }));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { signInWithTicket } = require("@/lib/federation/sign-in-with-ticket") as { signInWithTicket: jest.Mock };

let provider: TestOidcProvider;

beforeAll(async () => {
  await setupTestDatabase();
  provider = await startOidcProvider();
  process.env.OIDC_ISSUER = provider.issuer;
  process.env.OIDC_CLIENT_ID = provider.clientId;
  process.env.OIDC_CLIENT_SECRET = provider.clientSecret;
}, 60_000);

afterAll(async () => {
  await provider?.stop();
});

beforeEach(() => signInWithTicket.mockClear());

type Browser = { cookie: string };

/** GET /login/b2c as a browser: returns the provider URL and the browser's cookies including the state. */
async function startLogin(browser: Browser, query = "") {
  const res = await start.GET(new NextRequest(`${BASE}/login/b2c${query}`, { headers: { cookie: browser.cookie } }));
  expect(res.status).toBe(303);
  const state = /hr_oidc_state=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
  return { authorizationUrl: res.headers.get("location")!, state };
}

async function callbackWith(url: string, cookie: string) {
  return callback.GET(new NextRequest(url, { headers: { cookie } }));
}

/** The whole round trip for a signed-out browser; returns our callback's response and the ticket it issued. */
async function federatedSignIn(email: string, options: { unverified?: boolean } = {}) {
  const { authorizationUrl, state } = await startLogin({ cookie: "" });
  expect(authorizationUrl.startsWith(provider.issuer)).toBe(true);
  const back = await signInAtProvider(authorizationUrl, email, options);
  expect(back.startsWith(`${BASE}/login/b2c/callback?`)).toBe(true);
  const res = await callbackWith(back, `hr_oidc_state=${state}`);
  const ticket = signInWithTicket.mock.calls.at(-1)?.[0] as string | undefined;
  return { res, ticket, back, state: state! };
}

describe("GET /login/b2c", () => {
  it("redirects to the provider with PKCE (S256), state and nonce, and keeps the state in an httpOnly cookie", async () => {
    const res = await start.GET(new NextRequest(`${BASE}/login/b2c`));
    const url = new URL(res.headers.get("location")!);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toBeTruthy();
    expect(url.searchParams.get("nonce")).toBeTruthy();
    expect(url.searchParams.get("redirect_uri")).toBe(`${BASE}/login/b2c/callback`);
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toContain(`hr_oidc_state=${url.searchParams.get("state")}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/login\/b2c/i);
    // The verifier is kept server-side, encrypted.
    const stored = await db.oidcLoginState.findMany({ orderBy: { createdAt: "desc" }, take: 1 });
    expect(stored[0]!.codeVerifier.startsWith("v1:")).toBe(true);
  });

  it("explains when no provider is configured", async () => {
    const saved = process.env.OIDC_ISSUER;
    delete process.env.OIDC_ISSUER;
    try {
      const res = await start.GET(new NextRequest(`${BASE}/login/b2c`));
      expect(res.headers.get("location")).toBe(`${BASE}/login/sso-failed?reason=not_configured`);
    } finally {
      process.env.OIDC_ISSUER = saved;
    }
  });
});

describe("GET /login/b2c/callback", () => {
  it("first sign-in: finds the user by the verified email, links the identity, completes the migration, opens a new session", async () => {
    const group = await createGroup();
    const { user } = await createUserInGroup({ group, role: "default" });
    await db.user.update({ where: { id: user.id }, data: { loginMigrationStartedAt: new Date() } });
    const earlier = await signInAs(user.id, group.id);

    const { res, ticket } = await federatedSignIn(user.email);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${BASE}/`);
    expect(ticket).toBeTruthy();
    const account = await db.account.findFirstOrThrow({ where: { userId: user.id, provider: "b2c" } });
    expect(account.email).toBe(user.email);
    const after = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.loginMigratedAt).not.toBeNull();
    expect(await db.auditLog.count({ where: { groupId: group.id, action: "link_identity", objectId: user.id } })).toBe(
      1,
    );
    expect(
      await db.auditLog.count({ where: { groupId: group.id, action: "complete_login_migration", objectId: user.id } }),
    ).toBe(1);

    const session = await redeemTicketOverHttp(ticket!);
    expect(session.sessionId).toBeTruthy();
    expect(session.sessionId).not.toBe(earlier.sessionId);
    const me = await callRoute(userDetails.GET, { caller: { cookie: session.cookie, sessionId: session.sessionId! } });
    expect(me.status).toBe(200);
    expect(me.body.user_id).toBe(user.id);
    // A ticket opens one session only.
    expect((await redeemTicketOverHttp(ticket!)).sessionId).toBeNull();
  });

  it("a later sign-in finds the user by the linked subject, and every sign-in gets a new session id", async () => {
    const group = await createGroup();
    const { user } = await createUserInGroup({ group });
    const first = await federatedSignIn(user.email);
    const second = await federatedSignIn(user.email);
    expect(await db.account.count({ where: { userId: user.id } })).toBe(1);
    const a = await redeemTicketOverHttp(first.ticket!);
    const b = await redeemTicketOverHttp(second.ticket!);
    expect(a.sessionId && b.sessionId && a.sessionId !== b.sessionId).toBe(true);
  });

  it("refuses a wrong, a missing and a replayed state without opening a session", async () => {
    const group = await createGroup();
    const { user } = await createUserInGroup({ group });
    const { authorizationUrl, state } = await startLogin({ cookie: "" });
    const back = await signInAtProvider(authorizationUrl, user.email);
    const failed = `${BASE}/login/sso-failed?reason=state`;

    // The state in the URL does not match the browser's cookie (a callback forged for another browser).
    const wrong = await callbackWith(back, `hr_oidc_state=${"x".repeat(state!.length)}`);
    expect(wrong.headers.get("location")).toBe(failed);
    // No cookie at all.
    expect((await callbackWith(back, "")).headers.get("location")).toBe(failed);
    // Tampered state in the URL with the genuine cookie.
    const tampered = back.replace(`state=${state}`, "state=forged");
    expect((await callbackWith(tampered, `hr_oidc_state=${state}`)).headers.get("location")).toBe(failed);
    expect(signInWithTicket).not.toHaveBeenCalled();

    // The genuine one works once; the same callback replayed is refused.
    const ok = await callbackWith(back, `hr_oidc_state=${state}`);
    expect(ok.headers.get("location")).toBe(`${BASE}/`);
    const replay = await callbackWith(back, `hr_oidc_state=${state}`);
    expect(replay.headers.get("location")).toBe(failed);
    expect(signInWithTicket).toHaveBeenCalledTimes(1);
  });

  it("refuses a provider error or a code that does not match the PKCE verifier", async () => {
    const { authorizationUrl, state } = await startLogin({ cookie: "" });
    const back = new URL(await signInAtProvider(authorizationUrl, `someone-${Date.now()}@example.test`));
    back.searchParams.set("code", "not-a-real-code");
    const res = await callbackWith(back.href, `hr_oidc_state=${state}`);
    expect(res.headers.get("location")).toBe(`${BASE}/login/sso-failed?reason=provider`);
    expect(signInWithTicket).not.toHaveBeenCalled();
  });

  it("unknown person or unverified email: the no-account page and a link token in an httpOnly cookie, no session", async () => {
    const group = await createGroup();
    const { user } = await createUserInGroup({ group });
    // Same email as an existing user, but the provider does not vouch for it: no automatic link.
    const { res, ticket } = await federatedSignIn(user.email, { unverified: true });
    expect(ticket).toBeUndefined();
    expect(res.headers.get("location")).toBe(`${BASE}/login/sso-failed?reason=no_account`);
    expect(res.headers.get("set-cookie")).toMatch(/hr_link_account_token=[^;]+;.*HttpOnly/i);
    expect(await db.account.count({ where: { userId: user.id } })).toBe(0);

    const stranger = await federatedSignIn(`nobody-${Date.now()}@example.test`);
    expect(stranger.res.headers.get("location")).toBe(`${BASE}/login/sso-failed?reason=no_account`);
  });
});

describe("linking an identity", () => {
  it("POST /api/users/accounts/link: a password-signed-in user links the identity the token proves; once only", async () => {
    const group = await createGroup();
    const { user } = await createUserInGroup({ group });
    const externalEmail = `private-${Date.now()}@example.test`;
    const { res } = await federatedSignIn(externalEmail);
    const token = decodeURIComponent(/hr_link_account_token=([^;]+)/.exec(res.headers.get("set-cookie")!)![1]!);

    const caller = await signInAs(user.id, group.id);
    const linked = await callRoute(link.POST, { caller, body: { link_account_auth_token: token } });
    expect(linked.status).toBe(200);
    expect(linked.body.data).toMatchObject({ provider: "b2c", email: externalEmail, linked: true });
    expect(
      await db.auditLog.count({ where: { groupId: group.id, action: "link_identity", actorUserId: user.id } }),
    ).toBe(1);
    const list = await callRoute(federatedAccounts.GET, { caller });
    expect(list.body.data).toEqual([expect.objectContaining({ provider: "b2c", email: externalEmail })]);

    // Used: refused with the field named; also for anybody else.
    const other = await createUserInGroup({ group });
    const again = await callRoute(link.POST, {
      caller: await signInAs(other.user.id, group.id),
      body: { link_account_auth_token: token },
    });
    expect(again.status).toBe(422);
    expect(again.body.error.fields.link_account_auth_token).toBeDefined();

    // Now that identity signs in as this user.
    const next = await federatedSignIn(externalEmail);
    expect(next.ticket).toBeTruthy();
    expect((await redeemTicketOverHttp(next.ticket!)).sessionId).toBeTruthy();
    const session = await db.userSession.findFirstOrThrow({
      where: { userId: user.id },
      orderBy: { createdAt: "desc" },
    });
    expect(session.userId).toBe(user.id);
  });

  it("refuses bad input, an unknown token, and linking while impersonating", async () => {
    const group = await createGroup();
    const { user } = await createUserInGroup({ group });
    const admin = await createUserInGroup({ group, role: "admin" });
    const caller = await signInAs(user.id, group.id);
    expect((await callRoute(link.POST, { caller, body: {} })).status).toBe(422);
    expect(
      (await callRoute(link.POST, { caller, body: { link_account_auth_token: "x", user_id: admin.user.id } })).status,
    ).toBe(422);
    expect((await callRoute(link.POST, { caller, body: { link_account_auth_token: "unknown" } })).status).toBe(422);
    expect((await callRoute(link.POST, { body: { link_account_auth_token: "unknown" } })).status).toBe(401);
    const impersonated = await signInAs(user.id, group.id, admin.user.id);
    expect(
      (await callRoute(link.POST, { caller: impersonated, body: { link_account_auth_token: "unknown" } })).status,
    ).toBe(403);
  });

  it("intent=migrate: links the identity to the signed-in user who started, completes the migration and rotates the session", async () => {
    const group = await createGroup();
    const { user } = await createUserInGroup({ group });
    await db.user.update({ where: { id: user.id }, data: { loginMigrationStartedAt: new Date() } });
    const caller = await signInAs(user.id, group.id);
    // The identity's email differs from the login's: it is the signed-in session that decides.
    const { authorizationUrl, state } = await startLogin(
      caller,
      "?intent=migrate&redirect_to=%2Faccount-migration%3Fdone%3D1",
    );
    expect(new URL(authorizationUrl).searchParams.get("prompt")).toBe("login");
    const back = await signInAtProvider(authorizationUrl, `migrating-${Date.now()}@example.test`);
    const res = await callbackWith(back, `${caller.cookie}; hr_oidc_state=${state}`);
    expect(res.headers.get("location")).toBe(`${BASE}/account-migration?done=1`);
    expect(await db.account.count({ where: { userId: user.id, provider: "b2c" } })).toBe(1);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).loginMigratedAt).not.toBeNull();
    expect((await db.userSession.findUniqueOrThrow({ where: { id: caller.sessionId } })).revokedAt).not.toBeNull();
    const fresh = await redeemTicketOverHttp(signInWithTicket.mock.calls.at(-1)![0]);
    expect(fresh.sessionId).not.toBe(caller.sessionId);
  });

  it("intent=link: an identity already linked to someone else is refused; a callback in another session is refused", async () => {
    const group = await createGroup();
    const owner = await createUserInGroup({ group });
    await federatedSignIn(owner.user.email); // links owner's identity
    const { user } = await createUserInGroup({ group });
    const caller = await signInAs(user.id, group.id);
    const first = await startLogin(caller, "?intent=link");
    const back = await signInAtProvider(first.authorizationUrl, owner.user.email);
    const res = await callbackWith(back, `${caller.cookie}; hr_oidc_state=${first.state}`);
    expect(res.headers.get("location")).toBe(`${BASE}/login/sso-failed?reason=already_linked`);

    const second = await startLogin(caller, "?intent=link");
    const back2 = await signInAtProvider(second.authorizationUrl, `fresh-${Date.now()}@example.test`);
    const otherSession = await signInAs(user.id, group.id);
    const res2 = await callbackWith(back2, `${otherSession.cookie}; hr_oidc_state=${second.state}`);
    expect(res2.headers.get("location")).toBe(`${BASE}/login/sso-failed?reason=session`);
    expect(await db.account.count({ where: { userId: user.id } })).toBe(0);
  });

  it("intent=link needs a session that is not an impersonation", async () => {
    const res = await start.GET(new NextRequest(`${BASE}/login/b2c?intent=link`));
    expect(res.headers.get("location")).toBe(`${BASE}/login/sso-failed?reason=session`);
  });
});
