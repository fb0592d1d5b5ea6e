// SP-initiated SAML sign-in (GET /login/saml/{subdomain}): an AuthnRequest for the group's IdP over the
// HTTP-Redirect binding. The request ID is stored (saml_request) so the response can be matched to it once.
import { findGroupSamlSetting, samlFor } from "./saml-service-provider";

export async function startSamlLogin(subdomain: string, baseUrl: string): Promise<string | null> {
  const setting = await findGroupSamlSetting({ subdomain: subdomain.trim().toLowerCase() });
  if (!setting) return null;
  return samlFor(setting, baseUrl).getAuthorizeUrlAsync("", undefined, {});
}

export async function samlMetadata(subdomain: string, baseUrl: string): Promise<string | null> {
  const setting = await findGroupSamlSetting({ subdomain: subdomain.trim().toLowerCase() });
  if (!setting) return null;
  return samlFor(setting, baseUrl).generateServiceProviderMetadata(null);
}
