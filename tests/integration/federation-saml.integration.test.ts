// SAML per group: the settings API (admins, validated certificate, audited), SP-initiated sign-in
// (AuthnRequest to the group's IdP), and the assertion consumer service (POST /login/callback) validating
// responses signed in the test with a generated key: a good one signs the member in with a new session;
// unsigned, signed-by-another-key, replayed, unsolicited, wrong-audience responses and people who are no
// enabled member of the group are refused.
import { NextRequest } from "next/server";
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs } from "./helpers/http";
import { BASE, redeemTicketOverHttp } from "./helpers/federation";
import {
  authnRequestId,
  buildSamlResponse,
  createIdpKey,
  type ResponseOptions,
  type TestIdpKey,
} from "./helpers/saml-idp";
import { createGroup, createMembership, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import * as getSetting from "@/app/api/settings/selfservice/saml/getSamlSetting/route";
import * as setSetting from "@/app/api/settings/selfservice/saml/setSamlSetting/route";
import * as samlStart from "@/app/(auth)/login/saml/[subdomain]/route";
import * as samlMetadata from "@/app/(auth)/login/saml/[subdomain]/metadata/route";
import * as acs from "@/app/(auth)/login/callback/route";
import * as userDetails from "@/app/api/user/details/route";
import * as listAccounts from "@/app/api/accounts/listAccessableTrustedAccounts/route";
import * as switchAccount from "@/app/api/accounts/switch/route";
import * as changePassword from "@/app/api/user/changePassword/route";
import * as linkAccount from "@/app/api/users/accounts/link/route";
import * as b2cStart from "@/app/(auth)/login/b2c/route";
import { enableTwoFactor, totpCode } from "./helpers/two-factor";
import { postCallback, signedIn } from "./helpers/auth-flow";

jest.mock("@/lib/federation/sign-in-with-ticket", () => ({ signInWithTicket: jest.fn(async () => undefined) }));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { signInWithTicket } = require("@/lib/federation/sign-in-with-ticket") as { signInWithTicket: jest.Mock };

let idp: TestIdpKey;
let otherKey: TestIdpKey;
const IDP_ENTITY = "https://idp.example.test/metadata";
const IDP_SSO = "https://idp.example.test/sso";

beforeAll(async () => {
  await setupTestDatabase();
  [idp, otherKey] = await Promise.all([createIdpKey(), createIdpKey()]);
}, 60_000);

beforeEach(() => {
  signInWithTicket.mockClear();
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

async function groupWithSaml() {
  const group = await createGroup();
  const admin = await createUserInGroup({ group, role: "admin" });
  const member = await createUserInGroup({ group, role: "default" });
  const res = await callRoute(setSetting.POST, {
    caller: await signInAs(admin.user.id, group.id),
    body: { entity_id: IDP_ENTITY, single_sign_on_url: IDP_SSO, certificate: idp.cert },
  });
  expect(res.status).toBe(200);
  return { group, admin, member };
}

/** SP-initiated: our AuthnRequest's ID, as the IdP would read it. */
async function requestId(subdomain: string) {
  const res = await samlStart.GET(new NextRequest(`${BASE}/login/saml/${subdomain}`), {
    params: Promise.resolve({ subdomain }),
  });
  expect(res.status).toBe(303);
  const location = res.headers.get("location")!;
  expect(location.startsWith(`${IDP_SSO}?SAMLRequest=`)).toBe(true);
  return authnRequestId(location);
}

function response(subdomain: string, o: Partial<ResponseOptions> & { email: string }) {
  return buildSamlResponse({
    issuer: IDP_ENTITY,
    audience: `${BASE}/login/saml/${subdomain}/metadata`,
    acsUrl: `${BASE}/login/callback`,
    signAssertionWith: idp,
    ...o,
  });
}

async function post(samlResponse: string) {
  const res = await acs.POST(
    new NextRequest(`${BASE}/login/callback`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: "" }).toString(),
    }),
  );
  return {
    status: res.status,
    location: res.headers.get("location"),
    ticket: signInWithTicket.mock.calls.at(-1)?.[0] as string | undefined,
  };
}

