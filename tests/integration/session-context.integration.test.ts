// The request context of a browser session, read in one query (lib/api/session-context.ts): it must
// say exactly what the ordinary path (findActiveSession + loadContext) says, for every kind of member and
// session, and a company that admits single sign-on only refuses sessions that a password opened, also
// those opened before it switched.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs } from "./helpers/http";
import {
  addTeamManager,
  createEmployee,
  createGroup,
  createMembership,
  createTeam,
  createUserInGroup,
} from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { loadContext } from "@/lib/api/context";
import { loadSessionContext } from "@/lib/api/session-context";
import { findActiveSession } from "@/lib/auth/user-session";
import { issueSignInTicket, redeemSignInTicket } from "@/lib/auth/sign-in-ticket";
import * as details from "@/app/api/user/details/route";
import * as startImpersonation from "@/app/api/impersonation/start/route";

// Starting an impersonation signs the browser in with a ticket through Auth.js; the session row it
// resumes is what these tests read.
jest.mock("@/lib/federation/sign-in-with-ticket", () => ({ signInWithTicket: jest.fn(async () => undefined) }));

// `npm test` runs this tier with TZ=Europe/Brussels (scripts/test-all.sh): a timestamp read as local time
// (pg's default for `timestamp without time zone`) would then be an hour off, and sessions idle.
beforeAll(async () => {
  await setupTestDatabase();
}, 60_000);

async function ordinaryContext(sessionId: string) {
  const session = await findActiveSession(sessionId);
  return session ? loadContext(session) : null;
}

