// Impersonation through the route handlers and Auth.js's ticket provider: an admin continues as a user of
// their own group in a separate session, every audit row meanwhile names the admin, accounts cannot be
// switched, and ending returns the browser to the admin's own session. Refusals: another group's user
// (404), non-admin and read-only admin (403), admins, oneself, disabled users, nesting.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs, type Caller } from "./helpers/http";
import { redeemTicketOverHttp } from "./helpers/federation";
import { createGroup, createMembership, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { findActiveSession } from "@/lib/auth/user-session";
import { loadContext } from "@/lib/api/context";
import { callerMayImpersonate, mayBeImpersonated } from "@/lib/impersonation/can-impersonate";
import * as start from "@/app/api/impersonation/start/route";
import * as end from "@/app/api/impersonation/end/route";
import * as switchRoute from "@/app/api/accounts/switch/route";
import * as addTeam from "@/app/api/teams/add/route";
import * as userDetails from "@/app/api/user/details/route";

jest.mock("@/lib/federation/sign-in-with-ticket", () => ({ signInWithTicket: jest.fn(async () => undefined) }));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { signInWithTicket } = require("@/lib/federation/sign-in-with-ticket") as { signInWithTicket: jest.Mock };

beforeAll(async () => {
  await setupTestDatabase();
}, 60_000);
beforeEach(() => signInWithTicket.mockClear());

async function company() {
  const group = await createGroup({ name: `Imp ${Date.now()}` });
  const second = await createGroup();
  const admin = await createUserInGroup({ group, role: "admin" });
  const user = await createUserInGroup({ group, role: "default", name: "Ines Impersonated" });
  // The user also works in another company: the impersonation must never reach it.
  await createMembership({ userId: user.user.id, groupId: second.id, role: "admin" });
  return { group, second, admin, user };
}

/** Starts as the admin and opens the impersonated session the way the browser would. */
async function impersonate(adminCaller: Caller, userId: string): Promise<Caller> {
  const res = await callRoute(start.POST, { caller: adminCaller, body: { user_id: userId } });
  expect(res.status).toBe(200);
  const opened = await redeemTicketOverHttp(signInWithTicket.mock.calls.at(-1)![0]);
  expect(opened.sessionId).toBeTruthy();
  return { cookie: opened.cookie, sessionId: opened.sessionId! };
}

it("an admin impersonates a user in a separate session; audit rows name the admin; ending resumes the admin's own session", async () => {
  const f = await company();
  const adminCaller = await signInAs(f.admin.user.id, f.group.id);
  const res = await callRoute(start.POST, { caller: adminCaller, body: { user_id: f.user.user.id } });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    data: { user_id: f.user.user.id, real_name: "Ines Impersonated", group_name: f.group.name },
    redirect_to: "/",
  });
  const opened = await redeemTicketOverHttp(signInWithTicket.mock.calls.at(-1)![0]);
  const imp: Caller = { cookie: opened.cookie, sessionId: opened.sessionId! };

  // A separate session, bound to the group, remembering the admin and their session, not outliving it.
  expect(imp.sessionId).not.toBe(adminCaller.sessionId);
  const row = await db.userSession.findUniqueOrThrow({ where: { id: imp.sessionId } });
  const adminRow = await db.userSession.findUniqueOrThrow({ where: { id: adminCaller.sessionId } });
  expect(row).toMatchObject({
    userId: f.user.user.id,
    groupId: f.group.id,
    impersonatorUserId: f.admin.user.id,
    impersonatorSessionId: adminCaller.sessionId,
  });
  expect(row.expiresAt.getTime()).toBeLessThanOrEqual(adminRow.expiresAt.getTime());
  expect(adminRow.revokedAt).toBeNull();

  // The browser now is the user; survey and push see the impersonation flag.
  const me = await callRoute(userDetails.GET, { caller: imp });
  expect(me.body).toMatchObject({ user_id: f.user.user.id, group_id: f.group.id, is_impersonating: true });
  const ctx = await loadContext((await findActiveSession(imp.sessionId))!);
  expect(ctx!.subject.impersonating).toBe(true);

  // A change made meanwhile: the audit row names the user and the admin behind it.
  const team = await callRoute(addTeam.POST, { caller: imp, body: { name: `Made while impersonating ${Date.now()}` } });
  expect(team.status).toBe(200);
  const audit = await db.auditLog.findFirstOrThrow({
    where: { groupId: f.group.id, objectType: "team", action: "create" },
  });
  expect(audit).toMatchObject({ actorUserId: f.user.user.id, impersonatorUserId: f.admin.user.id });
  const started = await db.auditLog.findFirstOrThrow({ where: { groupId: f.group.id, action: "impersonation_start" } });
  expect(started).toMatchObject({ actorUserId: f.admin.user.id, objectId: f.user.user.id, impersonatorUserId: null });

  // No way into the user's other company from here.
  expect((await callRoute(switchRoute.POST, { caller: imp, body: { subdomain: f.second.subdomain } })).status).toBe(
    403,
  );
  // No nesting.
  const admin2 = await createUserInGroup({ group: f.group, role: "default" });
  expect((await callRoute(start.POST, { caller: imp, body: { user_id: admin2.user.id } })).status).toBe(403);

  // End: the impersonation session is revoked and the ticket resumes the admin's session.
  signInWithTicket.mockClear();
  const ended = await callRoute(end.POST, { caller: imp, body: {} });
  expect(ended.status).toBe(200);
  expect(ended.body).toEqual({ redirect_to: "/" });
  const back = await redeemTicketOverHttp(signInWithTicket.mock.calls.at(-1)![0]);
  expect(back.sessionId).toBe(adminCaller.sessionId);
  expect((await db.userSession.findUniqueOrThrow({ where: { id: imp.sessionId } })).revokedAt).not.toBeNull();
  expect((await callRoute(userDetails.GET, { caller: imp })).status).toBe(401);
  const again = await callRoute(userDetails.GET, { caller: { cookie: back.cookie, sessionId: back.sessionId! } });
  expect(again.body).toMatchObject({ user_id: f.admin.user.id, is_impersonating: false });
  const endAudit = await db.auditLog.findFirstOrThrow({ where: { groupId: f.group.id, action: "impersonation_end" } });
  expect(endAudit).toMatchObject({ actorUserId: f.user.user.id, impersonatorUserId: f.admin.user.id });
});

