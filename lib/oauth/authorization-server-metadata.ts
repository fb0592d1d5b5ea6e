// RFC 8414 authorization server metadata, served at GET /.well-known/oauth-authorization-server (rewritten
// to /api/oauth/authorization-server, since the App Router does not route dot folders). Every address
// starts with the app's public base URL (APP_URL, else the request's origin; X-Forwarded-* only with
// TRUST_PROXY=1), the same one the OpenID Connect and SAML addresses use, so a forged Host header cannot
// point clients elsewhere when APP_URL is set.
import { publicBaseUrl } from "@/lib/federation/app-url";
import { SCOPES } from "./scopes";

export function authorizationServerMetadata(req: Request) {
  const issuer = publicBaseUrl(req);
  return {
    issuer,
    authorization_endpoint: `${issuer}/oauth/authorize`,
    token_endpoint: `${issuer}/api/oauth/token`,
    revocation_endpoint: `${issuer}/api/oauth/revoke`,
    scopes_supported: [...SCOPES],
    response_types_supported: ["code"],
    response_modes_supported: ["query"],
    grant_types_supported: ["authorization_code", "refresh_token"],
    code_challenge_methods_supported: ["S256"],
    token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post", "none"],
    revocation_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post", "none"],
    service_documentation: `${issuer}/api/openapi.json`,
  };
}
