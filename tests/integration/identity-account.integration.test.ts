// The user's own account through the route handlers: profile, email change confirmed by mail, language,
// notification settings, set-up wizard, password change, two-factor on and off. Each change is audited
// (objectType "user"); read-only users may change their own account; an impersonating admin may not
// touch credentials.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs } from "./helpers/http";
import { linkIn, SmtpSink } from "./helpers/smtp-sink";
import { postCallback, signedIn } from "./helpers/auth-flow";
import { enableTwoFactor } from "./helpers/two-factor";
import { createGroup, createUserInGroup, DEFAULT_TEST_PASSWORD } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { decryptField } from "@/lib/crypto/field-encryption";
import { endUserSessions } from "@/lib/auth/user-session";
import * as updateProfile from "@/app/api/user/updateProfile/route";
import * as updateEmail from "@/app/api/user/updateEmail/route";
import * as confirmEmail from "@/app/api/user/confirmEmail/route";
import * as changeLang from "@/app/api/user/changeLang/route";
import * as weeklyDigest from "@/app/api/user/weeklyDigest/route";
import * as importantDocs from "@/app/api/user/notificationSettings/importantDocuments/route";
import * as wizard from "@/app/api/user/setupWizardDone/route";
import * as changePassword from "@/app/api/user/changePassword/route";
import * as mfaStatus from "@/app/api/users/mfa/status/route";
import * as mfaSet from "@/app/api/users/mfa/set/route";
import * as details from "@/app/api/user/details/route";

const sink = new SmtpSink();
let group: Awaited<ReturnType<typeof createGroup>>;

beforeAll(async () => {
  await setupTestDatabase();
  await sink.start();
  group = await createGroup({});
}, 60_000);
afterAll(() => sink.stop());

async function member(options: { readOnly?: boolean } = {}) {
  const created = await createUserInGroup({ group, role: "default", readOnly: options.readOnly ?? false });
  return { ...created, caller: await signInAs(created.user.id, group.id) };
}
const lastAudit = (userId: string, action: string) =>
  db.auditLog.findFirst({
    where: { groupId: group.id, objectType: "user", objectId: userId, action },
    orderBy: { id: "desc" },
  });

describe("profile", () => {
  it("a read-only user updates their own name, audited", async () => {
    const u = await member({ readOnly: true });
    const res = await callRoute(updateProfile.POST, { caller: u.caller, body: { real_name: "  Nieuwe Naam " } });
    expect(res.status).toBe(200);
    expect((await callRoute(details.GET, { caller: u.caller })).body.real_name).toBe("Nieuwe Naam");
    expect((await lastAudit(u.user.id, "update"))?.changes).toEqual({
      real_name: { from: u.user.name, to: "Nieuwe Naam" },
    });
  });

  it("names the field of bad input", async () => {
    const u = await member();
    expect(
      (await callRoute(updateProfile.POST, { caller: u.caller, body: { real_name: "" } })).body.error.fields.real_name,
    ).toBe("Name is required");
    expect(
      (await callRoute(updateProfile.POST, { caller: u.caller, body: { real_name: "x".repeat(101) } })).body.error
        .fields.real_name,
    ).toMatch(/at most 100/);
    expect(
      (await callRoute(updateProfile.POST, { caller: u.caller, body: { real_name: "ok", email: "x@y.z" } })).body.error
        .fields.email,
    ).toBeDefined();
    expect((await callRoute(updateProfile.POST, { body: { real_name: "x" } })).status).toBe(401);
  });

  it("changes the language and dialect", async () => {
    const u = await member();
    expect(
      (await callRoute(changeLang.POST, { caller: u.caller, body: { lang: "fr", dialect: "fr-BE" } })).status,
    ).toBe(200);
    expect((await callRoute(details.GET, { caller: u.caller })).body).toMatchObject({
      language: "fr",
      dialect: "fr-BE",
    });
    expect(
      (await callRoute(changeLang.POST, { caller: u.caller, body: { lang: "de" } })).body.error.fields.lang,
    ).toBeDefined();
    expect(
      (await callRoute(changeLang.POST, { caller: u.caller, body: { lang: "nl", dialect: "<script>" } })).body.error
        .fields.dialect,
    ).toBeDefined();
    expect((await lastAudit(u.user.id, "update"))?.changes).toMatchObject({ language: { from: "en", to: "fr" } });
  });

  it("weekly digest, important-document notifications and the set-up wizard", async () => {
    const u = await member({ readOnly: true });
    expect((await callRoute(weeklyDigest.GET, { caller: u.caller })).body).toEqual({ weekly_digest: false });
    expect((await callRoute(weeklyDigest.POST, { caller: u.caller, body: { weekly_digest: true } })).status).toBe(200);
    expect((await callRoute(weeklyDigest.GET, { caller: u.caller })).body).toEqual({ weekly_digest: true });
    expect(
      (await callRoute(weeklyDigest.POST, { caller: u.caller, body: { weekly_digest: "yes" } })).body.error.fields
        .weekly_digest,
    ).toBeDefined();

    expect((await callRoute(importantDocs.GET, { caller: u.caller })).body).toEqual({ email: true, in_app: true });
    expect((await callRoute(importantDocs.POST, { caller: u.caller, body: { email: false } })).body).toEqual({
      email: false,
      in_app: true,
    });
    expect((await callRoute(importantDocs.GET, { caller: u.caller })).body).toEqual({ email: false, in_app: true });
    expect((await callRoute(importantDocs.POST, { caller: u.caller, body: {} })).status).toBe(422);
    expect((await lastAudit(u.user.id, "update"))?.changes).toEqual({
      important_documents_email: { from: true, to: false },
    });

    await db.user.update({ where: { id: u.user.id }, data: { setupWizardDone: false } });
    expect((await callRoute(wizard.POST, { caller: u.caller })).body).toEqual({ setup_wizard_done: true });
    expect((await db.user.findUniqueOrThrow({ where: { id: u.user.id } })).setupWizardDone).toBe(true);
  });
});