const REFUSED = `${BASE}/login/sso-failed?reason=saml_invalid`;

describe("SAML settings API", () => {
  it("an admin reads and writes the settings; the certificate is validated and normalised; changes are audited", async () => {
    const group = await createGroup();
    const admin = await createUserInGroup({ group, role: "admin" });
    const caller = await signInAs(admin.user.id, group.id);
    const empty = await callRoute(getSetting.GET, { caller });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toBeNull();
    expect(empty.body.service_provider).toEqual({
      entity_id: `${BASE}/login/saml/${group.subdomain}/metadata`,
      acs_url: `${BASE}/login/callback`,
      metadata_url: `${BASE}/login/saml/${group.subdomain}/metadata`,
      sign_in_url: `${BASE}/login/saml/${group.subdomain}`,
    });

    // Pasted without the armour lines and with odd wrapping: accepted and stored as PEM.
    const bare = idp.cert.replace(/-----(BEGIN|END) CERTIFICATE-----/g, "").replace(/\n/g, " \n ");
    const saved = await callRoute(setSetting.POST, {
      caller,
      body: { entity_id: IDP_ENTITY, single_sign_on_url: IDP_SSO, certificate: bare },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      entity_id: IDP_ENTITY,
      single_sign_on_url: IDP_SSO,
      certificate_subject: "CN=Test IdP",
      certificate_expired: false,
    });
    expect(saved.body.data.certificate).toMatch(/^-----BEGIN CERTIFICATE-----\n/);
    const audit = await db.auditLog.findFirstOrThrow({ where: { groupId: group.id, objectType: "saml_setting" } });
    expect(audit.action).toBe("create");
    expect(JSON.stringify(audit.changes)).toContain("single_sign_on_url");
    expect((await callRoute(getSetting.GET, { caller })).body.data.entity_id).toBe(IDP_ENTITY);
  });

  it("refuses a bad certificate, an expired one, a non-https address, missing and unknown fields, naming the field", async () => {
    const group = await createGroup();
    const admin = await createUserInGroup({ group, role: "admin" });
    const caller = await signInAs(admin.user.id, group.id);
    const good = { entity_id: IDP_ENTITY, single_sign_on_url: IDP_SSO, certificate: idp.cert };
    const expired = await createIdpKey({
      notBefore: new Date(Date.now() - 3 * 86_400_000),
      notAfter: new Date(Date.now() - 86_400_000),
    });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...good, certificate: "not a certificate" }, "certificate"],
      [{ ...good, certificate: "-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----" }, "certificate"],
      [{ ...good, certificate: idp.key }, "certificate"],
      [{ ...good, certificate: `${idp.cert}\n${otherKey.cert}` }, "certificate"],
      [{ ...good, certificate: expired.cert }, "certificate"],
      [{ ...good, single_sign_on_url: "http://idp.example.test/sso" }, "single_sign_on_url"],
      [{ ...good, single_sign_on_url: "javascript:alert(1)" }, "single_sign_on_url"],
      [{ ...good, entity_id: "" }, "entity_id"],
      [{ single_sign_on_url: IDP_SSO, certificate: idp.cert }, "entity_id"],
      [{ ...good, group_id: 1 }, "group_id"],
    ];
    for (const [body, field] of cases) {
      const res = await callRoute(setSetting.POST, { caller, body });
      expect([res.status, field, Object.keys(res.body.error.fields ?? {})]).toEqual([
        422,
        field,
        expect.arrayContaining([field]),
      ]);
    }
    expect(await db.samlSetting.count({ where: { groupId: group.id } })).toBe(0);
  });

  it("is for admins only: a default user gets 403, a read-only admin cannot write, signed out is 401", async () => {
    const group = await createGroup();
    const user = await createUserInGroup({ group, role: "default" });
    const readOnly = await createUserInGroup({ group, role: "admin", readOnly: true });
    const body = { entity_id: IDP_ENTITY, single_sign_on_url: IDP_SSO, certificate: idp.cert };
    expect((await callRoute(getSetting.GET, { caller: await signInAs(user.user.id, group.id) })).status).toBe(403);
    expect((await callRoute(setSetting.POST, { caller: await signInAs(user.user.id, group.id), body })).status).toBe(
      403,
    );
    const ro = await signInAs(readOnly.user.id, group.id);
    expect((await callRoute(getSetting.GET, { caller: ro })).status).toBe(200);
    expect((await callRoute(setSetting.POST, { caller: ro, body })).status).toBe(403);
    expect((await callRoute(setSetting.POST, { body })).status).toBe(401);
  });
});

