// The survey service (/nps/*) through its route handlers: sign-ins counted once per session, the show
// rule (5th sign-in, 90-day pause, demo-named groups, plain http, impersonation), replies and skips
// stored with server-side identity, the caller's own userId only.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs, type Caller } from "./helpers/http";
import { createEmployee, createGroup, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import * as track from "@/app/api/nps/tracklogin/route";
import * as reply from "@/app/api/nps/sendreply/route";
import * as skip from "@/app/api/nps/skipsurvey/route";
import { encode } from "next-auth/jwt";
import { createUserSession } from "@/lib/auth/user-session";

beforeAll(async () => {
  await setupTestDatabase();
}, 60_000);

const HTTPS = { "x-forwarded-proto": "https" };
const SECURE_COOKIE = "__Secure-authjs.session-token";

// Over https only the __Secure- session cookie counts (lib/auth/session-token.ts).
async function signInSecure(userId: string, groupId: number, impersonatorUserId?: string): Promise<Caller> {
  const session = await createUserSession({ userId, groupId, impersonatorUserId });
  const token = await encode({
    token: { sub: userId, sid: session.id },
    secret: process.env.AUTH_SECRET!,
    salt: SECURE_COOKIE,
  });
  return { cookie: `${SECURE_COOKIE}=${token}`, sessionId: session.id };
}

async function person(options: { groupName?: string; readOnly?: boolean; role?: "admin" | "default" } = {}) {
  const group = await createGroup({ name: options.groupName });
  const { user } = await createUserInGroup({ group, role: options.role ?? "admin", readOnly: options.readOnly });
  return { group, user };
}

async function trackSessions(
  userId: string,
  groupId: number,
  count: number,
  headers: Record<string, string> = HTTPS,
): Promise<{ last: boolean; caller: Caller }> {
  let last = false;
  let caller!: Caller;
  for (let i = 0; i < count; i++) {
    caller = "x-forwarded-proto" in headers ? await signInSecure(userId, groupId) : await signInAs(userId, groupId);
    const res = await callRoute(track.POST, { caller, body: { userId, platform: "core" }, headers });
    expect(res.status).toBe(200);
    last = res.body.show_survey;
  }
  return { last, caller };
}

describe("POST /nps/tracklogin", () => {
  it("shows the survey from the 5th sign-in, counting each session once", async () => {
    const p = await person();
    expect((await trackSessions(p.user.id, p.group.id, 4)).last).toBe(false);
    // The same session calling again does not count.
    const caller = await signInSecure(p.user.id, p.group.id);
    const first = await callRoute(track.POST, {
      caller,
      body: { userId: p.user.id, platform: "core" },
      headers: HTTPS,
    });
    expect(first.body).toEqual({ show_survey: true });
    expect((await db.surveyParticipant.findUniqueOrThrow({ where: { userId: p.user.id } })).loginCount).toBe(5);
    await callRoute(track.POST, { caller, body: { userId: p.user.id, platform: "core" }, headers: HTTPS });
    expect((await db.surveyParticipant.findUniqueOrThrow({ where: { userId: p.user.id } })).loginCount).toBe(5);
  });

  it("never shows it on plain http, for demo-named groups or while impersonating", async () => {
    const p = await person();
    expect((await trackSessions(p.user.id, p.group.id, 6, {})).last).toBe(false);
    const demo = await person({ groupName: "Acme DEMO company" });
    expect((await trackSessions(demo.user.id, demo.group.id, 6)).last).toBe(false);
    const target = await person();
    await trackSessions(target.user.id, target.group.id, 5);
    const admin = await createUserInGroup({ group: target.group, role: "admin" });
    const impersonated = await signInSecure(target.user.id, target.group.id, admin.user.id);
    expect(
      (
        await callRoute(track.POST, {
          caller: impersonated,
          body: { userId: target.user.id, platform: "core" },
          headers: HTTPS,
        })
      ).body.show_survey,
    ).toBe(false);
  });

  it("pauses 90 days after an answer", async () => {
    const p = await person();
    const { caller } = await trackSessions(p.user.id, p.group.id, 5);
    expect((await callRoute(reply.POST, { caller, body: { userId: p.user.id, score: 9 } })).status).toBe(200);
    expect((await trackSessions(p.user.id, p.group.id, 1)).last).toBe(false);
    await db.surveyParticipant.update({
      where: { userId: p.user.id },
      data: { lastRespondedAt: new Date(Date.now() - 91 * 86_400_000) },
    });
    expect((await trackSessions(p.user.id, p.group.id, 1)).last).toBe(true);
  });

  it("refuses another user's id and a wrong platform, naming the field", async () => {
    const p = await person();
    const other = await person();
    const caller = await signInAs(p.user.id, p.group.id);
    expect((await callRoute(track.POST, { caller, body: { userId: other.user.id, platform: "core" } })).status).toBe(
      403,
    );
    const bad = await callRoute(track.POST, { caller, body: { userId: p.user.id, platform: "mobile" } });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.platform).toBeDefined();
    expect((await callRoute(track.POST, { body: { userId: p.user.id, platform: "core" } })).status).toBe(401);
  });
});

