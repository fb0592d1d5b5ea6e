// Sign-in through Auth.js's own flow as a script would use it (GET /api/auth/csrf, then POST
// /api/auth/callback/credentials), the profile at /user/details, and sign-out revoking the session.
import { NextRequest } from "next/server";
import { decode } from "next-auth/jwt";
import { setupTestDatabase } from "./helpers/db";
import { callRoute } from "./helpers/http";
import { createGroup, createMembership, createUserInGroup } from "@/prisma/seed/factories";
import { switchesFromMembership } from "@/lib/access/switches";
import { defaultSwitches } from "@/tests/support/subject";
import { db } from "@/lib/db/client";
import { handlers } from "@/lib/auth/auth";
import * as userDetails from "@/app/api/user/details/route";
import { CookieJar } from "./helpers/auth-flow";

const BASE = "http://localhost:3000";

async function authRequest(jar: CookieJar, path: string, form?: Record<string, string>) {
  const req = new NextRequest(`${BASE}${path}`, {
    method: form ? "POST" : "GET",
    headers: { cookie: jar.header(), ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  const res = await (form ? handlers.POST : handlers.GET)(req);
  jar.store(res);
  return res;
}

async function signIn(email: string, password: string) {
  const jar = new CookieJar();
  const csrf = await authRequest(jar, "/api/auth/csrf");
  const { csrfToken } = await csrf.json();
  const res = await authRequest(jar, "/api/auth/callback/credentials", { email, password, csrfToken });
  return { jar, res, csrfToken };
}

let group: Awaited<ReturnType<typeof createGroup>>;
let admin: Awaited<ReturnType<typeof createUserInGroup>>;
const PASSWORD = "correct horse battery staple";

beforeAll(async () => {
  await setupTestDatabase();
  group = await createGroup({ name: "Auth Test BV", groupAccess: "light" });
  admin = await createUserInGroup({ group, role: "admin", password: PASSWORD, accessWages: true });
}, 60_000);

it("signs in with email and password and answers /user/details with the profile of spec section 3", async () => {
  const { jar, res } = await signIn(admin.user.email.toUpperCase(), PASSWORD);
  expect(res.status).toBe(302);
  expect(jar.has("authjs.session-token")).toBe(true);

  const details = await callRoute(userDetails.GET, { caller: { cookie: jar.header(), sessionId: "" } });
  expect(details.status).toBe(200);
  expect(details.body).toMatchObject({
    user_id: admin.user.id,
    email: admin.user.email,
    real_name: admin.user.name,
    role: "admin",
    admin: 1,
    read_only: 0,
    access_wages: 1,
    access_stats: expect.any(Number),
    access_performance_reviews: expect.any(Number),
    group_access: "light",
    group_id: group.id,
    group_name: "Auth Test BV",
    reseller_id: null,
    employee_count: 0,
    isLoggedIn: true,
  });
  expect(details.body.featureflags).toMatchObject({ disable_days_off: false });
});

it("creates a new server-side session on every sign-in", async () => {
  const sidOf = async (jar: CookieJar) => {
    const token = jar.header().match(/authjs\.session-token=([^;]+)/)![1]!;
    return (await decode({ token, secret: process.env.AUTH_SECRET!, salt: "authjs.session-token" }))?.sid;
  };
  const first = await sidOf((await signIn(admin.user.email, PASSWORD)).jar);
  const second = await sidOf((await signIn(admin.user.email, PASSWORD)).jar);
  expect(typeof first).toBe("string");
  expect(first).not.toEqual(second);
  const rows = await db.userSession.findMany({
    where: { id: { in: [first as string, second as string] }, revokedAt: null },
  });
  expect(rows).toHaveLength(2);
});

it("refuses a wrong password without setting a session", async () => {
  const { jar, res } = await signIn(admin.user.email, "wrong password");
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toMatch(/error=CredentialsSignin/);
  expect(res.headers.get("location")).toMatch(/code=invalid_credentials/);
  expect(jar.has("authjs.session-token")).toBe(false);
});

it("refuses an unknown email the same way", async () => {
  const { res } = await signIn("nobody@example.test", PASSWORD);
  expect(res.headers.get("location")).toMatch(/code=invalid_credentials/);
});

it("refuses a user whose only membership is disabled", async () => {
  const disabled = await createUserInGroup({ group, role: "default", password: PASSWORD, status: "disabled" });
  const { jar, res } = await signIn(disabled.user.email, PASSWORD);
  expect(res.headers.get("location")).toMatch(/code=no_active_account/);
  expect(jar.has("authjs.session-token")).toBe(false);
});

it("signing out revokes the server-side session", async () => {
  const { jar, csrfToken } = await signIn(admin.user.email, PASSWORD);
  const cookieBefore = jar.header();
  const out = await authRequest(jar, "/api/auth/signout", { csrfToken });
  expect(out.status).toBe(302);
  const stale = await callRoute(userDetails.GET, { caller: { cookie: cookieBefore, sessionId: "" } });
  expect(stale.status).toBe(401);
});

it("a new membership gets the switch defaults the unit tests assume", async () => {
  const fresh = await createMembership({ userId: admin.user.id, groupId: (await createGroup({})).id });
  expect(switchesFromMembership(fresh)).toEqual(defaultSwitches());
});

it("answers 401 JSON without a session", async () => {
  const res = await callRoute(userDetails.GET, {});
  expect(res.status).toBe(401);
  expect(res.body).toEqual({ error: { code: "unauthenticated", message: expect.any(String) } });
});
