// OAuth 2 for third-party apps through the route handlers: registering client apps (/developer), the
// consent step, the token endpoint (PKCE, single-use codes, refresh rotation with reuse detection), bearer
// tokens on the API (scopes, group pinning, revocation) and the authorized-apps list with its revokes.
import { createHash, randomBytes } from "node:crypto";
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs, type Caller } from "./helpers/http";
import { createGroup, createTeam, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import * as appsList from "@/app/api/client_apps/list/route";
import * as appsAdd from "@/app/api/client_apps/add/route";
import * as appsRotate from "@/app/api/client_apps/rotateSecret/route";
import * as appsDelete from "@/app/api/client_apps/delete/route";
import * as appPublic from "@/app/api/client_apps/[id]/details/public/route";
import * as authorizeRoute from "@/app/api/authorize/route";
import * as tokenRoute from "@/app/api/oauth/token/route";
import * as clientRevoke from "@/app/api/oauth/revoke/route";
import * as metadataRoute from "@/app/api/oauth/authorization-server/route";
import { checkAuthorizeRequest } from "@/lib/oauth/check-authorize-request";
import { tokenThrottleKey } from "@/lib/oauth/token-throttle";
import { loadContext } from "@/lib/api/context";
import * as grantsList from "@/app/api/authorized_apps/list/route";
import * as grantRevoke from "@/app/api/authorized_apps/revoke/route";
import * as tokenRevoke from "@/app/api/authorized_apps/revokeToken/route";
import * as refreshRevoke from "@/app/api/authorized_apps/revokeRefreshTokens/route";
import * as teamsList from "@/app/api/teams/list/route";
import * as teamsAdd from "@/app/api/teams/add/route";
import * as accountSwitch from "@/app/api/accounts/switch/route";
import * as activityList from "@/app/api/activity/[object]/[id]/list/route";

const REDIRECT = "https://app.example.com/callback";

async function makeCompany(groupAccess: "full" | "light" = "full") {
  const group = await createGroup({ groupAccess });
  const admin = await createUserInGroup({ group, role: "admin" });
  const readOnlyAdmin = await createUserInGroup({ group, role: "admin", readOnly: true });
  const manager = await createUserInGroup({ group, role: "team_only" });
  const user = await createUserInGroup({ group, role: "default" });
  await createTeam({ groupId: group.id, name: `Sales ${group.id}` });
  return {
    group,
    admin: { ...admin, caller: await signInAs(admin.user.id, group.id) },
    readOnlyAdmin: { ...readOnlyAdmin, caller: await signInAs(readOnlyAdmin.user.id, group.id) },
    manager: { ...manager, caller: await signInAs(manager.user.id, group.id) },
    user: { ...user, caller: await signInAs(user.user.id, group.id) },
  };
}
type Company = Awaited<ReturnType<typeof makeCompany>>;

let a: Company;
let b: Company;

beforeAll(async () => {
  await setupTestDatabase();
  a = await makeCompany();
  b = await makeCompany();
}, 60_000);

const appBody = (over: Record<string, unknown> = {}) => ({
  name: "Payroll sync",
  description: "Sends people to payroll",
  homepage_url: "https://app.example.com",
  redirect_uris: [REDIRECT, "http://localhost:3000/cb"],
  scopes: ["teams:read", "teams:write", "people:read"],
  ...over,
});

async function registerApp(caller: Caller, over: Record<string, unknown> = {}) {
  const res = await callRoute(appsAdd.POST, { caller, body: appBody(over) });
  expect(res.status).toBe(200);
  return res.body.data as { client_id: string; client_secret: string | null };
}

function pkce() {
  const verifier = randomBytes(40).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

async function consent(caller: Caller, clientId: string, challenge: string, over: Record<string, unknown> = {}) {
  return callRoute(authorizeRoute.POST, {
    caller,
    body: {
      authorized: true,
      response_type: "code",
      client_id: clientId,
      redirect_uri: REDIRECT,
      scope: "teams:read",
      state: "xyz",
      code_challenge: challenge,
      code_challenge_method: "S256",
      ...over,
    },
  });
}

/** POST /api/oauth/token; `from` is the peer address the app's server records (x-hr-remote-addr). */
function token(form: Record<string, string>, from = "198.51.100.7") {
  return callRoute(tokenRoute.POST as never, {
    method: "POST",
    path: "/api/oauth/token",
    rawBody: new URLSearchParams(form).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", "x-hr-remote-addr": from },
  });
}

async function codeFor(caller: Caller, app: { client_id: string }, scope = "teams:read") {
  const { verifier, challenge } = pkce();
  const res = await consent(caller, app.client_id, challenge, { scope });
  expect(res.status).toBe(200);
  return { code: new URL(res.body.redirect_to).searchParams.get("code")!, verifier };
}

async function tokensFor(
  caller: Caller,
  app: { client_id: string; client_secret: string | null },
  scope = "teams:read",
) {
  const { code, verifier } = await codeFor(caller, app, scope);
  const res = await token({
    grant_type: "authorization_code",
    code,
    code_verifier: verifier,
    redirect_uri: REDIRECT,
    client_id: app.client_id,
    ...(app.client_secret ? { client_secret: app.client_secret } : {}),
  });
  expect(res.status).toBe(200);
  return res.body as { access_token: string; refresh_token: string; scope: string; expires_in: number };
}

const bearer = (t: string) => ({ authorization: `Bearer ${t}` });

describe("client apps (/developer)", () => {
  it("an admin registers a confidential app: secret shown once, stored hashed, audited", async () => {
    const app = await registerApp(a.admin.caller);
    expect(app.client_secret).toMatch(/^hrs_/);
    const row = await db.clientApp.findUniqueOrThrow({ where: { clientId: app.client_id } });
    expect(row.secretHash).not.toContain(app.client_secret!);
    expect(row.groupId).toBe(a.group.id);
    const audit = await db.auditLog.findFirst({
      where: { objectType: "client_app", objectId: String(row.id), action: "create" },
    });
    expect(audit).toMatchObject({ groupId: a.group.id, actorUserId: a.admin.user.id });
    const list = await callRoute(appsList.GET, { caller: a.admin.caller });
    expect(list.body.data.map((x: { client_id: string }) => x.client_id)).toContain(app.client_id);
    expect(JSON.stringify(list.body)).not.toContain("secret");
  });

  it("a public app has no secret", async () => {
    const app = await registerApp(a.admin.caller, { is_public: true });
    expect(app.client_secret).toBeNull();
  });

  it("refuses non-admins (403), read-only admins (403) and anonymous callers (401)", async () => {
    expect((await callRoute(appsAdd.POST, { caller: a.user.caller, body: appBody() })).status).toBe(403);
    expect((await callRoute(appsAdd.POST, { caller: a.manager.caller, body: appBody() })).status).toBe(403);
    expect((await callRoute(appsList.GET, { caller: a.manager.caller })).status).toBe(403);
    const ro = await callRoute(appsAdd.POST, { caller: a.readOnlyAdmin.caller, body: appBody() });
    expect(ro.status).toBe(403);
    expect(ro.body.error.code).toBe("read_only");
    expect((await callRoute(appsAdd.POST, { body: appBody() })).status).toBe(401);
  });

  it("light accounts need enable_app_marketplace_for_light", async () => {
    const light = await makeCompany("light");
    expect((await callRoute(appsAdd.POST, { caller: light.admin.caller, body: appBody() })).status).toBe(403);
    await db.featureFlag.create({
      data: { groupId: light.group.id, name: "enable_app_marketplace_for_light", enabled: true },
    });
    expect((await callRoute(appsAdd.POST, { caller: light.admin.caller, body: appBody() })).status).toBe(200);
  });

  it("refuses bad input with 422 naming the field", async () => {
    const http = await callRoute(appsAdd.POST, {
      caller: a.admin.caller,
      body: appBody({ redirect_uris: ["http://evil.example.com/cb"] }),
    });
    expect(http.status).toBe(422);
    expect(Object.keys(http.body.error.fields).join()).toContain("redirect_uris");
    const scope = await callRoute(appsAdd.POST, { caller: a.admin.caller, body: appBody({ scopes: ["everything"] }) });
    expect(scope.status).toBe(422);
    expect(Object.keys(scope.body.error.fields).join()).toContain("scopes");
    const unknown = await callRoute(appsAdd.POST, { caller: a.admin.caller, body: appBody({ group_id: b.group.id }) });
    expect(unknown.status).toBe(422);
  });

  it("another group's app is a 404 for rotate and delete", async () => {
    const app = await registerApp(b.admin.caller);
    expect(
      (await callRoute(appsRotate.POST, { caller: a.admin.caller, body: { client_id: app.client_id } })).status,
    ).toBe(404);
    expect(
      (await callRoute(appsDelete.POST, { caller: a.admin.caller, body: { client_id: app.client_id } })).status,
    ).toBe(404);
    expect((await callRoute(appPublic.GET, { caller: a.user.caller, params: { id: app.client_id } })).status).toBe(404);
  });

  it("rotating the secret invalidates the old one", async () => {
    const app = await registerApp(a.admin.caller);
    const rotated = await callRoute(appsRotate.POST, { caller: a.admin.caller, body: { client_id: app.client_id } });
    expect(rotated.status).toBe(200);
    const { code, verifier } = await codeFor(a.user.caller, app);
    const base = {
      grant_type: "authorization_code",
      code,
      code_verifier: verifier,
      redirect_uri: REDIRECT,
      client_id: app.client_id,
    };
    expect((await token({ ...base, client_secret: app.client_secret! })).status).toBe(401);
    expect((await token({ ...base, client_secret: rotated.body.data.client_secret })).status).toBe(200);
  });
});

describe("consent and code exchange", () => {
  it("shows the public details to a signed-in user", async () => {
    const app = await registerApp(a.admin.caller);
    const res = await callRoute(appPublic.GET, { caller: a.user.caller, params: { id: app.client_id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      client_id: app.client_id,
      name: "Payroll sync",
      description: "Sends people to payroll",
      homepage_url: "https://app.example.com",
      scopes: ["teams:read", "teams:write", "people:read"],
    });
    expect((await callRoute(appPublic.GET, { params: { id: app.client_id } })).status).toBe(401);
  });

  it("a refusal redirects with error=access_denied and the state", async () => {
    const app = await registerApp(a.admin.caller);
    const res = await consent(a.user.caller, app.client_id, pkce().challenge, { authorized: false });
    const url = new URL(res.body.redirect_to);
    expect(url.origin + url.pathname).toBe(REDIRECT);
    expect(url.searchParams.get("error")).toBe("access_denied");
    expect(url.searchParams.get("state")).toBe("xyz");
    expect(url.searchParams.get("code")).toBeNull();
  });

  it("refuses an unregistered redirect_uri, a scope the app may not ask, and a missing PKCE challenge", async () => {
    const app = await registerApp(a.admin.caller);
    const uri = await consent(a.user.caller, app.client_id, pkce().challenge, { redirect_uri: `${REDIRECT}/other` });
    expect(uri.status).toBe(422);
    expect(uri.body.error.fields).toHaveProperty("redirect_uri");
    const scope = await consent(a.user.caller, app.client_id, pkce().challenge, { scope: "audit:read" });
    expect(scope.status).toBe(422);
    expect(scope.body.error.fields).toHaveProperty("scope");
    const plain = await consent(a.user.caller, app.client_id, pkce().challenge, { code_challenge_method: "plain" });
    expect(plain.status).toBe(422);
  });

  it("exchanges a code once, with the right verifier and redirect_uri only", async () => {
    const app = await registerApp(a.admin.caller);
    const { code, verifier } = await codeFor(a.user.caller, app);
    const base = {
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT,
      client_id: app.client_id,
      client_secret: app.client_secret!,
    };
    const wrongVerifier = await token({ ...base, code_verifier: pkce().verifier });
    expect(wrongVerifier.status).toBe(400);
    expect(wrongVerifier.body.error).toBe("invalid_grant");
    const wrongUri = await token({ ...base, code_verifier: verifier, redirect_uri: "http://localhost:3000/cb" });
    expect(wrongUri.body.error).toBe("invalid_grant");
    const noSecret = await token({ ...base, code_verifier: verifier, client_secret: "" });
    expect(noSecret.status).toBe(401);
    const ok = await token({ ...base, code_verifier: verifier });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ token_type: "Bearer", expires_in: 3600, scope: "teams:read" });
    expect(ok.headers.get("cache-control")).toBe("no-store");
    expect(
      (await callRoute(teamsList.GET, { path: "/api/teams/list", headers: bearer(ok.body.access_token) })).status,
    ).toBe(200);
    const again = await token({ ...base, code_verifier: verifier });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe("invalid_grant");
    // The replay revokes what the code had bought.
    expect(
      (await callRoute(teamsList.GET, { path: "/api/teams/list", headers: bearer(ok.body.access_token) })).status,
    ).toBe(401);
    const row = await db.oAuthToken.findFirstOrThrow({ where: { clientApp: { clientId: app.client_id } } });
    expect(row.accessHash).not.toBe(ok.body.access_token);
  });

  it("an expired code is refused", async () => {
    const app = await registerApp(a.admin.caller);
    const { code, verifier } = await codeFor(a.user.caller, app);
    await db.oAuthAuthorizationCode.updateMany({
      where: { clientApp: { clientId: app.client_id } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const res = await token({
      grant_type: "authorization_code",
      code,
      code_verifier: verifier,
      redirect_uri: REDIRECT,
      client_id: app.client_id,
      client_secret: app.client_secret!,
    });
    expect(res.body.error).toBe("invalid_grant");
  });

  it("the consent is audited", async () => {
    const app = await registerApp(a.admin.caller);
    await codeFor(a.user.caller, app);
    const grant = await db.oAuthGrant.findFirstOrThrow({
      where: { clientApp: { clientId: app.client_id }, userId: a.user.user.id },
    });
    const audit = await db.auditLog.findFirst({
      where: { objectType: "oauth_grant", objectId: String(grant.id), action: "authorize" },
    });
    expect(audit).toMatchObject({ groupId: a.group.id, actorUserId: a.user.user.id });
  });
});

describe("bearer tokens on the API", () => {
  it("works like the user's session, limited to the token's scopes", async () => {
    const app = await registerApp(a.admin.caller);
    const t = await tokensFor(a.admin.caller, app, "teams:read");
    const list = await callRoute(teamsList.GET, { path: "/api/teams/list", headers: bearer(t.access_token) });
    expect(list.status).toBe(200);
    expect(list.body.data.map((x: { name: string }) => x.name)).toContain(`Sales ${a.group.id}`);
    expect(list.body.data.map((x: { name: string }) => x.name)).not.toContain(`Sales ${b.group.id}`);
    const write = await callRoute(teamsAdd.POST, {
      path: "/api/teams/add",
      body: { name: "By app" },
      headers: bearer(t.access_token),
    });
    expect(write.status).toBe(403);
    expect(write.headers.get("www-authenticate")).toContain("insufficient_scope");
  });

  it("with teams:write writes as the user, audited as them, with no same-site check", async () => {
    const app = await registerApp(a.admin.caller);
    const t = await tokensFor(a.admin.caller, app, "teams:read teams:write");
    const write = await callRoute(teamsAdd.POST, {
      path: "/api/teams/add",
      body: { name: "Made by app" },
      headers: { ...bearer(t.access_token), origin: "https://elsewhere.example.com" },
    });
    expect(write.status).toBe(200);
    const audit = await db.auditLog.findFirst({
      where: { objectType: "team", objectId: String(write.body.data.id), action: "create" },
    });
    expect(audit).toMatchObject({ groupId: a.group.id, actorUserId: a.admin.user.id });
  });

  it("keeps the user's own rights: a read-only user's token cannot write", async () => {
    const app = await registerApp(a.admin.caller);
    const t = await tokensFor(a.readOnlyAdmin.caller, app, "teams:read teams:write");
    const write = await callRoute(teamsAdd.POST, {
      path: "/api/teams/add",
      body: { name: "Nope" },
      headers: bearer(t.access_token),
    });
    expect(write.status).toBe(403);
    expect(write.body.error.code).toBe("read_only");
  });

  it("refuses unknown, expired and revoked tokens with 401 and WWW-Authenticate", async () => {
    const unknown = await callRoute(teamsList.GET, { path: "/api/teams/list", headers: bearer("hra_nope") });
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get("www-authenticate")).toContain("invalid_token");
    const app = await registerApp(a.admin.caller);
    const t = await tokensFor(a.admin.caller, app);
    await db.oAuthToken.updateMany({
      where: { clientApp: { clientId: app.client_id } },
      data: { accessExpiresAt: new Date(Date.now() - 1) },
    });
    expect((await callRoute(teamsList.GET, { path: "/api/teams/list", headers: bearer(t.access_token) })).status).toBe(
      401,
    );
    const t2 = await tokensFor(a.admin.caller, app);
    expect((await callRoute(teamsList.GET, { path: "/api/teams/list", headers: bearer(t2.access_token) })).status).toBe(
      200,
    );
    const row = await db.oAuthToken.findFirstOrThrow({
      where: { clientApp: { clientId: app.client_id }, revokedAt: null, accessExpiresAt: { gt: new Date() } },
    });
    expect((await callRoute(tokenRevoke.POST, { caller: a.admin.caller, body: { token_id: row.id } })).status).toBe(
      200,
    );
    expect((await callRoute(teamsList.GET, { path: "/api/teams/list", headers: bearer(t2.access_token) })).status).toBe(
      401,
    );
  });

  it("refuses tokens on routes apps may not call (account, developer)", async () => {
    const app = await registerApp(a.admin.caller);
    const t = await tokensFor(a.admin.caller, app);
    const dev = await callRoute(appsList.GET, { path: "/api/client_apps/list", headers: bearer(t.access_token) });
    expect(dev.status).toBe(401);
    const sw = await callRoute(accountSwitch.POST as never, {
      path: "/api/accounts/switch",
      body: { group_id: b.group.id },
      headers: bearer(t.access_token),
    });
    expect(sw.status).toBe(401);
  });

  it("a spec path without /api needs the scope of its /api twin", async () => {
    const app = await registerApp(a.admin.caller);
    const t = await tokensFor(a.admin.caller, app);
    const res = await callRoute(activityList.GET, {
      path: "/activity/employee/1/list",
      params: { object: "employee", id: "1" },
      headers: bearer(t.access_token),
    });
    expect(res.status).toBe(403);
    expect(res.headers.get("www-authenticate")).toContain('scope="audit:read"');
  });

  it("never reaches another group, even for a user in both", async () => {
    const both = await createUserInGroup({ group: a.group, role: "admin" });
    await db.membership.create({
      data: { userId: both.user.id, groupId: b.group.id, role: "admin", status: "enabled" },
    });
    const app = await registerApp(a.admin.caller);
    const t = await tokensFor(await signInAs(both.user.id, a.group.id), app);
    const list = await callRoute(teamsList.GET, { path: "/api/teams/list", headers: bearer(t.access_token) });
    expect(list.status).toBe(200);
    expect(list.body.data.map((x: { name: string }) => x.name)).not.toContain(`Sales ${b.group.id}`);
    // Once the user leaves group A, the token does not fall through to B.
    await db.membership.updateMany({
      where: { userId: both.user.id, groupId: a.group.id },
      data: { status: "disabled" },
    });
    expect((await callRoute(teamsList.GET, { path: "/api/teams/list", headers: bearer(t.access_token) })).status).toBe(
      401,
    );
  });

  it("a confidential app of another group cannot be authorised here", async () => {
    const app = await registerApp(b.admin.caller);
    expect((await consent(a.user.caller, app.client_id, pkce().challenge)).status).toBe(404);
  });
});

describe("refresh tokens", () => {
  it("rotate, and a reused refresh token revokes the family", async () => {
    const app = await registerApp(a.admin.caller, { is_public: true });
    const first = await tokensFor(a.admin.caller, app);
    const refresh = (rt: string) => token({ grant_type: "refresh_token", refresh_token: rt, client_id: app.client_id });
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect(
      (await callRoute(teamsList.GET, { path: "/api/teams/list", headers: bearer(second.body.access_token) })).status,
    ).toBe(200);
    const reuse = await refresh(first.refresh_token);
    expect(reuse.body.error).toBe("invalid_grant");
    expect(
      (await callRoute(teamsList.GET, { path: "/api/teams/list", headers: bearer(second.body.access_token) })).status,
    ).toBe(401);
    expect((await refresh(second.body.refresh_token)).body.error).toBe("invalid_grant");
  });

  it("a refresh cannot widen the scopes", async () => {
    const app = await registerApp(a.admin.caller, { is_public: true });
    const first = await tokensFor(a.admin.caller, app);
    const res = await token({
      grant_type: "refresh_token",
      refresh_token: first.refresh_token,
      client_id: app.client_id,
      scope: "teams:write",
    });
    expect(res.body.error).toBe("invalid_scope");
  });

  it("revokeRefreshTokens ends refreshing but keeps the grant", async () => {
    const app = await registerApp(a.admin.caller, { is_public: true });
    const first = await tokensFor(a.user.caller, app);
    const res = await callRoute(refreshRevoke.POST, { caller: a.user.caller, body: { client_id: app.client_id } });
    expect(res.status).toBe(200);
    expect(res.body.data.revoked).toBe(1);
    const refreshed = await token({
      grant_type: "refresh_token",
      refresh_token: first.refresh_token,
      client_id: app.client_id,
    });
    expect(refreshed.body.error).toBe("invalid_grant");
  });
});

describe("authorized apps", () => {
  it("a user lists and revokes their own; the tokens stop at once", async () => {
    const app = await registerApp(a.admin.caller);
    const t = await tokensFor(a.user.caller, app);
    const mine = await callRoute(grantsList.GET, { caller: a.user.caller });
    expect(mine.body.data.map((g: { client_id: string }) => g.client_id)).toContain(app.client_id);
    expect(mine.body.data.every((g: { user: { id: string } }) => g.user.id === a.user.user.id)).toBe(true);
    const res = await callRoute(grantRevoke.POST, { caller: a.user.caller, body: { client_id: app.client_id } });
    expect(res.status).toBe(200);
    expect((await callRoute(teamsList.GET, { path: "/api/teams/list", headers: bearer(t.access_token) })).status).toBe(
      401,
    );
    const grant = await db.oAuthGrant.findFirstOrThrow({
      where: { clientApp: { clientId: app.client_id }, userId: a.user.user.id },
    });
    expect(
      await db.auditLog.findFirst({
        where: { objectType: "oauth_grant", objectId: String(grant.id), action: "revoke" },
      }),
    ).not.toBeNull();
    expect(
      (await callRoute(grantRevoke.POST, { caller: a.user.caller, body: { client_id: app.client_id } })).status,
    ).toBe(404);
  });

  it("an admin sees and revokes other users' grants; a non-admin cannot; another group gets 404", async () => {
    const app = await registerApp(a.admin.caller);
    await tokensFor(a.user.caller, app);
    const all = await callRoute(grantsList.GET, { caller: a.admin.caller });
    expect(
      all.body.data.some(
        (g: { client_id: string; user: { id: string } }) =>
          g.client_id === app.client_id && g.user.id === a.user.user.id,
      ),
    ).toBe(true);
    const other = await callRoute(grantsList.GET, { caller: b.admin.caller });
    expect(other.body.data.some((g: { client_id: string }) => g.client_id === app.client_id)).toBe(false);
    expect(
      (
        await callRoute(grantRevoke.POST, {
          caller: a.manager.caller,
          body: { client_id: app.client_id, user_id: a.user.user.id },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await callRoute(grantRevoke.POST, {
          caller: b.admin.caller,
          body: { client_id: app.client_id, user_id: a.user.user.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await callRoute(grantRevoke.POST, {
          caller: a.admin.caller,
          body: { client_id: app.client_id, user_id: a.user.user.id },
        })
      ).status,
    ).toBe(200);
  });

  it("revokeToken by value (RFC 7009 style) and bad input", async () => {
    const app = await registerApp(a.admin.caller);
    const t = await tokensFor(a.user.caller, app);
    expect(
      (await callRoute(tokenRevoke.POST, { caller: b.admin.caller, body: { token: t.access_token } })).status,
    ).toBe(404);
    expect((await callRoute(tokenRevoke.POST, { caller: a.user.caller, body: { token: t.access_token } })).status).toBe(
      200,
    );
    expect((await callRoute(teamsList.GET, { path: "/api/teams/list", headers: bearer(t.access_token) })).status).toBe(
      401,
    );
    const bad = await callRoute(tokenRevoke.POST, { caller: a.user.caller, body: {} });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toHaveProperty("token_id");
  });

  it("deleting an app revokes its tokens", async () => {
    const app = await registerApp(a.admin.caller);
    const t = await tokensFor(a.user.caller, app);
    expect(
      (await callRoute(appsDelete.POST, { caller: a.admin.caller, body: { client_id: app.client_id } })).status,
    ).toBe(200);
    expect((await callRoute(teamsList.GET, { path: "/api/teams/list", headers: bearer(t.access_token) })).status).toBe(
      401,
    );
  });
});

describe("RFC 7009 revocation by the client", () => {
  const revoke = (form: Record<string, string>) =>
    callRoute(clientRevoke.POST as never, {
      method: "POST",
      path: "/api/oauth/revoke",
      rawBody: new URLSearchParams(form).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });

  it("revokes the app's own token, needs its secret, and leaves other apps' tokens alone", async () => {
    const app = await registerApp(a.admin.caller);
    const other = await registerApp(a.admin.caller);
    const t = await tokensFor(a.user.caller, app);
    const o = await tokensFor(a.user.caller, other);
    expect((await revoke({ token: t.access_token, client_id: app.client_id })).status).toBe(401);
    expect(
      (await revoke({ token: o.access_token, client_id: app.client_id, client_secret: app.client_secret! })).status,
    ).toBe(200);
    expect((await callRoute(teamsList.GET, { path: "/api/teams/list", headers: bearer(o.access_token) })).status).toBe(
      200,
    );
    expect(
      (await revoke({ token: t.access_token, client_id: app.client_id, client_secret: app.client_secret! })).status,
    ).toBe(200);
    expect((await callRoute(teamsList.GET, { path: "/api/teams/list", headers: bearer(t.access_token) })).status).toBe(
      401,
    );
  });
});

describe("the consent page's checks and impersonation", () => {
  it("accepts a well-formed request and names each problem otherwise", async () => {
    const app = await registerApp(a.admin.caller);
    const ctx = (await loadContext({
      id: "t",
      userId: a.user.user.id,
      groupId: a.group.id,
      impersonatorUserId: null,
      boundGroupId: null,
      viaSso: null,
    }))!;
    const good = {
      response_type: "code",
      client_id: app.client_id,
      redirect_uri: REDIRECT,
      scope: "teams:read",
      code_challenge: pkce().challenge,
      code_challenge_method: "S256",
    };
    expect(await checkAuthorizeRequest(ctx, good)).toMatchObject({ scopes: ["teams:read"], redirectUri: REDIRECT });
    expect(await checkAuthorizeRequest(ctx, { ...good, client_id: "nope" })).toEqual({ problem: "client" });
    expect(await checkAuthorizeRequest(ctx, { ...good, redirect_uri: "https://evil.example.com" })).toEqual({
      problem: "redirect_uri",
    });
    expect(await checkAuthorizeRequest(ctx, { ...good, response_type: "token" })).toEqual({ problem: "response_type" });
    expect(await checkAuthorizeRequest(ctx, { ...good, code_challenge_method: "plain" })).toEqual({ problem: "pkce" });
    expect(await checkAuthorizeRequest(ctx, { ...good, scope: "audit:read" })).toEqual({ problem: "scope" });
  });

  it("an impersonating admin cannot authorise an app for the user", async () => {
    const app = await registerApp(a.admin.caller);
    const impersonated = await signInAs(a.user.user.id, a.group.id, a.admin.user.id);
    expect((await consent(impersonated, app.client_id, pkce().challenge)).status).toBe(403);
  });
});

describe("token families", () => {
  const teams = (accessToken: string) =>
    callRoute(teamsList.GET, { path: "/api/teams/list", headers: bearer(accessToken) });
  const refreshWith = (app: { client_id: string }, rt: string) =>
    token({ grant_type: "refresh_token", refresh_token: rt, client_id: app.client_id });
  const exchange = (app: { client_id: string }, c: { code: string; verifier: string }) =>
    token({
      grant_type: "authorization_code",
      code: c.code,
      code_verifier: c.verifier,
      redirect_uri: REDIRECT,
      client_id: app.client_id,
    });

  it("each code starts its own family, carried through refresh rotation", async () => {
    const app = await registerApp(a.admin.caller, { is_public: true });
    const first = await tokensFor(a.user.caller, app);
    const rotated = await refreshWith(app, first.refresh_token);
    const second = await tokensFor(a.user.caller, app);
    const rows = await db.oAuthToken.findMany({
      where: { clientApp: { clientId: app.client_id } },
      orderBy: { id: "asc" },
    });
    expect(rows).toHaveLength(3);
    expect(rows[0]!.familyId).toMatch(/^code-\d+$/);
    expect(rows[1]!.familyId).toBe(rows[0]!.familyId);
    expect(rows[2]!.familyId).not.toBe(rows[0]!.familyId);
    expect(rotated.status).toBe(200);
    void second;
  });

  it("a reused refresh token revokes its own family only, not the same user's other codes", async () => {
    const app = await registerApp(a.admin.caller, { is_public: true });
    const first = await tokensFor(a.user.caller, app);
    const other = await tokensFor(a.user.caller, app);
    const rotated = (await refreshWith(app, first.refresh_token)).body;
    expect((await refreshWith(app, first.refresh_token)).body.error).toBe("invalid_grant");
    expect((await teams(rotated.access_token)).status).toBe(401);
    expect((await refreshWith(app, rotated.refresh_token)).body.error).toBe("invalid_grant");
    expect((await teams(other.access_token)).status).toBe(200);
    expect((await refreshWith(app, other.refresh_token)).status).toBe(200);
  });

  it("a replayed code revokes its family, rotations included, and not a later code's tokens", async () => {
    const app = await registerApp(a.admin.caller, { is_public: true });
    const c1 = await codeFor(a.user.caller, app);
    const bought = (await exchange(app, c1)).body;
    const rotated = (await refreshWith(app, bought.refresh_token)).body;
    const later = await tokensFor(a.user.caller, app); // made after c1: the old time-based rule would revoke it
    const replay = await exchange(app, c1);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe("invalid_grant");
    expect((await teams(rotated.access_token)).status).toBe(401);
    expect((await refreshWith(app, rotated.refresh_token)).body.error).toBe("invalid_grant");
    expect((await teams(later.access_token)).status).toBe(200);
  });
});

describe("GET /.well-known/oauth-authorization-server (RFC 8414)", () => {
  it("describes the endpoints, scopes and methods from the public base URL", async () => {
    const res = await callRoute(metadataRoute.GET, { path: "/api/oauth/authorization-server" });
    expect(res.status).toBe(200);
    const issuer = res.body.issuer as string;
    expect(issuer).toMatch(/^https?:\/\/[^/]+$/);
    expect(res.body).toMatchObject({
      authorization_endpoint: `${issuer}/oauth/authorize`,
      token_endpoint: `${issuer}/api/oauth/token`,
      revocation_endpoint: `${issuer}/api/oauth/revoke`,
      response_types_supported: ["code"],
      grant_types_supported: ["authorization_code", "refresh_token"],
      code_challenge_methods_supported: ["S256"],
      token_endpoint_auth_methods_supported: expect.arrayContaining([
        "client_secret_basic",
        "client_secret_post",
        "none",
      ]),
    });
    expect(res.body.scopes_supported).toEqual(expect.arrayContaining(["teams:read", "people:write"]));
  });

  it("uses APP_URL when set, and X-Forwarded-Host only behind a trusted proxy", async () => {
    const saved = { app: process.env.APP_URL, trust: process.env.TRUST_PROXY };
    try {
      delete process.env.APP_URL;
      delete process.env.TRUST_PROXY;
      const forged = { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };
      const untrusted = await callRoute(metadataRoute.GET, {
        path: "/api/oauth/authorization-server",
        headers: forged,
      });
      expect(untrusted.body.issuer).not.toContain("evil.example");
      process.env.TRUST_PROXY = "1";
      const trusted = await callRoute(metadataRoute.GET, { path: "/api/oauth/authorization-server", headers: forged });
      expect(trusted.body.issuer).toBe("https://evil.example");
      process.env.APP_URL = "https://hr.example.com/";
      const pinned = await callRoute(metadataRoute.GET, { path: "/api/oauth/authorization-server", headers: forged });
      expect(pinned.body.issuer).toBe("https://hr.example.com");
      expect(pinned.body.token_endpoint).toBe("https://hr.example.com/api/oauth/token");
    } finally {
      if (saved.app === undefined) delete process.env.APP_URL;
      else process.env.APP_URL = saved.app;
      if (saved.trust === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = saved.trust;
    }
  });
});

describe("throttling of POST /api/oauth/token", () => {
  it("after 10 failed client authentications in a minute the client_id gets 429 with Retry-After, even with the right secret", async () => {
    const app = await registerApp(a.admin.caller);
    const other = await registerApp(a.admin.caller);
    const { code, verifier } = await codeFor(a.user.caller, app);
    const form = {
      grant_type: "authorization_code",
      code,
      code_verifier: verifier,
      redirect_uri: REDIRECT,
      client_id: app.client_id,
    };
    for (let i = 0; i < 10; i++) {
      const wrong = await token({ ...form, client_secret: `wrong-${i}` });
      expect(wrong.status).toBe(401);
      expect(wrong.body.error).toBe("invalid_client");
    }
    const throttled = await token({ ...form, client_secret: app.client_secret! });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(throttled.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(throttled.body).toEqual({
      error: "invalid_request",
      error_description: expect.stringContaining("Too many"),
    });
    // Basic credentials name the same client: throttled as well.
    const basic = Buffer.from(`${app.client_id}:${app.client_secret}`).toString("base64");
    const viaBasic = await callRoute(tokenRoute.POST as never, {
      method: "POST",
      path: "/api/oauth/token",
      rawBody: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        code_verifier: verifier,
        redirect_uri: REDIRECT,
      }).toString(),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: `Basic ${basic}`,
        "x-hr-remote-addr": "198.51.100.7",
      },
    });
    expect(viaBasic.status).toBe(429);
    // The client_id is public: the failures of one address do not lock the app out for everyone else.
    expect((await token({ ...form, client_secret: app.client_secret! }, "203.0.113.9")).status).toBe(200);
    // Another client is not affected; a minute later the client may try again.
    expect((await tokensFor(a.user.caller, other)).access_token).toBeTruthy();
    await db.signInFailure.updateMany({
      where: { accountKey: tokenThrottleKey(app.client_id, "198.51.100.7") },
      data: { failedAt: new Date(Date.now() - 61_000) },
    });
    const { code: code2, verifier: verifier2 } = await codeFor(a.user.caller, app);
    const again = await token({ ...form, code: code2, code_verifier: verifier2, client_secret: app.client_secret! });
    expect(again.status).toBe(200);
  });

  it("counts invalid grants and unknown client ids too", async () => {
    const app = await registerApp(a.admin.caller, { is_public: true });
    for (let i = 0; i < 10; i++) {
      const bad = await token({ grant_type: "refresh_token", refresh_token: `nope-${i}`, client_id: app.client_id });
      expect(bad.body.error).toBe("invalid_grant");
    }
    expect((await token({ grant_type: "refresh_token", refresh_token: "nope", client_id: app.client_id })).status).toBe(
      429,
    );
    const ghost = `ghost-${Date.now()}`;
    for (let i = 0; i < 10; i++)
      expect((await token({ grant_type: "refresh_token", refresh_token: "x", client_id: ghost })).status).toBe(401);
    expect((await token({ grant_type: "refresh_token", refresh_token: "x", client_id: ghost })).status).toBe(429);
  });
});