describe("POST /nps/sendreply", () => {
  it("stores the reply with identity and account facts from the session, and audits it", async () => {
    const p = await person({ role: "default" });
    for (let i = 0; i < 3; i++) await createEmployee({ groupId: p.group.id });
    const caller = await signInAs(p.user.id, p.group.id);
    const res = await callRoute(reply.POST, {
      caller,
      body: {
        userId: p.user.id,
        platform: "core",
        name: "Someone Else",
        email: "forged@example.test",
        locale: "nl",
        score: 7,
        comment: "  Works well  ",
        activeIntegration: "sdworx",
        numberOfEmployees: 999,
        resellerId: null,
        groupId: p.group.id,
        groupName: "Forged",
        admin: true,
        role: "admin",
        accountEdition: "light",
        browserData: { userAgent: "jest", width: 1280 },
      },
    });
    expect(res.status).toBe(200);
    const row = await db.surveyReply.findFirstOrThrow({ where: { userId: p.user.id } });
    expect(row).toMatchObject({
      groupId: p.group.id,
      score: 7,
      comment: "Works well",
      locale: "nl",
      skipped: false,
      name: p.user.name,
      email: p.user.email,
      admin: false,
      role: "default",
      groupName: p.group.name,
      accountEdition: "full",
      numberOfEmployees: 3,
      activeIntegration: "sdworx",
      browserData: { userAgent: "jest", width: 1280 },
    });
    expect(
      await db.auditLog.count({ where: { groupId: p.group.id, objectType: "survey_reply", actorUserId: p.user.id } }),
    ).toBe(1);
  });

  it("lets a read-only user answer; an empty comment is stored as none", async () => {
    const p = await person({ readOnly: true, role: "default" });
    const res = await callRoute(reply.POST, {
      caller: await signInAs(p.user.id, p.group.id),
      body: { userId: p.user.id, score: 0, comment: "" },
    });
    expect(res.status).toBe(200);
    expect(await db.surveyReply.findFirstOrThrow({ where: { userId: p.user.id } })).toMatchObject({
      score: 0,
      comment: null,
    });
  });

  it("refuses another user's id, another group's id, and impersonation", async () => {
    const p = await person();
    const other = await person();
    const caller = await signInAs(p.user.id, p.group.id);
    expect((await callRoute(reply.POST, { caller, body: { userId: other.user.id, score: 5 } })).status).toBe(403);
    expect(
      (await callRoute(reply.POST, { caller, body: { userId: p.user.id, groupId: other.group.id, score: 5 } })).status,
    ).toBe(403);
    const admin = await createUserInGroup({ group: p.group, role: "admin" });
    const impersonated = await signInAs(p.user.id, p.group.id, admin.user.id);
    expect((await callRoute(reply.POST, { caller: impersonated, body: { userId: p.user.id, score: 5 } })).status).toBe(
      403,
    );
    expect(await db.surveyReply.count({ where: { userId: p.user.id } })).toBe(0);
  });

  it.each([
    ["score", { score: 11 }],
    ["score", { score: -1 }],
    ["score", { score: 4.5 }],
    ["score", { score: "8" }],
    ["comment", { score: 8, comment: "x".repeat(2001) }],
    ["colour", { score: 8, colour: "red" }],
    ["locale", { score: 8, locale: "english" }],
  ])("refuses a bad %s, naming it", async (field, body) => {
    const p = await person();
    const res = await callRoute(reply.POST, {
      caller: await signInAs(p.user.id, p.group.id),
      body: { userId: p.user.id, ...body },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields[field]).toBeDefined();
  });
});

describe("POST /nps/skipsurvey", () => {
  it("stores a skip, starts the pause and audits it", async () => {
    const p = await person();
    const { caller } = await trackSessions(p.user.id, p.group.id, 5);
    const res = await callRoute(skip.POST, { caller, body: { userId: p.user.id, platform: "core" } });
    expect(res.status).toBe(200);
    expect(await db.surveyReply.findFirstOrThrow({ where: { userId: p.user.id } })).toMatchObject({
      skipped: true,
      score: null,
    });
    expect(
      await db.auditLog.count({ where: { groupId: p.group.id, action: "skip", objectType: "survey_reply" } }),
    ).toBe(1);
    expect((await trackSessions(p.user.id, p.group.id, 1)).last).toBe(false);
  });

  it("refuses another user's id", async () => {
    const p = await person();
    const other = await person();
    expect(
      (
        await callRoute(skip.POST, {
          caller: await signInAs(p.user.id, p.group.id),
          body: { userId: other.user.id, platform: "core" },
        })
      ).status,
    ).toBe(403);
  });
});