describe("SP-initiated sign-in and the assertion consumer service", () => {
  it("serves our metadata, redirects to the IdP with an AuthnRequest, and signs a member in with a signed assertion", async () => {
    const { group, member } = await groupWithSaml();
    const meta = await samlMetadata.GET(new NextRequest(`${BASE}/login/saml/${group.subdomain}/metadata`), {
      params: Promise.resolve({ subdomain: group.subdomain }),
    });
    expect(meta.status).toBe(200);
    const xml = await meta.text();
    expect(xml).toContain(`entityID="${BASE}/login/saml/${group.subdomain}/metadata"`);
    expect(xml).toContain(`Location="${BASE}/login/callback"`);

    const id = await requestId(group.subdomain);
    expect(await db.samlRequest.count({ where: { id, groupId: group.id } })).toBe(1);
    const earlier = await signInAs(member.user.id, group.id);
    const res = await post(response(group.subdomain, { inResponseTo: id, email: member.user.email.toUpperCase() }));
    expect(res.status).toBe(303);
    expect(res.location).toBe(`${BASE}/`);
    expect(res.ticket).toBeTruthy();
    const session = await redeemTicketOverHttp(res.ticket!);
    expect(session.sessionId).toBeTruthy();
    expect(session.sessionId).not.toBe(earlier.sessionId);
    const me = await callRoute(userDetails.GET, { caller: { cookie: session.cookie, sessionId: session.sessionId! } });
    expect(me.body).toMatchObject({ user_id: member.user.id, group_id: group.id });
  });

  it("an assertion signed only at the response level passes too, as long as it is the group's key", async () => {
    const { group, member } = await groupWithSaml();
    const id = await requestId(group.subdomain);
    const res = await post(
      response(group.subdomain, {
        inResponseTo: id,
        email: member.user.email,
        signAssertionWith: idp,
        signResponseWith: idp,
      }),
    );
    expect(res.location).toBe(`${BASE}/`);
  });

  it("refuses an unsigned response and one whose assertion is unsigned", async () => {
    const { group, member } = await groupWithSaml();
    const unsigned = await post(
      response(group.subdomain, {
        inResponseTo: await requestId(group.subdomain),
        email: member.user.email,
        signAssertionWith: null,
      }),
    );
    expect(unsigned.location).toBe(REFUSED);
    const envelopeOnly = await post(
      response(group.subdomain, {
        inResponseTo: await requestId(group.subdomain),
        email: member.user.email,
        signAssertionWith: null,
        signResponseWith: idp,
      }),
    );
    expect(envelopeOnly.location).toBe(REFUSED);
    expect(signInWithTicket).not.toHaveBeenCalled();
  });

  it("refuses a response signed by another key", async () => {
    const { group, member } = await groupWithSaml();
    const res = await post(
      response(group.subdomain, {
        inResponseTo: await requestId(group.subdomain),
        email: member.user.email,
        signAssertionWith: otherKey,
      }),
    );
    expect(res.location).toBe(REFUSED);
    expect(signInWithTicket).not.toHaveBeenCalled();
  });

  it("refuses a replayed response, and the same assertion ID again even for a fresh request", async () => {
    const { group, member } = await groupWithSaml();
    const assertionId = `_replay${Date.now()}`;
    const first = response(group.subdomain, {
      inResponseTo: await requestId(group.subdomain),
      email: member.user.email,
      assertionId,
    });
    expect((await post(first)).location).toBe(`${BASE}/`);
    expect((await post(first)).location).toBe(REFUSED);
    const reused = response(group.subdomain, {
      inResponseTo: await requestId(group.subdomain),
      email: member.user.email,
      assertionId,
    });
    expect((await post(reused)).location).toBe(REFUSED);
    expect(signInWithTicket).toHaveBeenCalledTimes(1);
  });

  it("refuses unsolicited responses, unknown InResponseTo, a wrong audience or issuer, and an empty post", async () => {
    const { group, member } = await groupWithSaml();
    expect((await post(response(group.subdomain, { inResponseTo: null, email: member.user.email }))).location).toBe(
      REFUSED,
    );
    expect(
      (await post(response(group.subdomain, { inResponseTo: "_never-sent", email: member.user.email }))).location,
    ).toBe(REFUSED);
    const audience = response(group.subdomain, {
      inResponseTo: await requestId(group.subdomain),
      email: member.user.email,
      audience: "https://evil.example/sp",
    });
    expect((await post(audience)).location).toBe(REFUSED);
    const issuer = response(group.subdomain, {
      inResponseTo: await requestId(group.subdomain),
      email: member.user.email,
      issuer: "https://other-idp.example",
    });
    expect((await post(issuer)).location).toBe(REFUSED);
    expect((await post("")).location).toBe(REFUSED);
    expect(signInWithTicket).not.toHaveBeenCalled();
  });

  it("maps only to an enabled member of that group: another group's user and a disabled member are refused", async () => {
    const { group } = await groupWithSaml();
    const other = await createGroup();
    const outsider = await createUserInGroup({ group: other, role: "admin" });
    const disabled = await createUserInGroup({ group, status: "disabled" });
    for (const email of [outsider.user.email, disabled.user.email, "nobody@example.test"]) {
      const res = await post(response(group.subdomain, { inResponseTo: await requestId(group.subdomain), email }));
      expect(res.location).toBe(`${BASE}/login/sso-failed?reason=not_member`);
    }
    // A member of both groups signs in to the SAML group, not their other one.
    await createMembership({ userId: outsider.user.id, groupId: group.id });
    const res = await post(
      response(group.subdomain, { inResponseTo: await requestId(group.subdomain), email: outsider.user.email }),
    );
    expect(res.location).toBe(`${BASE}/`);
    const ticket = await db.signInTicket.findFirstOrThrow({
      where: { userId: outsider.user.id },
      orderBy: { createdAt: "desc" },
    });
    expect(ticket.groupId).toBe(group.id);
  });

  it("a response for group A's request cannot be signed by group B's IdP key", async () => {
    const a = await groupWithSaml();
    const b = await createGroup();
    const bAdmin = await createUserInGroup({ group: b, role: "admin" });
    await callRoute(setSetting.POST, {
      caller: await signInAs(bAdmin.user.id, b.id),
      body: { entity_id: IDP_ENTITY, single_sign_on_url: IDP_SSO, certificate: otherKey.cert },
    });
    const res = await post(
      response(a.group.subdomain, {
        inResponseTo: await requestId(a.group.subdomain),
        email: a.member.user.email,
        signAssertionWith: otherKey,
      }),
    );
    expect(res.location).toBe(REFUSED);
  });

  it("a group without SAML settings gets the explanation page", async () => {
    const group = await createGroup();
    const res = await samlStart.GET(new NextRequest(`${BASE}/login/saml/${group.subdomain}`), {
      params: Promise.resolve({ subdomain: group.subdomain }),
    });
    expect(res.headers.get("location")).toBe(`${BASE}/login/sso-failed?reason=not_configured`);
  });
});