describe("email change", () => {
  it("refuses a wrong password and changes nothing", async () => {
    const u = await member();
    const res = await callRoute(updateEmail.POST, {
      caller: u.caller,
      body: { email: `new-${Date.now()}@example.test`, password: "wrong password" },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.password).toBe("Password is not correct");
    expect(await db.emailChangeRequest.count({ where: { userId: u.user.id } })).toBe(0);
  });

  it("applies only after the link mailed to the new address is used, and tells the old address", async () => {
    const u = await member();
    const newAddress = `moved-${Date.now()}@example.test`;
    const res = await callRoute(updateEmail.POST, {
      caller: u.caller,
      body: { email: newAddress, password: DEFAULT_TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.pending_email).toBe(newAddress);
    expect((await callRoute(details.GET, { caller: u.caller })).body.email).toBe(u.user.email);

    const token = linkIn(await sink.next(newAddress), "/login/confirm-email/")
      .split("/")
      .pop()!;
    expect((await callRoute(confirmEmail.POST, { body: { token } })).status).toBe(200);
    expect((await callRoute(details.GET, { caller: u.caller })).body.email).toBe(newAddress);
    const notice = await sink.next(u.user.email);
    expect(notice.text).toContain(newAddress);
    expect((await lastAudit(u.user.id, "update"))?.changes).toEqual({ email: { from: u.user.email, to: newAddress } });
    // Used once only.
    expect((await callRoute(confirmEmail.POST, { body: { token } })).status).toBe(404);
  });

  it("refuses an address in use, its own address, and while impersonating", async () => {
    const u = await member();
    const other = await member();
    expect(
      (
        await callRoute(updateEmail.POST, {
          caller: u.caller,
          body: { email: other.user.email, password: DEFAULT_TEST_PASSWORD },
        })
      ).body.error.fields.email,
    ).toMatch(/already used/);
    expect(
      (
        await callRoute(updateEmail.POST, {
          caller: u.caller,
          body: { email: u.user.email, password: DEFAULT_TEST_PASSWORD },
        })
      ).body.error.fields.email,
    ).toBeDefined();
    const admin = await createUserInGroup({ group, role: "admin" });
    const impersonated = await signInAs(u.user.id, group.id, admin.user.id);
    expect(
      (
        await callRoute(updateEmail.POST, {
          caller: impersonated,
          body: { email: `x-${Date.now()}@example.test`, password: DEFAULT_TEST_PASSWORD },
        })
      ).status,
    ).toBe(403);
  });
});

describe("password change", () => {
  it("needs the current password, ends the other sessions and keeps this one", async () => {
    const u = await member();
    const other = await signInAs(u.user.id, group.id);
    const wrong = await callRoute(changePassword.POST, {
      caller: u.caller,
      body: { current_password: "nope", new_password: "the next passphrase" },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields.current_password).toBeDefined();

    const res = await callRoute(changePassword.POST, {
      caller: u.caller,
      body: { current_password: DEFAULT_TEST_PASSWORD, new_password: "the next passphrase" },
    });
    expect(res.status).toBe(200);
    expect(res.body.other_sessions_ended).toBe(1);
    expect((await callRoute(details.GET, { caller: u.caller })).status).toBe(200);
    expect((await callRoute(details.GET, { caller: other })).status).toBe(401);
    expect(
      signedIn((await postCallback("credentials", { email: u.user.email, password: "the next passphrase" })).jar),
    ).toBe(true);
    expect(await lastAudit(u.user.id, "change_password")).not.toBeNull();
  });

  it("names the new_password field when it breaks the rules", async () => {
    const u = await member();
    const body = (new_password: string) => ({ current_password: DEFAULT_TEST_PASSWORD, new_password });
    expect(
      (await callRoute(changePassword.POST, { caller: u.caller, body: body("short") })).body.error.fields.new_password,
    ).toMatch(/at least/);
    expect(
      (await callRoute(changePassword.POST, { caller: u.caller, body: body(u.user.email) })).body.error.fields
        .new_password,
    ).toMatch(/email/);
    expect(
      (await callRoute(changePassword.POST, { caller: u.caller, body: body(DEFAULT_TEST_PASSWORD) })).body.error.fields
        .new_password,
    ).toMatch(/differ/);
  });

  it("endUserSessions ends all sessions of a user, or all but one", async () => {
    const u = await member();
    const second = await signInAs(u.user.id, group.id);
    expect(await endUserSessions(u.user.id, { exceptSessionId: second.sessionId })).toBe(1);
    expect((await callRoute(details.GET, { caller: second })).status).toBe(200);
    expect(await endUserSessions(u.user.id)).toBe(1);
    expect((await callRoute(details.GET, { caller: second })).status).toBe(401);
  });
});

describe("two-factor", () => {
  it("enrols with a QR code and a code, stores the secret encrypted and the recovery codes hashed", async () => {
    const u = await member({ readOnly: true });
    expect((await callRoute(mfaStatus.GET, { caller: u.caller })).body).toEqual({
      mfa_enabled: false,
      enrolment_pending: false,
      recovery_codes_left: 0,
    });
    const start = await callRoute(mfaSet.POST, { caller: u.caller, body: { mfa_enabled: true } });
    expect(start.body.enrolment.qr_code).toMatch(/^data:image\/png;base64,/);
    expect(start.body.enrolment.otpauth_url).toContain(encodeURIComponent(u.user.email).replace(/%40/, "%40"));
    const row = await db.userTwoFactor.findUniqueOrThrow({ where: { userId: u.user.id } });
    expect(row.secretEnc).not.toContain(start.body.enrolment.secret);
    expect(decryptField(row.secretEnc)).toBe(start.body.enrolment.secret);
    expect((await callRoute(mfaStatus.GET, { caller: u.caller })).body.enrolment_pending).toBe(true);

    const wrong = await callRoute(mfaSet.POST, { caller: u.caller, body: { mfa_enabled: true, code: "000000" } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields.code).toBeDefined();
    expect(
      (await callRoute(mfaSet.POST, { caller: u.caller, body: { mfa_enabled: true, code: "12ab56" } })).body.error
        .fields.code,
    ).toMatch(/6 digits/);

    await callRoute(mfaSet.POST, { caller: u.caller, body: { mfa_enabled: false } }); // cancel the pending set-up
    const { recoveryCodes } = await enableTwoFactor(u.caller);
    expect(recoveryCodes).toHaveLength(10);
    const stored = await db.twoFactorRecoveryCode.findMany({ where: { userId: u.user.id } });
    expect(stored.map((s) => s.codeHash)).not.toContain(recoveryCodes[0]);
    expect((await callRoute(mfaStatus.GET, { caller: u.caller })).body).toEqual({
      mfa_enabled: true,
      enrolment_pending: false,
      recovery_codes_left: 10,
    });
    expect((await lastAudit(u.user.id, "mfa_enable"))?.changes).toEqual({ mfa_enabled: { from: false, to: true } });
    expect((await callRoute(mfaSet.POST, { caller: u.caller, body: { mfa_enabled: true } })).status).toBe(409);
  });

  it("turning it off needs the password again", async () => {
    const u = await member();
    await enableTwoFactor(u.caller);
    expect(
      (await callRoute(mfaSet.POST, { caller: u.caller, body: { mfa_enabled: false } })).body.error.fields.password,
    ).toBe("Password is required");
    expect(
      (await callRoute(mfaSet.POST, { caller: u.caller, body: { mfa_enabled: false, password: "wrong" } })).body.error
        .fields.password,
    ).toBeDefined();
    expect(
      (
        await callRoute(mfaSet.POST, {
          caller: u.caller,
          body: { mfa_enabled: false, password: DEFAULT_TEST_PASSWORD },
        })
      ).body,
    ).toEqual({ mfa_enabled: false });
    expect(await db.twoFactorRecoveryCode.count({ where: { userId: u.user.id } })).toBe(0);
    expect(await lastAudit(u.user.id, "mfa_disable")).not.toBeNull();
  });

  it("an impersonating admin cannot change it", async () => {
    const u = await member();
    const admin = await createUserInGroup({ group, role: "admin" });
    const res = await callRoute(mfaSet.POST, {
      caller: await signInAs(u.user.id, group.id, admin.user.id),
      body: { mfa_enabled: true },
    });
    expect(res.status).toBe(403);
  });
});