it("answers 404 for a user of another group, 403 for a non-admin or read-only admin, and refuses admins, oneself and disabled users", async () => {
  const f = await company();
  const other = await createGroup();
  const stranger = await createUserInGroup({ group: other, role: "default" });
  const otherAdmin = await createUserInGroup({ group: other, role: "admin" });
  const peerAdmin = await createUserInGroup({ group: f.group, role: "admin" });
  const disabled = await createUserInGroup({ group: f.group, status: "disabled" });
  const readOnlyAdmin = await createUserInGroup({ group: f.group, role: "admin", readOnly: true });
  const admin = await signInAs(f.admin.user.id, f.group.id);

  expect((await callRoute(start.POST, { caller: admin, body: { user_id: stranger.user.id } })).status).toBe(404);
  expect(
    (
      await callRoute(start.POST, {
        caller: await signInAs(otherAdmin.user.id, other.id),
        body: { user_id: f.user.user.id },
      })
    ).status,
  ).toBe(404);
  expect(
    (
      await callRoute(start.POST, {
        caller: await signInAs(f.user.user.id, f.group.id),
        body: { user_id: disabled.user.id },
      })
    ).status,
  ).toBe(403);
  expect(
    (
      await callRoute(start.POST, {
        caller: await signInAs(readOnlyAdmin.user.id, f.group.id),
        body: { user_id: f.user.user.id },
      })
    ).status,
  ).toBe(403);
  expect((await callRoute(start.POST, { caller: admin, body: { user_id: peerAdmin.user.id } })).status).toBe(403);
  const self = await callRoute(start.POST, { caller: admin, body: { user_id: f.admin.user.id } });
  expect([self.status, self.body.error.fields?.user_id]).toEqual([422, expect.any(String)]);
  const off = await callRoute(start.POST, { caller: admin, body: { user_id: disabled.user.id } });
  expect([off.status, off.body.error.fields?.user_id]).toEqual([422, expect.any(String)]);
  const missing = await callRoute(start.POST, { caller: admin, body: {} });
  expect([missing.status, Object.keys(missing.body.error.fields)]).toEqual([422, ["user_id"]]);
  expect(
    (await callRoute(start.POST, { caller: admin, body: { user_id: f.user.user.id, group_id: other.id } })).status,
  ).toBe(422);
  expect((await callRoute(start.POST, { body: { user_id: f.user.user.id } })).status).toBe(401);
  expect(signInWithTicket).not.toHaveBeenCalled();
  expect(await db.userSession.count({ where: { impersonatorUserId: f.admin.user.id } })).toBe(0);
});

