// Our side of SAML for one group (@node-saml/node-saml): entity ID and assertion consumer service, the
// group's IdP settings, and the rules responses must meet: the assertion signed by the group's certificate
// (an unsigned one, or one signed by another key, is refused), the audience is us, the issuer is the
// group's IdP, and InResponseTo names an AuthnRequest we sent for this group and that was not answered yet.
// The sent requests live in the database (saml_request), so any app instance can take the response.
import { SAML, ValidateInResponseTo, type CacheItem, type CacheProvider } from "@node-saml/node-saml";
import { db } from "@/lib/db/client";

export const SAML_REQUEST_TTL_MS = 10 * 60_000;

export function samlServiceProviderUrls(baseUrl: string, subdomain: string) {
  return {
    entity_id: `${baseUrl}/login/saml/${subdomain}/metadata`,
    acs_url: `${baseUrl}/login/callback`,
    metadata_url: `${baseUrl}/login/saml/${subdomain}/metadata`,
    sign_in_url: `${baseUrl}/login/saml/${subdomain}`,
  };
}

/** node-saml's request-ID cache, kept in saml_request and bound to one group. */
class SamlRequestStore implements CacheProvider {
  constructor(private readonly groupId: number) {}

  async saveAsync(key: string, value: string): Promise<CacheItem | null> {
    const createdAt = new Date();
    await db.samlRequest.deleteMany({
      where: { expiresAt: { lt: new Date(createdAt.getTime() - SAML_REQUEST_TTL_MS) } },
    });
    await db.samlRequest.create({
      data: {
        id: key,
        groupId: this.groupId,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + SAML_REQUEST_TTL_MS),
      },
    });
    return { value, createdAt: createdAt.getTime() };
  }

  async getAsync(key: string): Promise<string | null> {
    const row = await db.samlRequest.findUnique({ where: { id: key } });
    if (!row || row.groupId !== this.groupId || row.usedAt || row.expiresAt.getTime() <= Date.now()) return null;
    return row.createdAt.toISOString();
  }

  /** Marks the request answered (once answered, never again). */
  async removeAsync(key: string | null): Promise<string | null> {
    if (!key) return null;
    await db.samlRequest.updateMany({
      where: { id: key, groupId: this.groupId, usedAt: null },
      data: { usedAt: new Date() },
    });
    return key;
  }
}

export type GroupSamlSetting = {
  groupId: number;
  subdomain: string;
  entityId: string;
  singleSignOnUrl: string;
  certificate: string;
};

export function samlFor(setting: GroupSamlSetting, baseUrl: string): SAML {
  const sp = samlServiceProviderUrls(baseUrl, setting.subdomain);
  return new SAML({
    issuer: sp.entity_id,
    audience: sp.entity_id,
    callbackUrl: sp.acs_url,
    entryPoint: setting.singleSignOnUrl,
    idpCert: setting.certificate,
    idpIssuer: setting.entityId,
    wantAssertionsSigned: true,
    // Many IdPs sign only the assertion; what counts is that the assertion is signed (above).
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SAML_REQUEST_TTL_MS,
    cacheProvider: new SamlRequestStore(setting.groupId),
    acceptedClockSkewMs: 60_000,
    maxAssertionAgeMs: 10 * 60_000,
    identifierFormat: "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress",
    disableRequestedAuthnContext: true,
  });
}

export async function findGroupSamlSetting(
  where: { subdomain: string } | { groupId: number },
): Promise<GroupSamlSetting | null> {
  const group = await db.group.findFirst({
    where: "subdomain" in where ? { subdomain: where.subdomain } : { id: where.groupId },
    select: { id: true, subdomain: true, samlSetting: true },
  });
  if (!group?.samlSetting) return null;
  const { entityId, singleSignOnUrl, certificate } = group.samlSetting;
  return { groupId: group.id, subdomain: group.subdomain, entityId, singleSignOnUrl, certificate };
}
