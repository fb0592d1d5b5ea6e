// The OpenID Connect client of the federated login system (openid-client v6). Discovery runs once per
// process and issuer (cached for 10 minutes; a failure is not cached). Plain http is only accepted for a
// loopback issuer (the local test provider); everywhere else the issuer must be https.
import * as oidc from "openid-client";
import { federatedLoginConfig, type FederatedLoginConfig } from "@/lib/accounts/federated-login-config";

export const FEDERATED_PROVIDER = "b2c";
const CACHE_MS = 10 * 60_000;

type Cached = { key: string; at: number; config: Promise<oidc.Configuration> };
let cached: Cached | null = null;

export function isLoopbackHttp(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
}

export async function oidcConfiguration(
  settings: FederatedLoginConfig | null = federatedLoginConfig(),
): Promise<oidc.Configuration | null> {
  if (!settings) return null;
  const key = `${settings.issuer}|${settings.clientId}|${settings.clientSecret}`;
  if (!cached || cached.key !== key || Date.now() - cached.at > CACHE_MS) {
    const insecure = isLoopbackHttp(settings.issuer);
    const config = oidc
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        execute: insecure ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error) => {
        cached = null;
        throw error;
      });
    cached = { key, at: Date.now(), config };
  }
  return cached.config;
}

export { oidc };
