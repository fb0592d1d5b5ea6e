// Linked accounts through the route handlers: the list shows only enabled memberships with the trial
// marker; switching moves the session, refuses foreign and expired groups and impersonated sessions.
// Also the sign-in ticket: single use, expiry, purpose.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs } from "./helpers/http";
import { createGroup, createMembership, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { issueSignInTicket, peekSignInTicket, redeemSignInTicket } from "@/lib/auth/sign-in-ticket";
import * as list from "@/app/api/accounts/listAccessableTrustedAccounts/route";
import * as switchRoute from "@/app/api/accounts/switch/route";
import * as details from "@/app/api/user/details/route";

beforeAll(async () => {
  await setupTestDatabase();
}, 60_000);

async function userInThreeGroups() {
  const home = await createGroup({ name: "A Home" });
  const second = await createGroup({ name: "B Second" });
  const expired = await createGroup({ name: "C Expired", trialEndsAt: new Date(Date.now() - 86_400_000) });
  const disabledIn = await createGroup({ name: "D Disabled" });
  const foreign = await createGroup({ name: "E Foreign" });
  const { user } = await createUserInGroup({ group: home, role: "admin" });
  await createMembership({ userId: user.id, groupId: second.id, role: "default", readOnly: true });
  await createMembership({ userId: user.id, groupId: expired.id, role: "admin" });
  await createMembership({ userId: user.id, groupId: disabledIn.id, role: "admin", status: "disabled" });
  return { home, second, expired, disabledIn, foreign, user };
}

describe("GET /api/accounts/listAccessableTrustedAccounts", () => {
  it("lists the enabled accounts with the current one and the trial marker", async () => {
    const f = await userInThreeGroups();
    const res = await callRoute(list.GET, { caller: await signInAs(f.user.id, f.home.id) });
    expect(res.status).toBe(200);
    expect(res.body.accounts.map((a: { name: string }) => a.name)).toEqual(["A Home", "B Second", "C Expired"]);
    expect(res.body.accounts.find((a: { current: boolean }) => a.current).subdomain).toBe(f.home.subdomain);
    expect(res.body.accounts.find((a: { name: string }) => a.name === "C Expired").trial_expired).toBe(true);
    expect(res.body.accounts.find((a: { name: string }) => a.name === "B Second").trial_expired).toBe(false);
  });

  it("needs a session", async () => {
    expect((await callRoute(list.GET, {})).status).toBe(401);
  });
});

describe("POST /api/accounts/switch", () => {
  it("moves the session into another account, remembers it and audits it; a read-only user may switch", async () => {
    const f = await userInThreeGroups();
    const caller = await signInAs(f.user.id, f.home.id);
    const res = await callRoute(switchRoute.POST, { caller, body: { subdomain: f.second.subdomain } });
    expect(res.status).toBe(200);
    const me = await callRoute(details.GET, { caller });
    expect(me.body.group_id ?? me.body.data?.group_id).toBe(f.second.id);
    expect((await db.user.findUniqueOrThrow({ where: { id: f.user.id } })).lastGroupId).toBe(f.second.id);
    const audit = await db.auditLog.findFirst({ where: { groupId: f.second.id, action: "switch_account" } });
    expect(audit?.actorUserId).toBe(f.user.id);
    // now read-only in "second", and can still switch back
    expect((await callRoute(switchRoute.POST, { caller, body: { subdomain: f.home.subdomain } })).status).toBe(200);
  });

  it("answers 404 for a group the user does not belong to or is disabled in, and leaves the session alone", async () => {
    const f = await userInThreeGroups();
    const caller = await signInAs(f.user.id, f.home.id);
    for (const group of [f.foreign, f.disabledIn]) {
      expect((await callRoute(switchRoute.POST, { caller, body: { subdomain: group.subdomain } })).status).toBe(404);
    }
    expect((await db.userSession.findUniqueOrThrow({ where: { id: caller.sessionId } })).groupId).toBe(f.home.id);
  });

  it("refuses a trial-expired account with the field named", async () => {
    const f = await userInThreeGroups();
    const res = await callRoute(switchRoute.POST, {
      caller: await signInAs(f.user.id, f.home.id),
      body: { subdomain: f.expired.subdomain },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.subdomain).toBeDefined();
  });

  it("refuses while impersonating", async () => {
    const f = await userInThreeGroups();
    const admin = await createUserInGroup({ group: f.home, role: "admin" });
    const caller = await signInAs(f.user.id, f.home.id, admin.user.id);
    expect((await callRoute(switchRoute.POST, { caller, body: { subdomain: f.second.subdomain } })).status).toBe(403);
  });

  it("refuses a missing or unknown field", async () => {
    const f = await userInThreeGroups();
    const caller = await signInAs(f.user.id, f.home.id);
    expect((await callRoute(switchRoute.POST, { caller, body: {} })).status).toBe(422);
    expect(
      (await callRoute(switchRoute.POST, { caller, body: { subdomain: f.second.subdomain, group_id: 1 } })).status,
    ).toBe(422);
  });
});

describe("sign-in tickets", () => {
  it("can be redeemed once, only for an allowed purpose, and not after expiry", async () => {
    const f = await userInThreeGroups();
    const token = await issueSignInTicket({ userId: f.user.id, groupId: f.home.id, purpose: "sso" });
    expect(await peekSignInTicket(token)).toMatchObject({ userId: f.user.id, purpose: "sso" });
    expect(await redeemSignInTicket(token, ["mfa"])).toBeNull();
    expect(await redeemSignInTicket(token, ["sso"])).toMatchObject({ userId: f.user.id, groupId: f.home.id });
    expect(await redeemSignInTicket(token, ["sso"])).toBeNull();
    expect(await peekSignInTicket(token)).toBeNull();
    const expired = await issueSignInTicket({ userId: f.user.id, purpose: "sso", ttlMs: -1 });
    expect(await redeemSignInTicket(expired)).toBeNull();
    expect(await redeemSignInTicket("not-a-ticket")).toBeNull();
  });
});

describe("the ticket provider", () => {
  it("opens a session for an sso ticket, but refuses an impersonation ticket whose prepared session is gone", async () => {
    const { postCallback, signedIn } = await import("./helpers/auth-flow");
    const f = await userInThreeGroups();
    const sso = await postCallback("ticket", {
      ticket: await issueSignInTicket({ userId: f.user.id, groupId: f.home.id, purpose: "sso" }),
    });
    expect(signedIn(sso.jar)).toBe(true);

    const admin = await createUserInGroup({ group: f.home, role: "admin" });
    const prepared = await signInAs(f.user.id, f.home.id, admin.user.id);
    await db.userSession.update({ where: { id: prepared.sessionId }, data: { revokedAt: new Date() } });
    const before = await db.userSession.count({ where: { userId: f.user.id } });
    const stale = await postCallback("ticket", {
      ticket: await issueSignInTicket({
        userId: f.user.id,
        groupId: f.home.id,
        purpose: "impersonation",
        impersonatorUserId: admin.user.id,
        resumeSessionId: prepared.sessionId,
      }),
    });
    expect(signedIn(stale.jar)).toBe(false);
    expect(await db.userSession.count({ where: { userId: f.user.id } })).toBe(before);
  });
});
