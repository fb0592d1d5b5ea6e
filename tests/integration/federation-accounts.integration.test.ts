// Linked accounts and login migration through the route handlers: federatedAccounts, hasOeiAccounts,
// listAccountsForOeiUser, the forced migration date (admins only, other group 404, read-only refused,
// audited), starting a migration, the migration status the shell reads, the start-up redirect of the
// app layout, and /rerouter.
import { NextRequest } from "next/server";
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs } from "./helpers/http";
import { BASE } from "./helpers/federation";
import { createGroup, createMembership, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { loadContext } from "@/lib/api/context";
import { findActiveSession } from "@/lib/auth/user-session";
import { loadMigrationStatus } from "@/lib/accounts/migration-status";
import { startLoginMigration } from "@/lib/accounts/start-login-migration";
import { clearMigrationRedirectCache, redirectIfMigrationRequired } from "@/lib/accounts/migration-redirect";
import { getURLFromRedirectError } from "next/dist/client/components/redirect";
import { isRedirectError } from "next/dist/client/components/redirect-error";
import { proxy } from "@/proxy";
import * as federatedAccounts from "@/app/api/accounts/federatedAccounts/route";
import * as hasOei from "@/app/api/users/accounts/hasOeiAccounts/route";
import * as oeiAccounts from "@/app/api/listAccountsForOeiUser/route";
import * as forceDate from "@/app/api/admin/user/oei-force-migration-date/route";
import * as rerouter from "@/app/(auth)/rerouter/route";

beforeAll(async () => {
  await setupTestDatabase();
}, 60_000);

const withOidc = () => {
  process.env.OIDC_ISSUER = "https://login.example.test";
  process.env.OIDC_CLIENT_ID = "client";
  process.env.OIDC_CLIENT_SECRET = "secret";
};
const withoutOidc = () => {
  delete process.env.OIDC_ISSUER;
  delete process.env.OIDC_CLIENT_ID;
  delete process.env.OIDC_CLIENT_SECRET;
};
afterEach(withoutOidc);

async function linkB2c(userId: string, email: string) {
  return db.account.create({
    data: { userId, type: "oidc", provider: "b2c", providerAccountId: `sub-${userId}`, email },
  });
}

async function ctxOf(caller: { sessionId: string }) {
  return (await loadContext((await findActiveSession(caller.sessionId))!))!;
}

describe("linked accounts", () => {
  it("GET /api/accounts/federatedAccounts lists only the caller's identities", async () => {
    const group = await createGroup();
    const a = await createUserInGroup({ group });
    const b = await createUserInGroup({ group });
    await linkB2c(a.user.id, "a@idp.example");
    await linkB2c(b.user.id, "b@idp.example");
    const res = await callRoute(federatedAccounts.GET, { caller: await signInAs(a.user.id, group.id) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      total: 1,
      data: [{ provider: "b2c", provider_account_id: `sub-${a.user.id}`, email: "a@idp.example" }],
    });
    expect((await callRoute(federatedAccounts.GET, {})).status).toBe(401);
  });

  it("GET hasOeiAccounts: about oneself for anyone, about members of one's group for admins, never beyond", async () => {
    const group = await createGroup();
    const other = await createGroup();
    const admin = await createUserInGroup({ group, role: "admin" });
    const linked = await createUserInGroup({ group });
    const plain = await createUserInGroup({ group });
    const foreign = await createUserInGroup({ group: other });
    await linkB2c(linked.user.id, "x@idp.example");
    await linkB2c(foreign.user.id, "y@idp.example");
    const asAdmin = await signInAs(admin.user.id, group.id);
    const ask = async (caller: Awaited<ReturnType<typeof signInAs>>, email: string) =>
      callRoute(hasOei.GET, { caller, query: { email } });

    expect((await ask(await signInAs(linked.user.id, group.id), linked.user.email.toUpperCase())).body).toEqual({
      has_oei_accounts: true,
    });
    expect((await ask(await signInAs(plain.user.id, group.id), plain.user.email)).body).toEqual({
      has_oei_accounts: false,
    });
    expect((await ask(asAdmin, linked.user.email)).body).toEqual({ has_oei_accounts: true });
    expect((await ask(asAdmin, plain.user.email)).body).toEqual({ has_oei_accounts: false });
    // Another company's linked user looks exactly like an unknown email.
    expect((await ask(asAdmin, foreign.user.email)).body).toEqual({ has_oei_accounts: false });
    expect((await ask(await signInAs(plain.user.id, group.id), linked.user.email)).status).toBe(403);
    const bad = await ask(asAdmin, "not-an-email");
    expect([bad.status, Object.keys(bad.body.error.fields)]).toEqual([422, ["email"]]);
    expect((await callRoute(hasOei.GET, { caller: asAdmin })).status).toBe(422);
  });

  it("GET /listAccountsForOeiUser: the accounts reached through the federated login once an identity is linked", async () => {
    const group = await createGroup({ name: "A OEI home" });
    const second = await createGroup({ name: "B OEI second" });
    const { user } = await createUserInGroup({ group });
    await createMembership({ userId: user.id, groupId: second.id });
    const caller = await signInAs(user.id, group.id);
    expect((await callRoute(oeiAccounts.GET, { caller })).body).toEqual({ accounts: [], linked: false, email: null });
    await linkB2c(user.id, "me@idp.example");
    const res = await callRoute(oeiAccounts.GET, { caller });
    expect(res.body.linked).toBe(true);
    expect(res.body.email).toBe("me@idp.example");
    expect(res.body.accounts.map((a: { subdomain: string }) => a.subdomain)).toEqual([
      group.subdomain,
      second.subdomain,
    ]);
  });
});

describe("POST /admin/user/oei-force-migration-date", () => {
  it("an admin sets and clears the group's date (ISO or DD/MM/YYYY), audited", async () => {
    const group = await createGroup();
    const admin = await createUserInGroup({ group, role: "admin" });
    const caller = await signInAs(admin.user.id, group.id);
    const set = await callRoute(forceDate.POST, { caller, body: { date: "2026-03-01" } });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ data: { user_id: null, date: "2026-03-01" } });
    expect(
      (await db.group.findUniqueOrThrow({ where: { id: group.id } })).loginMigrationRequiredFrom?.toISOString(),
    ).toBe("2026-03-01T00:00:00.000Z");
    expect((await callRoute(forceDate.POST, { caller, body: { date: "15/04/2026" } })).body.data.date).toBe(
      "2026-04-15",
    );
    expect((await callRoute(forceDate.POST, { caller, body: { date: null } })).body.data.date).toBeNull();
    expect((await db.group.findUniqueOrThrow({ where: { id: group.id } })).loginMigrationRequiredFrom).toBeNull();
    const audits = await db.auditLog.findMany({
      where: { groupId: group.id, objectType: "group" },
      orderBy: { id: "asc" },
    });
    expect(audits.map((a) => (a.changes as Record<string, { to: unknown }>).login_migration_required_from?.to)).toEqual(
      ["2026-03-01", "2026-04-15", null],
    );
  });

  it("with user_id sets that member's date; a user of another group is 404", async () => {
    const group = await createGroup();
    const other = await createGroup();
    const admin = await createUserInGroup({ group, role: "admin" });
    const member = await createUserInGroup({ group });
    const stranger = await createUserInGroup({ group: other });
    const caller = await signInAs(admin.user.id, group.id);
    const res = await callRoute(forceDate.POST, { caller, body: { user_id: member.user.id, date: "2026-01-01" } });
    expect(res.body).toEqual({ data: { user_id: member.user.id, date: "2026-01-01" } });
    expect(
      (await db.membership.findUniqueOrThrow({ where: { id: member.membership.id } })).loginMigrationRequiredFrom,
    ).not.toBeNull();
    expect(
      (await callRoute(forceDate.POST, { caller, body: { user_id: stranger.user.id, date: "2026-01-01" } })).status,
    ).toBe(404);
    expect(
      (await db.membership.findUniqueOrThrow({ where: { id: stranger.membership.id } })).loginMigrationRequiredFrom,
    ).toBeNull();
    // Another group's admin cannot touch this group's member either.
    const otherAdmin = await createUserInGroup({ group: other, role: "admin" });
    expect(
      (
        await callRoute(forceDate.POST, {
          caller: await signInAs(otherAdmin.user.id, other.id),
          body: { user_id: member.user.id, date: null },
        })
      ).status,
    ).toBe(404);
  });

  it("refuses non-admins, read-only admins, bad dates and unknown fields", async () => {
    const group = await createGroup();
    const admin = await createUserInGroup({ group, role: "admin" });
    const user = await createUserInGroup({ group, role: "default" });
    const readOnly = await createUserInGroup({ group, role: "admin", readOnly: true });
    expect(
      (
        await callRoute(forceDate.POST, {
          caller: await signInAs(user.user.id, group.id),
          body: { date: "2026-01-01" },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await callRoute(forceDate.POST, {
          caller: await signInAs(readOnly.user.id, group.id),
          body: { date: "2026-01-01" },
        })
      ).status,
    ).toBe(403);
    const caller = await signInAs(admin.user.id, group.id);
    for (const date of ["2026-02-30", "31/31/2026", "tomorrow", 20260101]) {
      const res = await callRoute(forceDate.POST, { caller, body: { date } });
      expect([res.status, Object.keys(res.body.error.fields)]).toEqual([422, ["date"]]);
    }
    expect((await callRoute(forceDate.POST, { caller, body: {} })).status).toBe(422);
    expect((await callRoute(forceDate.POST, { caller, body: { date: null, group_id: 1 } })).status).toBe(422);
    expect((await db.group.findUniqueOrThrow({ where: { id: group.id } })).loginMigrationRequiredFrom).toBeNull();
  });
});

describe("migration status, start and the start-up redirect", () => {
  it("status: can migrate, required from the group's or the member's date, in migration, migrated", async () => {
    const group = await createGroup();
    const { user } = await createUserInGroup({ group });
    const caller = await signInAs(user.id, group.id);
    const ctx = await ctxOf(caller);
    withoutOidc();
    expect(await loadMigrationStatus(ctx)).toMatchObject({ configured: false, canMigrate: false, required: false });
    withOidc();
    expect(await loadMigrationStatus(ctx)).toMatchObject({
      configured: true,
      canMigrate: true,
      inMigration: false,
      required: false,
    });
    await db.membership.updateMany({
      where: { userId: user.id, groupId: group.id },
      data: { loginMigrationRequiredFrom: new Date(Date.now() - 1000) },
    });
    expect(await loadMigrationStatus(ctx)).toMatchObject({ required: true });
    await db.group.update({
      where: { id: group.id },
      data: { loginMigrationRequiredFrom: new Date(Date.now() + 86_400_000) },
    });
    expect((await loadMigrationStatus(ctx)).required).toBe(true); // the earlier date wins

    expect(await startLoginMigration(ctx)).toEqual({
      redirectTo: "/login/b2c?intent=migrate&redirect_to=%2Faccount-migration%3Fdone%3D1",
    });
    expect(await loadMigrationStatus(ctx)).toMatchObject({ inMigration: true, canMigrate: false, required: true });
    expect(
      await db.auditLog.count({ where: { groupId: group.id, action: "start_login_migration", actorUserId: user.id } }),
    ).toBe(1);
    await startLoginMigration(ctx); // continuing does not restart nor audit again
    expect(await db.auditLog.count({ where: { groupId: group.id, action: "start_login_migration" } })).toBe(1);

    await db.user.update({ where: { id: user.id }, data: { loginMigratedAt: new Date() } });
    expect(await loadMigrationStatus(ctx)).toMatchObject({
      migrated: true,
      inMigration: false,
      canMigrate: false,
      required: false,
    });
    await expect(startLoginMigration(ctx)).rejects.toMatchObject({ code: "conflict" });
  });

  it("start is refused while impersonating and when the federated login is not configured", async () => {
    const group = await createGroup();
    const admin = await createUserInGroup({ group, role: "admin" });
    const { user } = await createUserInGroup({ group });
    withOidc();
    await expect(
      startLoginMigration(await ctxOf(await signInAs(user.id, group.id, admin.user.id))),
    ).rejects.toMatchObject({ code: "forbidden" });
    withoutOidc();
    await expect(startLoginMigration(await ctxOf(await signInAs(user.id, group.id)))).rejects.toMatchObject({
      code: "conflict",
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).loginMigrationStartedAt).toBeNull();
  });

  it("the layout's redirect sends a user who must migrate to /account-migration, and nobody else", async () => {
    const group = await createGroup();
    const { user } = await createUserInGroup({ group });
    const other = await createUserInGroup({ group });
    const admin = await createUserInGroup({ group, role: "admin" });
    await db.group.update({
      where: { id: group.id },
      data: { loginMigrationRequiredFrom: new Date(Date.now() - 1000) },
    });
    const ctx = await ctxOf(await signInAs(user.id, group.id));
    const target = async (c: Awaited<ReturnType<typeof ctxOf>>, path: string | null, insideActionRedirect = false) => {
      try {
        return (await redirectIfMigrationRequired(c, { pathname: path, insideActionRedirect }))
          ? "in the browser"
          : null;
      } catch (error) {
        if (!isRedirectError(error)) throw error;
        return getURLFromRedirectError(error);
      }
    };

    withoutOidc();
    clearMigrationRedirectCache();
    expect(await target(ctx, "/")).toBeNull();
    withOidc();
    clearMigrationRedirectCache();
    expect(await target(ctx, "/")).toBe("/account-migration");
    expect(await target(ctx, null)).toBe("/account-migration");
    // Rendered inside the sign-in action's response: the browser is told to go instead.
    expect(await target(ctx, "/", true)).toBe("in the browser");
    expect(await target(ctx, "/account-migration")).toBeNull();
    // An impersonating admin is not forced to migrate the user's login.
    expect(await target(await ctxOf(await signInAs(user.id, group.id, admin.user.id)), "/")).toBeNull();
    // Once migrated (a new session after the callback), no more redirect.
    await db.user.update({ where: { id: user.id }, data: { loginMigratedAt: new Date() } });
    expect(await target(await ctxOf(await signInAs(user.id, group.id)), "/")).toBeNull();
    expect(await target(await ctxOf(await signInAs(other.user.id, group.id)), "/")).toBe("/account-migration");
  });

  it("proxy tells pages their path in x-hr-pathname, overriding what the client sent", async () => {
    const group = await createGroup();
    const { user } = await createUserInGroup({ group });
    const caller = await signInAs(user.id, group.id);
    const res = await proxy(
      new NextRequest(`${BASE}/settings/teams/add`, {
        headers: { cookie: caller.cookie, "x-hr-pathname": "/account-migration" },
      }),
    );
    expect(res.headers.get("x-middleware-request-x-hr-pathname")).toBe("/settings/teams/add");
    expect((await proxy(new NextRequest(`${BASE}/people`))).headers.get("location")).toBe(
      `${BASE}/login?callbackUrl=%2Fpeople`,
    );
  });
});

describe("GET /rerouter", () => {
  it("sends a signed-in user home and everyone else to sign in", async () => {
    const group = await createGroup();
    const { user } = await createUserInGroup({ group });
    const caller = await signInAs(user.id, group.id);
    expect(
      (await rerouter.GET(new NextRequest(`${BASE}/rerouter`, { headers: { cookie: caller.cookie } }))).headers.get(
        "location",
      ),
    ).toBe(`${BASE}/`);
    expect((await rerouter.GET(new NextRequest(`${BASE}/rerouter`))).headers.get("location")).toBe(`${BASE}/login`);
    await db.userSession.update({ where: { id: caller.sessionId }, data: { revokedAt: new Date() } });
    expect(
      (await rerouter.GET(new NextRequest(`${BASE}/rerouter`, { headers: { cookie: caller.cookie } }))).headers.get(
        "location",
      ),
    ).toBe(`${BASE}/login`);
  });
});