it("ending outside an impersonation is a conflict; when the admin's own session is gone the admin signs in again", async () => {
  const f = await company();
  const admin = await signInAs(f.admin.user.id, f.group.id);
  expect((await callRoute(end.POST, { caller: admin, body: {} })).status).toBe(409);

  // Past its absolute lifetime (a revoked one ends the impersonation at once: see below).
  const imp = await impersonate(admin, f.user.user.id);
  await db.userSession.update({ where: { id: admin.sessionId }, data: { expiresAt: new Date(Date.now() - 1000) } });
  signInWithTicket.mockClear();
  const ended = await callRoute(end.POST, { caller: imp, body: {} });
  expect(ended.status).toBe(401);
  expect(signInWithTicket).not.toHaveBeenCalled();
});

it("a read-only impersonated user can still end the impersonation", async () => {
  const f = await company();
  const readOnly = await createUserInGroup({ group: f.group, role: "default", readOnly: true });
  const admin = await signInAs(f.admin.user.id, f.group.id);
  const imp = await impersonate(admin, readOnly.user.id);
  expect((await callRoute(end.POST, { caller: imp, body: {} })).status).toBe(200);
});

it("ends with the admin's own session: signing the admin out (or revoking it) ends the impersonation too", async () => {
  const f = await company();
  const adminCaller = await signInAs(f.admin.user.id, f.group.id);
  const imp = await impersonate(adminCaller, f.user.user.id);
  expect((await callRoute(userDetails.GET, { caller: imp })).status).toBe(200);
  await db.userSession.update({ where: { id: adminCaller.sessionId }, data: { revokedAt: new Date() } });
  expect((await callRoute(userDetails.GET, { caller: imp })).status).toBe(401);
});

it("keeps the admin's own session from idling out while the admin works through the impersonation", async () => {
  const f = await company();
  const adminCaller = await signInAs(f.admin.user.id, f.group.id);
  const imp = await impersonate(adminCaller, f.user.user.id);
  const longAgo = new Date(Date.now() - 20 * 60_000);
  await db.userSession.updateMany({
    where: { id: { in: [adminCaller.sessionId, imp.sessionId] } },
    data: { lastSeenAt: longAgo },
  });
  expect((await callRoute(userDetails.GET, { caller: imp })).status).toBe(200);
  const admin = await db.userSession.findUniqueOrThrow({ where: { id: adminCaller.sessionId } });
  expect(admin.lastSeenAt.getTime()).toBeGreaterThan(longAgo.getTime());
});

// The users screen offers "Impersonate" by lib/impersonation/can-impersonate.ts: it must agree with the API
// for every kind of user the list shows (enabled employee and default user, invited, disabled, a peer
// admin, oneself), and for callers who may not (read-only admin, while impersonating).
const contextOf = async (sessionId: string) => loadContext((await findActiveSession(sessionId))!);

it("the users screen's Impersonate rule agrees with POST /api/impersonation/start", async () => {
  const f = await company();
  const employee = await createUserInGroup({ group: f.group, role: "employee" });
  const invited = await createUserInGroup({ group: f.group, role: "default", status: "invited" });
  const disabled = await createUserInGroup({ group: f.group, role: "default", status: "disabled" });
  const peerAdmin = await createUserInGroup({ group: f.group, role: "admin" });
  const readOnlyAdmin = await createUserInGroup({ group: f.group, role: "admin", readOnly: true });
  const admin = await signInAs(f.admin.user.id, f.group.id);
  const ctx = await contextOf(admin.sessionId);
  expect(callerMayImpersonate(ctx!)).toBe(true);
  expect(callerMayImpersonate((await contextOf((await signInAs(readOnlyAdmin.user.id, f.group.id)).sessionId))!)).toBe(
    false,
  );

  const targets = [f.user, employee, invited, disabled, peerAdmin, f.admin];
  for (const target of targets) {
    const listed = { user_id: target.user.id, role: target.membership.role, status: target.membership.status };
    const offered = mayBeImpersonated(listed, f.admin.user.id);
    const res = await callRoute(start.POST, { caller: admin, body: { user_id: target.user.id } });
    expect([target.user.email, offered]).toEqual([target.user.email, res.status === 200]);
    if (res.status === 200) {
      // Back to the admin for the next target (the API refuses nesting, and so does the screen).
      const opened = await redeemTicketOverHttp(signInWithTicket.mock.calls.at(-1)![0]);
      const asUser = { cookie: opened.cookie, sessionId: opened.sessionId! };
      expect(callerMayImpersonate((await contextOf(asUser.sessionId))!)).toBe(false);
      expect((await callRoute(end.POST, { caller: asUser, body: {} })).status).toBe(200);
    }
  }
});
