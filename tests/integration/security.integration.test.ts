// Security settings through their route handlers: access_type (admins only, audited, sso_only only with
// single sign-on set up and usable by the admin, enforced at password sign-in) and the custom domain
// (hostname rule, pending until proven by a DNS TXT record looked up on a real local DNS server, uniqueness
// of verified domains across groups and resellers, audit rows).
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs, type Caller } from "./helpers/http";
import { createGroup, createMembership, createUserInGroup, DEFAULT_TEST_PASSWORD } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { verifyCredentials } from "@/lib/auth/verify-credentials";
import { consumeSamlResponse } from "@/lib/federation/consume-saml-response";
import * as getSetting from "@/app/api/settings/selfservice/security/access/getSecuritySetting/route";
import * as setSetting from "@/app/api/settings/selfservice/security/access/setSecuritySetting/route";
import * as getDomain from "@/app/api/selfservice/domain/getCustomDomain/route";
import * as setDomain from "@/app/api/selfservice/domain/setCustomDomain/route";
import * as deleteDomain from "@/app/api/selfservice/domain/deleteCustomDomain/route";
import * as verifyDomain from "@/app/api/selfservice/domain/verifyCustomDomain/route";
import { invalidateBrandingCache, resolveBranding } from "@/lib/branding/resolve-branding";
import { startTestDnsServer, type TestDnsServer } from "../support/test-dns-server";
import * as switchAccount from "@/app/api/accounts/switch/route";

async function makeCompany() {
  const group = await createGroup({});
  const admin = await createUserInGroup({ group, role: "admin" });
  const readOnlyAdmin = await createUserInGroup({ group, role: "admin", readOnly: true });
  const manager = await createUserInGroup({ group, role: "team_only" });
  const user = await createUserInGroup({ group, role: "default" });
  return {
    group,
    admin: { ...admin, caller: await signInAs(admin.user.id, group.id) },
    readOnlyAdmin: { ...readOnlyAdmin, caller: await signInAs(readOnlyAdmin.user.id, group.id) },
    manager: { ...manager, caller: await signInAs(manager.user.id, group.id) },
    user: { ...user, caller: await signInAs(user.user.id, group.id) },
  };
}

let a: Awaited<ReturnType<typeof makeCompany>>;
let b: Awaited<ReturnType<typeof makeCompany>>;
const savedAppUrl = process.env.APP_URL;
const savedResolver = process.env.DNS_RESOLVER;
let dns: TestDnsServer;

beforeAll(async () => {
  await setupTestDatabase();
  process.env.APP_URL = "https://app.hrplatform.test";
  dns = await startTestDnsServer();
  process.env.DNS_RESOLVER = `127.0.0.1:${dns.port}`;
  a = await makeCompany();
  b = await makeCompany();
}, 60_000);

afterAll(async () => {
  process.env.APP_URL = savedAppUrl;
  if (savedResolver === undefined) delete process.env.DNS_RESOLVER;
  else process.env.DNS_RESOLVER = savedResolver;
  await dns.close();
});

const setAccess = (caller: Caller | null, body: unknown) => callRoute(setSetting.POST, { caller, body });
const setCustom = (caller: Caller | null, body: unknown) => callRoute(setDomain.POST, { caller, body });
const verify = (caller: Caller | null) => callRoute(verifyDomain.POST, { caller, body: {} });
const accessTypeOf = async (groupId: number) =>
  (await db.group.findUniqueOrThrow({ where: { id: groupId } })).accessType;

async function addSaml(groupId: number) {
  await db.samlSetting.upsert({
    where: { groupId },
    create: {
      groupId,
      entityId: "https://idp.example.test",
      singleSignOnUrl: "https://idp.example.test/sso",
      certificate: "x",
    },
    update: {},
  });
}

/** A session opened by the group's own SAML IdP (lib/federation/consume-saml-response.ts binds it). */
async function samlCaller(userId: string, groupId: number): Promise<Caller> {
  const caller = await signInAs(userId, groupId);
  await db.userSession.update({ where: { id: caller.sessionId }, data: { boundGroupId: groupId, viaSso: true } });
  return caller;
}

