// Invitations through the route handlers, with mail over SMTP to a local sink: who may invite, the link
// read out of the mail, accepting as a new or an existing user, and every way a link is refused (404).
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs, type Caller } from "./helpers/http";
import { linkIn, SmtpSink } from "./helpers/smtp-sink";
import { postCallback, signedIn } from "./helpers/auth-flow";
import { createGroup, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { withdrawInvitation } from "@/lib/invitations/withdraw-invitation";
import { loadContext } from "@/lib/api/context";
import * as invite from "@/app/api/admin/user/invite/route";
import * as withdraw from "@/app/api/admin/user/withdrawInvite/route";
import * as isValid from "@/app/api/users/invite_tokens/[id]/[secret]/isvalid/route";
import * as accept from "@/app/api/users/invite_tokens/accept/route";
import * as details from "@/app/api/user/details/route";

const sink = new SmtpSink();
const PASSWORD = "an invited passphrase";

async function company(name: string) {
  const group = await createGroup({ name });
  const admin = await createUserInGroup({ group, role: "admin", language: "fr" });
  return { group, admin: { ...admin, caller: await signInAs(admin.user.id, group.id) } };
}
let a: Awaited<ReturnType<typeof company>>;
let b: Awaited<ReturnType<typeof company>>;

beforeAll(async () => {
  await setupTestDatabase();
  await sink.start();
  a = await company("Alpha NV");
  b = await company("Beta BV");
}, 60_000);
afterAll(() => sink.stop());

let n = 0;
const newEmail = () => `invitee-${Date.now().toString(36)}-${++n}@example.test`;

async function inviteAndReadLink(caller: Caller, email: string) {
  const before = sink.sentTo(email).length;
  const res = await callRoute(invite.POST, { caller, body: { emails: [email] } });
  expect(res.status).toBe(200);
  const mail = await sink.next(email, (m) => sink.sentTo(email).indexOf(m) >= before);
  const link = linkIn(mail, "/user/email_invites/");
  const [, , , userId, secret] = link.split("/");
  return { res, mail, link, userId: userId!, secret: secret! };
}

it("an admin invites a new person: user, invited membership, audit row, mail in the inviter's language", async () => {
  const email = newEmail();
  const { res, mail, userId, secret } = await inviteAndReadLink(a.admin.caller, email.toUpperCase());
  expect(res.body.data).toEqual([{ email, user_id: userId, status: "invited", mail_sent: true }]);
  expect(mail.subject).toContain("Alpha NV");
  expect(mail.text).toContain("Accepter l'invitation");
  const membership = await db.membership.findFirstOrThrow({ where: { userId, groupId: a.group.id } });
  expect(membership).toMatchObject({ status: "invited", role: "employee" });
  expect(await db.membershipInvite.findFirst({ where: { secretHash: secret } })).toBeNull();
  const audit = await db.auditLog.findFirst({
    where: { groupId: a.group.id, objectType: "user", objectId: userId, action: "invite" },
  });
  expect(audit?.actorUserId).toBe(a.admin.user.id);

  expect((await callRoute(isValid.GET, { params: { id: userId, secret } })).body).toEqual({ valid: true });
  const shown = await callRoute(details.GET, { query: { invited_user_id: userId, invite_secret: secret } });
  expect(shown.body).toMatchObject({ email, group_name: "Alpha NV", has_account: false });
});

it("a new user accepts with name and password, is signed in, and the link then answers 404", async () => {
  const email = newEmail();
  const { userId, secret } = await inviteAndReadLink(a.admin.caller, email);
  const bad = await callRoute(accept.POST, { body: { user_id: userId, secret, real_name: " ", password: "short" } });
  expect(bad.status).toBe(422);
  expect(Object.keys(bad.body.error.fields).sort()).toEqual(["password", "real_name"]);

  const res = await callRoute(accept.POST, {
    body: { user_id: userId, secret, real_name: "Jan Janssens", password: PASSWORD },
  });
  expect(res.status).toBe(200);
  expect(res.body.sign_in).toBe("ticket");
  const { jar } = await postCallback("ticket", { ticket: res.body.ticket });
  const me = await callRoute(details.GET, { caller: jar.caller() });
  expect(me.body).toMatchObject({ user_id: userId, group_id: a.group.id, real_name: "Jan Janssens", role: "employee" });
  expect((await db.membership.findFirstOrThrow({ where: { userId, groupId: a.group.id } })).status).toBe("enabled");

  expect((await callRoute(isValid.GET, { params: { id: userId, secret } })).status).toBe(404);
  expect(
    (await callRoute(accept.POST, { body: { user_id: userId, secret, real_name: "X", password: PASSWORD } })).status,
  ).toBe(404);
});

it("an existing user of another company confirms with their password; a wrong one is refused on the field", async () => {
  const existing = await createUserInGroup({ group: b.group, role: "default", password: PASSWORD });
  const { res: invited, userId, secret } = await inviteAndReadLink(a.admin.caller, existing.user.email);
  expect(userId).toBe(existing.user.id);
  expect(invited.body.data[0].status).toBe("invited");
  expect(
    (await callRoute(details.GET, { query: { invited_user_id: userId, invite_secret: secret } })).body.has_account,
  ).toBe(true);

  const wrong = await callRoute(accept.POST, { body: { user_id: userId, secret, password: "not my password" } });
  expect(wrong.status).toBe(422);
  expect(wrong.body.error.fields.password).toBeDefined();
  const ok = await callRoute(accept.POST, { body: { user_id: userId, secret, password: PASSWORD } });
  expect(ok.status).toBe(200);
  // Both companies now; the name and password were not touched.
  expect(await db.membership.count({ where: { userId, status: "enabled" } })).toBe(2);
  expect(signedIn((await postCallback("credentials", { email: existing.user.email, password: PASSWORD })).jar)).toBe(
    true,
  );
});

it("answers 404 for a wrong secret, another user's id, and a malformed link", async () => {
  const { userId, secret } = await inviteAndReadLink(a.admin.caller, newEmail());
  const other = await createUserInGroup({ group: a.group });
  for (const [id, s] of [
    [userId, `${secret.slice(0, -2)}xx`],
    [other.user.id, secret],
    [userId, "short"],
    ["not-a-uuid", secret],
  ]) {
    expect((await callRoute(isValid.GET, { params: { id: id!, secret: s! } })).status).toBe(404);
    expect((await callRoute(details.GET, { query: { invited_user_id: id!, invite_secret: s! } })).status).toBe(404);
    expect(
      (await callRoute(accept.POST, { body: { user_id: id, secret: s, real_name: "X", password: PASSWORD } })).status,
    ).toBe(404);
  }
});

it("a withdrawn invitation answers 404, audited; withdrawing is scoped to the company", async () => {
  const { userId, secret } = await inviteAndReadLink(a.admin.caller, newEmail());
  expect((await callRoute(withdraw.POST, { caller: b.admin.caller, body: { user_id: userId } })).status).toBe(404);
  expect((await callRoute(isValid.GET, { params: { id: userId, secret } })).status).toBe(200);

  const res = await callRoute(withdraw.POST, { caller: a.admin.caller, body: { user_id: userId } });
  expect(res.status).toBe(200);
  expect((await callRoute(isValid.GET, { params: { id: userId, secret } })).status).toBe(404);
  expect(
    (await callRoute(accept.POST, { body: { user_id: userId, secret, real_name: "X", password: PASSWORD } })).status,
  ).toBe(404);
  expect(await db.auditLog.count({ where: { groupId: a.group.id, objectId: userId, action: "withdraw_invite" } })).toBe(
    1,
  );
  expect((await callRoute(withdraw.POST, { caller: a.admin.caller, body: { user_id: userId } })).status).toBe(404);
});

it("withdrawInvitation(ctx, membershipId) refuses a membership of another company", async () => {
  const { userId } = await inviteAndReadLink(a.admin.caller, newEmail());
  const membership = await db.membership.findFirstOrThrow({ where: { userId, groupId: a.group.id } });
  const session = await db.userSession.findUniqueOrThrow({ where: { id: b.admin.caller.sessionId } });
  const ctxB = (await loadContext({
    id: session.id,
    userId: session.userId,
    groupId: session.groupId,
    impersonatorUserId: null,
    boundGroupId: null,
    viaSso: null,
  }))!;
  await expect(withdrawInvitation(ctxB, membership.id)).rejects.toMatchObject({ code: "not_found" });
});

it("re-inviting refreshes the secret: the old link dies, the new one works", async () => {
  const email = newEmail();
  const first = await inviteAndReadLink(a.admin.caller, email);
  const second = await inviteAndReadLink(a.admin.caller, email);
  expect(second.res.body.data[0].status).toBe("reinvited");
  expect((await callRoute(isValid.GET, { params: { id: first.userId, secret: first.secret } })).status).toBe(404);
  expect((await callRoute(isValid.GET, { params: { id: second.userId, secret: second.secret } })).status).toBe(200);
});

it("reports an enabled member per email without mailing them", async () => {
  const member = await createUserInGroup({ group: a.group, role: "default" });
  const email = newEmail();
  const res = await callRoute(invite.POST, { caller: a.admin.caller, body: { emails: [member.user.email, email] } });
  expect(res.body.data.map((r: { status: string }) => r.status)).toEqual(["already_member", "invited"]);
  expect(sink.sentTo(member.user.email)).toHaveLength(0);
});

describe("who may invite", () => {
  it("an admin of another company invites into their own company, never into yours", async () => {
    const email = newEmail();
    const { userId } = await inviteAndReadLink(b.admin.caller, email);
    expect(await db.membership.count({ where: { userId, groupId: a.group.id } })).toBe(0);
    expect(await db.membership.count({ where: { userId, groupId: b.group.id } })).toBe(1);
    // A group id in the body is refused, not followed.
    const sneaky = await callRoute(invite.POST, {
      caller: b.admin.caller,
      body: { emails: [newEmail()], group_id: a.group.id },
    });
    expect(sneaky.status).toBe(422);
    expect(sneaky.body.error.fields.group_id).toBeDefined();
  });

  it("a non-admin, a read-only admin and a signed-out caller cannot invite", async () => {
    const manager = await createUserInGroup({ group: a.group, role: "default" });
    const readOnlyAdmin = await createUserInGroup({ group: a.group, role: "admin", readOnly: true });
    const body = { emails: [newEmail()] };
    expect((await callRoute(invite.POST, { caller: await signInAs(manager.user.id, a.group.id), body })).status).toBe(
      403,
    );
    expect(
      (await callRoute(invite.POST, { caller: await signInAs(readOnlyAdmin.user.id, a.group.id), body })).status,
    ).toBe(403);
    expect((await callRoute(invite.POST, { body })).status).toBe(401);
    expect(await db.user.count({ where: { email: body.emails[0] } })).toBe(0);
  });

  it("names the bad address in the list", async () => {
    const res = await callRoute(invite.POST, {
      caller: a.admin.caller,
      body: { emails: ["ok@example.test", "not-an-email"] },
    });
    expect(res.status).toBe(422);
    // The message names the wrong address itself (in the admin's language), not just "emails".
    expect(res.body.error.fields["emails.1"]).toBe("not-an-email n'est pas une adresse e-mail valide");
    expect(
      (await callRoute(invite.POST, { caller: a.admin.caller, body: { emails: [] } })).body.error.fields.emails,
    ).toBe("Adresses e-mail est obligatoire");
  });
});

describe("accepting into a company that admits single sign-on only", () => {
  // The invitation is sent first: once the company admits SSO only, the admin's password session is refused.
  async function ssoOnlyInvitation(withSaml: boolean, email: string) {
    const c = await company(`Sso Only ${Date.now().toString(36)}`);
    const link = await inviteAndReadLink(c.admin.caller, email);
    await db.group.update({ where: { id: c.group.id }, data: { accessType: "sso_only" } });
    if (withSaml) {
      await db.samlSetting.create({
        data: {
          groupId: c.group.id,
          entityId: "https://idp.example.test",
          singleSignOnUrl: "https://idp.example.test/sso",
          certificate: "x",
        },
      });
    }
    return { ...c, ...link };
  }

  it("a new user gives a name only: the membership is enabled, no password and no session, and the answer points to SAML", async () => {
    const c = await ssoOnlyInvitation(true, newEmail());
    const { userId, secret } = c;
    const noName = await callRoute(accept.POST, { body: { user_id: userId, secret } });
    expect(noName.status).toBe(422);
    expect(Object.keys(noName.body.error.fields)).toEqual(["real_name"]);
    const res = await callRoute(accept.POST, { body: { user_id: userId, secret, real_name: "Sara Single" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ticket: null,
      sign_in: "sso",
      sso_url: `/login/saml/${c.group.subdomain}`,
      data: { user_id: userId, group_id: c.group.id },
    });
    expect((await db.membership.findFirstOrThrow({ where: { userId, groupId: c.group.id } })).status).toBe("enabled");
    const user = await db.user.findUniqueOrThrow({ where: { id: userId }, omit: { passwordHash: false } });
    expect(user).toMatchObject({ name: "Sara Single", passwordHash: null });
    expect(await db.signInTicket.count({ where: { userId } })).toBe(0);
    expect(await db.userSession.count({ where: { userId } })).toBe(0);
    expect((await callRoute(isValid.GET, { params: { id: userId, secret } })).status).toBe(404);
  });

  it("an existing user confirms with their password, gets no ticket, and is sent to the federated login when there is no SAML", async () => {
    const saved = {
      issuer: process.env.OIDC_ISSUER,
      id: process.env.OIDC_CLIENT_ID,
      secret: process.env.OIDC_CLIENT_SECRET,
    };
    process.env.OIDC_ISSUER = "https://login.example.test";
    process.env.OIDC_CLIENT_ID = "hr";
    process.env.OIDC_CLIENT_SECRET = "s3cret";
    try {
      const existing = await createUserInGroup({ group: b.group, role: "default", password: PASSWORD });
      const c = await ssoOnlyInvitation(false, existing.user.email);
      const { userId, secret } = c;
      const noPassword = await callRoute(accept.POST, { body: { user_id: userId, secret } });
      expect(noPassword.status).toBe(422);
      expect(noPassword.body.error.fields).toHaveProperty("password");
      const res = await callRoute(accept.POST, { body: { user_id: userId, secret, password: PASSWORD } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ticket: null, sign_in: "sso", sso_url: "/login/b2c" });
      expect((await db.membership.findFirstOrThrow({ where: { userId, groupId: c.group.id } })).status).toBe("enabled");
      expect(await db.signInTicket.count({ where: { userId, purpose: "invite" } })).toBe(0);
    } finally {
      for (const [key, value] of [
        ["OIDC_ISSUER", saved.issuer],
        ["OIDC_CLIENT_ID", saved.id],
        ["OIDC_CLIENT_SECRET", saved.secret],
      ] as const) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });

  it("a company with password sign-in still asks a new user for a password", async () => {
    const { userId, secret } = await inviteAndReadLink(a.admin.caller, newEmail());
    const res = await callRoute(accept.POST, { body: { user_id: userId, secret, real_name: "No Pass" } });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toHaveProperty("password");
  });
});