// The group's admins control its IdP, so a SAML sign-in proves the person towards that group only.
describe("a session opened by the group's SAML IdP is bound to that group", () => {
  async function samlSession(group: { subdomain: string }, email: string) {
    const id = await requestId(group.subdomain);
    const res = await post(response(group.subdomain, { inResponseTo: id, email }));
    expect(res.location).toBe(`${BASE}/`);
    const session = await redeemTicketOverHttp(res.ticket!);
    return { cookie: session.cookie, sessionId: session.sessionId! };
  }

  it("cannot switch to or fall back into the user's other accounts, nor change credentials or linked identities", async () => {
    const { group, member } = await groupWithSaml();
    const other = await createGroup();
    await createMembership({ userId: member.user.id, groupId: other.id, role: "admin" });
    const caller = await samlSession(group, member.user.email);
    expect((await db.userSession.findUniqueOrThrow({ where: { id: caller.sessionId } })).boundGroupId).toBe(group.id);

    const accounts = await callRoute(listAccounts.GET, { caller });
    expect(accounts.body.accounts.map((a: { subdomain: string }) => a.subdomain)).toEqual([group.subdomain]);
    expect((await callRoute(switchAccount.POST, { caller, body: { subdomain: other.subdomain } })).status).toBe(403);
    const password = await callRoute(changePassword.POST, {
      caller,
      body: { current_password: "whatever-it-is", new_password: "a-brand-new-passphrase-2026" },
    });
    expect(password.status).toBe(403);
    expect((await callRoute(linkAccount.POST, { caller, body: { link_account_auth_token: "anything" } })).status).toBe(
      403,
    );
    const startLink = await b2cStart.GET(
      new NextRequest(`${BASE}/login/b2c?intent=link`, { headers: { cookie: caller.cookie } }),
    );
    expect(startLink.headers.get("location")).toBe(`${BASE}/login/sso-failed?reason=session`);
    // The same user signed in with a password may still do all of it (the binding is the session's).
    const own = await signInAs(member.user.id, group.id);
    expect((await callRoute(switchAccount.POST, { caller: own, body: { subdomain: other.subdomain } })).status).toBe(
      200,
    );

    // Disabled in the bound group: the session ends there, it never falls back into the other group.
    await db.membership.updateMany({
      where: { userId: member.user.id, groupId: group.id },
      data: { status: "disabled" },
    });
    expect((await callRoute(userDetails.GET, { caller })).status).toBe(401);
  });

  it("a user with two-factor still enters the code: the ticket waits in an httpOnly cookie, not in the URL", async () => {
    const { group, member } = await groupWithSaml();
    const { secret } = await enableTwoFactor(await signInAs(member.user.id, group.id));
    const id = await requestId(group.subdomain);
    const res = await acs.POST(
      new NextRequest(`${BASE}/login/callback`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          SAMLResponse: response(group.subdomain, { inResponseTo: id, email: member.user.email }),
        }).toString(),
      }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${BASE}/login`);
    expect(signInWithTicket).not.toHaveBeenCalled();
    const cookie = res.cookies.get("hr_sso_mfa")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.path).toBe("/login");

    // The ticket alone opens nothing; with the code it opens a session bound to the group.
    expect(signedIn((await postCallback("ticket", { ticket: cookie.value })).jar)).toBe(false);
    const done = await postCallback("mfa", { ticket: cookie.value, code: await totpCode(secret, 1) });
    expect(signedIn(done.jar)).toBe(true);
    const session = await db.userSession.findFirstOrThrow({
      where: { userId: member.user.id, boundGroupId: group.id },
    });
    expect(session.groupId).toBe(group.id);
    // The first factor was single sign-on: a company that admits SSO only takes this session.
    expect(session.viaSso).toBe(true);
  });
});