describe("loadSessionContext", () => {
  it("equals the ordinary path for a team manager with team-based access, overridden flags and an employee record", async () => {
    const group = await createGroup({});
    await db.group.update({ where: { id: group.id }, data: { trialEndsAt: new Date("2027-03-01T10:00:00Z") } });
    const [t1, t2, t3] = [
      await createTeam({ groupId: group.id }),
      await createTeam({ groupId: group.id }),
      await createTeam({ groupId: group.id }),
    ];
    const employee = await createEmployee({ groupId: group.id, teamId: t3!.id });
    const { user, membership } = await createUserInGroup({
      group,
      role: "team_only",
      employeeId: employee.id,
      teamBasedAccess: true,
      accessWages: true,
      accessCalendar: false,
      readOnly: true,
    });
    await addTeamManager({ teamId: t1!.id, membershipId: membership.id });
    await db.teamAccess.create({ data: { membershipId: membership.id, teamId: t2!.id } });
    await db.featureFlag.createMany({
      data: [
        { groupId: group.id, name: "disable_documents", enabled: true },
        { groupId: group.id, name: "enable_multiple_managers", enabled: true },
      ],
    });
    const caller = await signInAs(user.id, group.id);

    const fast = await loadSessionContext(caller.sessionId);
    expect(fast).toEqual(await ordinaryContext(caller.sessionId));
    expect(fast).toMatchObject({
      membership: { role: "team_only", employeeId: employee.id },
      subject: { managedTeamIds: [t1!.id], teamBasedAccessIds: [t2!.id], ownTeamId: t3!.id },
      viaSso: false,
    });
    expect(fast!.subject.switches).toMatchObject({ wages: true, calendar: false, read_only: true });
    expect(fast!.subject.flags.disable_documents).toBe(true);
    expect(fast!.group.trialEndsAt).toEqual(new Date("2027-03-01T10:00:00Z"));
  });

  it("equals the ordinary path for an admin without an employee record, and after a deleted employee record", async () => {
    const group = await createGroup({});
    const team = await createTeam({ groupId: group.id });
    const employee = await createEmployee({ groupId: group.id, teamId: team.id });
    const { user } = await createUserInGroup({ group, role: "admin" });
    const caller = await signInAs(user.id, group.id);
    expect(await loadSessionContext(caller.sessionId)).toEqual(await ordinaryContext(caller.sessionId));

    const other = await createUserInGroup({ group, role: "employee", employeeId: employee.id });
    const otherCaller = await signInAs(other.user.id, group.id);
    await db.employee.update({ where: { id: employee.id }, data: { deletedAt: new Date() } });
    const ctx = await loadSessionContext(otherCaller.sessionId);
    expect(ctx).toEqual(await ordinaryContext(otherCaller.sessionId));
    expect(ctx!.subject.ownTeamId).toBeNull();
  });

  it("is null for an unknown, revoked, idle or expired session", async () => {
    const group = await createGroup({});
    const { user } = await createUserInGroup({ group, role: "admin" });
    expect(await loadSessionContext("no-such-session")).toBeNull();
    const revoked = await signInAs(user.id, group.id);
    await db.userSession.update({ where: { id: revoked.sessionId }, data: { revokedAt: new Date() } });
    expect(await loadSessionContext(revoked.sessionId)).toBeNull();
    const idle = await signInAs(user.id, group.id);
    await db.userSession.update({
      where: { id: idle.sessionId },
      data: { lastSeenAt: new Date(Date.now() - 31 * 60_000) },
    });
    expect(await loadSessionContext(idle.sessionId)).toBeNull();
    const expired = await signInAs(user.id, group.id);
    await db.userSession.update({ where: { id: expired.sessionId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await loadSessionContext(expired.sessionId)).toBeNull();
  });

  it("refreshes lastSeenAt at most once a minute", async () => {
    const group = await createGroup({});
    const { user } = await createUserInGroup({ group, role: "admin" });
    const caller = await signInAs(user.id, group.id);
    const old = new Date(Date.now() - 5 * 60_000);
    await db.userSession.update({ where: { id: caller.sessionId }, data: { lastSeenAt: old } });
    await loadSessionContext(caller.sessionId);
    const seen = (await db.userSession.findUniqueOrThrow({ where: { id: caller.sessionId } })).lastSeenAt;
    expect(seen.getTime()).toBeGreaterThan(old.getTime() + 4 * 60_000);
  });

  it("ends an impersonation with the admin's own session", async () => {
    const group = await createGroup({});
    const admin = await createUserInGroup({ group, role: "admin" });
    const target = await createUserInGroup({ group, role: "default" });
    const adminCaller = await signInAs(admin.user.id, group.id);
    const started = await callRoute(startImpersonation.POST, {
      caller: adminCaller,
      body: { user_id: target.user.id },
    });
    expect(started.status).toBe(200);
    const session = await db.userSession.findFirstOrThrow({
      where: { userId: target.user.id, impersonatorUserId: admin.user.id },
    });
    const ctx = await loadSessionContext(session.id);
    expect(ctx).toEqual(await ordinaryContext(session.id));
    expect(ctx).toMatchObject({
      user: { id: target.user.id },
      impersonatorUserId: admin.user.id,
      subject: { impersonating: true },
    });
    await db.userSession.update({ where: { id: adminCaller.sessionId }, data: { revokedAt: new Date() } });
    expect(await loadSessionContext(session.id)).toBeNull();
  });

  it("falls back to the user's next enabled group when the session's membership ends", async () => {
    const [g1, g2] = [await createGroup({}), await createGroup({})];
    const { user, membership } = await createUserInGroup({ group: g2!, role: "admin" });
    await createMembership({ userId: user.id, groupId: g1!.id, role: "default" });
    const caller = await signInAs(user.id, g2!.id);
    expect((await loadSessionContext(caller.sessionId))!.group.id).toBe(g2!.id);
    await db.membership.update({ where: { id: membership.id }, data: { status: "disabled" } });
    expect((await loadSessionContext(caller.sessionId))!.group.id).toBe(g1!.id);
  });
});

describe("a company that admits single sign-on only", () => {
  it("refuses a password session opened before it switched: 401 with no other company, the other company otherwise", async () => {
    const [sso, other] = [await createGroup({}), await createGroup({})];
    const { user } = await createUserInGroup({ group: sso, role: "default" });
    const caller = await signInAs(user.id, sso.id);
    expect((await callRoute(details.GET, { caller })).status).toBe(200);
    await db.group.update({ where: { id: sso.id }, data: { accessType: "sso_only" } });
    expect((await callRoute(details.GET, { caller })).status).toBe(401);
    expect(await loadSessionContext(caller.sessionId)).toBeNull();

    await createMembership({ userId: user.id, groupId: other.id, role: "default" });
    const moved = await callRoute(details.GET, { caller });
    expect(moved.status).toBe(200);
    expect(moved.body.group_id).toBe(other.id);
  });

  it("keeps a session that single sign-on opened, and an impersonation started from one", async () => {
    const group = await createGroup({});
    const admin = await createUserInGroup({ group, role: "admin" });
    const target = await createUserInGroup({ group, role: "default" });
    const adminCaller = await signInAs(admin.user.id, group.id);
    await db.userSession.update({ where: { id: adminCaller.sessionId }, data: { viaSso: true } });
    await db.group.update({ where: { id: group.id }, data: { accessType: "sso_only" } });
    expect((await callRoute(details.GET, { caller: adminCaller })).status).toBe(200);

    expect(
      (await callRoute(startImpersonation.POST, { caller: adminCaller, body: { user_id: target.user.id } })).status,
    ).toBe(200);
    const impersonation = await db.userSession.findFirstOrThrow({
      where: { userId: target.user.id, impersonatorUserId: admin.user.id },
    });
    expect(impersonation.viaSso).toBe(true);
    expect((await loadSessionContext(impersonation.id))!.user.id).toBe(target.user.id);
  });

  it("sign-in tickets: single sign-on marks the ticket, and a second-factor ticket carries its first factor", async () => {
    const group = await createGroup({});
    const { user } = await createUserInGroup({ group, role: "default" });
    const sso = await redeemSignInTicket(
      await issueSignInTicket({ userId: user.id, groupId: group.id, purpose: "sso" }),
    );
    expect(sso!.viaSso).toBe(true);
    const afterSaml = await redeemSignInTicket(
      await issueSignInTicket({ userId: user.id, groupId: group.id, purpose: "mfa", viaSso: true }),
    );
    expect(afterSaml!.viaSso).toBe(true);
    const afterPassword = await redeemSignInTicket(
      await issueSignInTicket({ userId: user.id, groupId: group.id, purpose: "mfa" }),
    );
    expect(afterPassword!.viaSso).toBe(false);
    const invite = await redeemSignInTicket(
      await issueSignInTicket({ userId: user.id, groupId: group.id, purpose: "invite" }),
    );
    expect(invite!.viaSso).toBe(false);
  });
});
