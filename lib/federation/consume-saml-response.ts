// The SAML assertion consumer service (POST /login/callback). The response names the AuthnRequest it
// answers (InResponseTo); that request tells which group's IdP must have signed it. node-saml then checks
// signature, issuer, audience, time window and InResponseTo; here on top: the request is consumed at most
// once and the assertion ID is recorded until it expires, so a replayed assertion is refused even by
// another app instance. The NameID (or email attribute) must be an enabled member of that group. The
// session it opens is bound to that group, and users with two-factor still enter their code.
import type { Profile } from "@node-saml/node-saml";
import { db } from "@/lib/db/client";
import { issueSignInTicket } from "@/lib/auth/sign-in-ticket";
import { userHasTwoFactor } from "@/lib/auth/two-factor/verify-second-factor";
import { Prisma } from "@/lib/db/generated/client";
import { findGroupSamlSetting, samlFor } from "./saml-service-provider";
import type { SsoFailureReason } from "./sso-failure";

export type SamlOutcome =
  | { kind: "failed"; reason: SsoFailureReason; detail?: string }
  | { kind: "sign_in"; ticket: string }
  /** The user has two-factor on: the IdP's word is the first factor only; the code step comes next. */
  | { kind: "second_factor"; ticket: string };

const MAX_RESPONSE_BYTES = 256 * 1024;
const EMAIL_ATTRIBUTES = [
  "email",
  "mail",
  "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress",
  "urn:oid:0.9.2342.19200300.100.1.3",
];

export async function consumeSamlResponse(input: { samlResponse: string; baseUrl: string }): Promise<SamlOutcome> {
  if (!input.samlResponse || input.samlResponse.length > MAX_RESPONSE_BYTES)
    return failed("missing or oversized SAMLResponse");
  const inResponseTo = readInResponseTo(input.samlResponse);
  if (!inResponseTo) return failed("no InResponseTo: unsolicited responses are not accepted");
  const request = await db.samlRequest.findUnique({ where: { id: inResponseTo } });
  if (!request) return failed("InResponseTo names no request of ours");
  const setting = await findGroupSamlSetting({ groupId: request.groupId });
  if (!setting) return { kind: "failed", reason: "not_configured" };
  // access_type password_only (lib/security-settings): the group's admins switched single sign-on off.
  const access = await db.group.findUnique({ where: { id: request.groupId }, select: { accessType: true } });
  if (access?.accessType === "password_only") return { kind: "failed", reason: "not_configured" };

  let profile: Profile | null;
  try {
    ({ profile } = await samlFor(setting, input.baseUrl).validatePostResponseAsync({
      SAMLResponse: input.samlResponse,
    }));
  } catch (error) {
    return failed((error as Error).message);
  }
  if (!profile) return failed("no assertion");
  // node-saml checks the issuer of logout messages only; the assertion must come from the group's IdP.
  if (profile.issuer !== setting.entityId) return failed(`unexpected issuer ${profile.issuer}`);

  // Consume the request (node-saml also does, but this update is atomic: of two concurrent posts of one
  // response, one wins) and record the assertion ID.
  const assertion = (profile.getAssertion?.() ?? {}) as {
    Assertion?: { $?: { ID?: string }; Conditions?: Array<{ $?: { NotOnOrAfter?: string } }> };
  };
  const assertionId = assertion.Assertion?.$?.ID;
  if (!assertionId) return failed("assertion without ID");
  const notOnOrAfter = Date.parse(assertion.Assertion?.Conditions?.[0]?.$?.NotOnOrAfter ?? "");
  const keepUntil = new Date(Math.max(Number.isFinite(notOnOrAfter) ? notOnOrAfter : 0, Date.now() + 24 * 3_600_000));
  try {
    await db.$transaction(async (tx) => {
      await tx.samlRequest.updateMany({
        where: { id: inResponseTo, groupId: setting.groupId },
        data: { usedAt: new Date() },
      });
      await tx.samlAssertionUse.deleteMany({ where: { expiresAt: { lt: new Date() } } });
      await tx.samlAssertionUse.create({
        data: { id: `${setting.groupId}:${assertionId}`, groupId: setting.groupId, expiresAt: keepUntil },
      });
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      return failed("assertion replayed");
    throw error;
  }

  const email = emailOf(profile);
  if (!email) return { kind: "failed", reason: "not_member" };
  const membership = await db.membership.findFirst({
    where: { groupId: setting.groupId, status: "enabled", user: { email } },
    select: { userId: true },
  });
  if (!membership) return { kind: "failed", reason: "not_member" };
  // The group's admins configure its IdP, so its assertion proves the person towards this group only:
  // the session is bound to it (lib/auth/personal-session.ts), and a user's own second factor still applies.
  const bound = { userId: membership.userId, groupId: setting.groupId, boundGroupId: setting.groupId };
  if (await userHasTwoFactor(membership.userId)) {
    return { kind: "second_factor", ticket: await issueSignInTicket({ ...bound, purpose: "mfa", viaSso: true }) };
  }
  return { kind: "sign_in", ticket: await issueSignInTicket({ ...bound, purpose: "sso" }) };
}

function failed(detail: string): SamlOutcome {
  console.warn("[saml] response refused:", detail);
  return { kind: "failed", reason: "saml_invalid", detail };
}

/** InResponseTo of the root Response element, read before validation only to find the group. */
export function readInResponseTo(samlResponse: string): string | null {
  let xml: string;
  try {
    xml = Buffer.from(samlResponse, "base64").toString("utf8");
  } catch {
    return null;
  }
  const root = /<(?:[A-Za-z_][\w.-]*:)?Response\b([^>]*)>/.exec(xml);
  // An XML ID (NCName), as ours are: anything else (a NUL, a lone surrogate) answers no request of ours
  // and must not reach the database as a key.
  const id = root && /\sInResponseTo\s*=\s*"([A-Za-z_][\w.-]{0,199})"/.exec(root[1]!);
  return id ? id[1]! : null;
}

function emailOf(profile: Profile): string | null {
  const candidates = [profile.email, profile.mail, ...EMAIL_ATTRIBUTES.map((name) => profile[name]), profile.nameID];
  for (const value of candidates) {
    const text = Array.isArray(value) ? value[0] : value;
    if (typeof text === "string" && /^[^\s@]+@[^\s@]+$/.test(text.trim())) return text.trim().toLowerCase();
  }
  return null;
}