describe("security setting: access", () => {
  it("answers 401 without a session", async () => {
    expect((await callRoute(getSetting.GET, {})).status).toBe(401);
    expect((await setAccess(null, { access_type: "password_only" })).status).toBe(401);
  });

  it("reads the default password_and_sso for an admin", async () => {
    const res = await callRoute(getSetting.GET, { caller: a.admin.caller });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      access_type: "password_and_sso",
      saml_configured: false,
      can_use_sso_only: false,
    });
  });

  it("refuses non-admins (403) and read-only admins on writes", async () => {
    expect((await callRoute(getSetting.GET, { caller: a.manager.caller })).status).toBe(403);
    expect((await callRoute(getSetting.GET, { caller: a.user.caller })).status).toBe(403);
    expect((await setAccess(a.manager.caller, { access_type: "password_only" })).status).toBe(403);
    const ro = await setAccess(a.readOnlyAdmin.caller, { access_type: "password_only" });
    expect(ro.status).toBe(403);
    expect(ro.body.error.code).toBe("read_only");
    expect(await accessTypeOf(a.group.id)).toBe("password_and_sso");
  });

  it("refuses an unknown access_type with 422 naming the field, and unknown fields", async () => {
    const res = await setAccess(a.admin.caller, { access_type: "magic" });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toHaveProperty("access_type");
    expect((await setAccess(a.admin.caller, { access_type: "password_only", group_id: b.group.id })).status).toBe(422);
  });

  it("sets password_only in the caller's group only, audited", async () => {
    const res = await setAccess(a.admin.caller, { access_type: "password_only" });
    expect(res.status).toBe(200);
    expect(res.body.data.access_type).toBe("password_only");
    expect(await accessTypeOf(a.group.id)).toBe("password_only");
    expect(await accessTypeOf(b.group.id)).toBe("password_and_sso");
    const audit = await db.auditLog.findFirst({
      where: { groupId: a.group.id, objectType: "security_setting" },
      orderBy: { id: "desc" },
    });
    expect(audit).toMatchObject({ actorUserId: a.admin.user.id, action: "update" });
    expect(audit?.changes).toEqual({ access_type: { from: "password_and_sso", to: "password_only" } });
    await setAccess(a.admin.caller, { access_type: "password_and_sso" });
  });

  it("refuses password_only to an admin without a password (they would lock themselves out)", async () => {
    const ssoAdmin = await createUserInGroup({ group: b.group, role: "admin", password: null });
    const res = await setAccess(await signInAs(ssoAdmin.user.id, b.group.id), { access_type: "password_only" });
    expect(res.status).toBe(409);
    expect(res.body.error.fields).toHaveProperty("access_type");
  });

  it("refuses sso_only while the group has no single sign-on (409 naming access_type)", async () => {
    const res = await setAccess(a.admin.caller, { access_type: "sso_only" });
    expect(res.status).toBe(409);
    expect(res.body.error.fields).toHaveProperty("access_type");
    expect(await accessTypeOf(a.group.id)).toBe("password_and_sso");
  });

  it("refuses sso_only to an admin signed in with a password even with SAML set up (no lock-out)", async () => {
    await addSaml(a.group.id);
    const res = await setAccess(a.admin.caller, { access_type: "sso_only" });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/lock yourself out/);
    expect(await accessTypeOf(a.group.id)).toBe("password_and_sso");
  });

  it("allows sso_only to an admin signed in through the group's SAML, and password sign-in is then refused", async () => {
    const caller = await samlCaller(a.admin.user.id, a.group.id);
    expect((await callRoute(getSetting.GET, { caller })).body.data.can_use_sso_only).toBe(true);
    const res = await setAccess(caller, { access_type: "sso_only" });
    expect(res.status).toBe(200);
    expect(await accessTypeOf(a.group.id)).toBe("sso_only");

    const refused = await verifyCredentials({ email: a.user.user.email, password: DEFAULT_TEST_PASSWORD });
    expect(refused).toEqual({ ok: false, reason: "sso_required" });

    // A member of another group too keeps password access there.
    await createMembership({ userId: a.manager.user.id, groupId: b.group.id, role: "default" });
    const elsewhere = await verifyCredentials({ email: a.manager.user.email, password: DEFAULT_TEST_PASSWORD });
    expect(elsewhere.ok).toBe(true);
    if (elsewhere.ok) expect(elsewhere.session.groupId).toBe(b.group.id);
    // That password session can neither move into the SSO-only company nor fall into it.
    const inB = await signInAs(a.manager.user.id, b.group.id);
    const moved = await callRoute(switchAccount.POST, { caller: inB, body: { subdomain: a.group.subdomain } });
    expect(moved.status).toBe(403);
    await db.membership.updateMany({
      where: { userId: a.manager.user.id, groupId: b.group.id },
      data: { status: "disabled" },
    });
    expect((await callRoute(getSetting.GET, { caller: inB })).status).toBe(401);
    await db.membership.updateMany({
      where: { userId: a.manager.user.id, groupId: b.group.id },
      data: { status: "enabled" },
    });

    // A wrong password still says only that.
    expect(await verifyCredentials({ email: a.user.user.email, password: "wrong-password-x" })).toEqual({
      ok: false,
      reason: "invalid_credentials",
    });

    await setAccess(caller, { access_type: "password_and_sso" });
    expect((await verifyCredentials({ email: a.user.user.email, password: DEFAULT_TEST_PASSWORD })).ok).toBe(true);
  });

  it("counts a linked federated identity only while the federated login is configured", async () => {
    const other = await createUserInGroup({ group: b.group, role: "admin" });
    await db.account.create({
      data: { userId: other.user.id, type: "oidc", provider: "b2c", providerAccountId: `sub-${other.user.id}` },
    });
    const caller = await signInAs(other.user.id, b.group.id);
    expect((await setAccess(caller, { access_type: "sso_only" })).status).toBe(409);
    const saved = { ...process.env };
    Object.assign(process.env, {
      OIDC_ISSUER: "https://login.example.test",
      OIDC_CLIENT_ID: "id",
      OIDC_CLIENT_SECRET: "secret",
    });
    try {
      // Signed in with the password, the admin would be shut out by their own next request: refused.
      expect((await setAccess(caller, { access_type: "sso_only" })).status).toBe(409);
      // Signed in through the federated login, the same admin may switch, and stays signed in.
      await db.userSession.update({ where: { id: caller.sessionId }, data: { viaSso: true } });
      expect((await setAccess(caller, { access_type: "sso_only" })).status).toBe(200);
      expect(await accessTypeOf(b.group.id)).toBe("sso_only");
      expect((await setAccess(caller, { access_type: "password_and_sso" })).status).toBe(200);
    } finally {
      for (const key of ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"]) {
        if (saved[key] === undefined) delete process.env[key];
        else process.env[key] = saved[key];
      }
    }
  });

  it("password_only switches the group's SAML sign-in off", async () => {
    const group = await createGroup({});
    await addSaml(group.id);
    const respond = async () => {
      const id = `_req${Date.now()}${Math.random().toString(16).slice(2)}`;
      await db.samlRequest.create({ data: { id, groupId: group.id, expiresAt: new Date(Date.now() + 60_000) } });
      const xml = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="_r" InResponseTo="${id}"></samlp:Response>`;
      return consumeSamlResponse({ samlResponse: Buffer.from(xml).toString("base64"), baseUrl: "http://localhost" });
    };
    // With SSO allowed the (unsigned) response gets as far as validation ...
    expect(await respond()).toMatchObject({ kind: "failed", reason: "saml_invalid" });
    // ... with password_only it is refused before that.
    await db.group.update({ where: { id: group.id }, data: { accessType: "password_only" } });
    expect(await respond()).toMatchObject({ kind: "failed", reason: "not_configured" });
  });
});

describe("custom domain", () => {
  // A company of its own: the access tests above may switch b to sso_only, which refuses password sessions.
  let c: Awaited<ReturnType<typeof makeCompany>>;
  beforeAll(async () => {
    c = await makeCompany();
  });

  it("answers 401 without a session and 403 to non-admins and read-only admins", async () => {
    expect((await callRoute(getDomain.GET, {})).status).toBe(401);
    expect((await callRoute(getDomain.GET, { caller: a.manager.caller })).status).toBe(403);
    expect((await setCustom(a.user.caller, { domain_name: "hr.user.example" })).status).toBe(403);
    expect((await setCustom(a.readOnlyAdmin.caller, { domain_name: "hr.ro.example" })).status).toBe(403);
    expect((await callRoute(deleteDomain.POST, { caller: a.readOnlyAdmin.caller, body: {} })).status).toBe(403);
  });

  it("starts empty", async () => {
    const res = await callRoute(getDomain.GET, { caller: a.admin.caller });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      domain_name: null,
      status: null,
      verified_domain_name: null,
      dns_record: null,
      verification_record: null,
    });
  });

  it.each([
    ["10.0.0.1", "IP address"],
    ["hr.example.com:8443", "port"],
    ["https://hr.example.com", "scheme"],
    ["localhost", "no dot"],
    [`${"a".repeat(64)}.example.com`, "label too long"],
    ["hr_dept.example.com", "underscore"],
    ["-hr.example.com", "leading hyphen"],
    ["app.hrplatform.test", "our own domain"],
    ["acme.app.hrplatform.test", "a subdomain of ours"],
    ["", "empty"],
  ])("refuses %s (%s) with 422 naming domain_name", async (domain_name) => {
    const res = await setCustom(a.admin.caller, { domain_name });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toHaveProperty("domain_name");
  });

  it("normalises upper case, stores the domain as pending with a token, answers the CNAME and TXT records, audited", async () => {
    const domain = `hr.${a.group.subdomain}.example`;
    const res = await setCustom(a.admin.caller, { domain_name: `  HR.${a.group.subdomain.toUpperCase()}.Example ` });
    expect(res.status).toBe(200);
    const row = await db.group.findUniqueOrThrow({ where: { id: a.group.id } });
    expect(row).toMatchObject({
      customDomain: null,
      pendingCustomDomain: domain,
      customDomainToken: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(res.body.data).toEqual({
      domain_name: domain,
      status: "pending",
      verified_domain_name: null,
      dns_record: { type: "CNAME", name: domain, value: "app.hrplatform.test" },
      verification_record: {
        type: "TXT",
        name: `_hr-verification.${domain}`,
        value: `hr-verify=${row.customDomainToken}`,
      },
    });
    expect((await db.group.findUniqueOrThrow({ where: { id: c.group.id } })).pendingCustomDomain).toBeNull();
    const audit = await db.auditLog.findFirst({
      where: { groupId: a.group.id, objectType: "custom_domain" },
      orderBy: { id: "desc" },
    });
    expect(audit).toMatchObject({ actorUserId: a.admin.user.id, action: "update" });
    expect(audit?.changes).toEqual({ domain_name: { from: null, to: domain }, status: { from: null, to: "pending" } });
    expect((await callRoute(getDomain.GET, { caller: a.admin.caller })).body.data).toEqual(res.body.data);
    // Claiming it again keeps the token, so the TXT record already created stays valid.
    expect((await setCustom(a.admin.caller, { domain_name: domain })).body.data.verification_record.value).toBe(
      `hr-verify=${row.customDomainToken}`,
    );
    // Pending: no branding yet.
    invalidateBrandingCache();
    expect(await resolveBranding(domain)).toBeNull();
  });

  it("a pending claim blocks nobody: another group may claim the same domain", async () => {
    const domain = `hr.${a.group.subdomain}.example`;
    const res = await setCustom(c.admin.caller, { domain_name: domain });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe("pending");
    expect(res.body.data.verification_record.value).not.toBe(
      (await callRoute(getDomain.GET, { caller: a.admin.caller })).body.data.verification_record.value,
    );
  });

  it("verify: 422 without the TXT record or with a wrong token, 503 when DNS fails; the domain stays pending", async () => {
    const domain = `hr.${a.group.subdomain}.example`;
    const missing = await verify(a.admin.caller);
    expect(missing.status).toBe(422);
    expect(missing.body.error.fields.domain_name).toContain(`_hr-verification.${domain}`);
    expect(dns.queries).toContain(`_hr-verification.${domain}`);
    dns.txt.set(`_hr-verification.${domain}`, ["hr-verify=not-the-token", "v=spf1 -all"]);
    expect((await verify(a.admin.caller)).status).toBe(422);
    dns.failing.add(`_hr-verification.${domain}`);
    expect((await verify(a.admin.caller)).status).toBe(503);
    dns.failing.delete(`_hr-verification.${domain}`);
    expect((await db.group.findUniqueOrThrow({ where: { id: a.group.id } })).customDomain).toBeNull();
  });

  it("verify: only admins, and 409 when nothing is pending", async () => {
    expect((await verify(a.user.caller)).status).toBe(403);
    expect((await verify(a.readOnlyAdmin.caller)).status).toBe(403);
    expect((await verify(null)).status).toBe(401);
    const solo = await makeCompany();
    const nothing = await verify(solo.admin.caller);
    expect(nothing.status).toBe(409);
    expect(nothing.body.error.fields).toHaveProperty("domain_name");
  });

  it("verify with the right TXT record: the domain is verified, audited, and brands; the other group's claim then fails", async () => {
    const domain = `hr.${a.group.subdomain}.example`;
    const token = (await db.group.findUniqueOrThrow({ where: { id: a.group.id } })).customDomainToken!;
    const bToken = (await db.group.findUniqueOrThrow({ where: { id: c.group.id } })).customDomainToken!;
    // Both groups' records are published (say the domain changed hands): the first to verify gets it.
    dns.txt.set(`_hr-verification.${domain}`, ["v=spf1 -all", `hr-verify=${token}`, `hr-verify=${bToken}`]);
    const res = await verify(a.admin.caller);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      domain_name: domain,
      status: "verified",
      verified_domain_name: domain,
      dns_record: { type: "CNAME", name: domain, value: "app.hrplatform.test" },
      verification_record: null,
    });
    const row = await db.group.findUniqueOrThrow({ where: { id: a.group.id } });
    expect(row).toMatchObject({
      customDomain: domain,
      pendingCustomDomain: null,
      customDomainToken: null,
      customDomainVerifiedAt: expect.any(Date),
    });
    const audit = await db.auditLog.findFirst({
      where: { groupId: a.group.id, objectType: "custom_domain", action: "verify" },
    });
    expect(audit?.changes).toMatchObject({
      domain_name: { from: null, to: domain },
      status: { from: "pending", to: "verified" },
    });
    expect(await resolveBranding(domain)).toMatchObject({ kind: "group", name: a.group.name });

    const late = await verify(c.admin.caller);
    expect(late.status).toBe(409);
    expect(late.body.error.fields).toHaveProperty("domain_name");
    expect((await db.group.findUniqueOrThrow({ where: { id: c.group.id } })).customDomain).toBeNull();
    // And a verified domain cannot be claimed any more.
    expect((await setCustom(c.admin.caller, { domain_name: domain })).status).toBe(409);
  });

  it("refuses a domain a reseller holds (409)", async () => {
    const reseller = await db.reseller.create({
      data: { name: "Partner", customDomain: `hr.partner-${c.group.id}.example` },
    });
    const res = await setCustom(c.admin.caller, { domain_name: reseller.customDomain! });
    expect(res.status).toBe(409);
    expect(res.body.error.fields).toHaveProperty("domain_name");
  });

  it("a verified domain keeps serving while a new one is pending; setting the verified one back drops the claim", async () => {
    const domain = `hr.${a.group.subdomain}.example`;
    const next = `people.${a.group.subdomain}.example`;
    const res = await setCustom(a.admin.caller, { domain_name: next });
    expect(res.body.data).toMatchObject({ domain_name: next, status: "pending", verified_domain_name: domain });
    expect(await resolveBranding(domain)).toMatchObject({ kind: "group" });
    const back = await setCustom(a.admin.caller, { domain_name: domain });
    expect(back.body.data).toMatchObject({ domain_name: domain, status: "verified", verification_record: null });
    expect((await db.group.findUniqueOrThrow({ where: { id: a.group.id } })).pendingCustomDomain).toBeNull();
  });

  it("deletes the caller's own domain only (verified and pending), audited", async () => {
    const res = await callRoute(deleteDomain.POST, { caller: a.admin.caller, body: {} });
    expect(res.status).toBe(200);
    expect((await db.group.findUniqueOrThrow({ where: { id: a.group.id } })).customDomain).toBeNull();
    expect((await db.group.findUniqueOrThrow({ where: { id: c.group.id } })).pendingCustomDomain).not.toBeNull();
    const audit = await db.auditLog.findFirst({
      where: { groupId: a.group.id, objectType: "custom_domain", action: "delete" },
    });
    expect(audit?.changes).toMatchObject({ domain_name: { to: null } });
    expect(await resolveBranding(`hr.${a.group.subdomain}.example`)).toBeNull();
  });
});
