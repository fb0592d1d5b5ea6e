// The federated login system (OpenID Connect, spec: /login/b2c) is configured per environment.
export type FederatedLoginConfig = { issuer: string; clientId: string; clientSecret: string };

export function federatedLoginConfig(): FederatedLoginConfig | null {
  const issuer = process.env.OIDC_ISSUER?.trim();
  const clientId = process.env.OIDC_CLIENT_ID?.trim();
  const clientSecret = process.env.OIDC_CLIENT_SECRET?.trim();
  if (!issuer || !clientId || !clientSecret) return null;
  return { issuer, clientId, clientSecret };
}

export function federatedLoginConfigured(): boolean {
  return federatedLoginConfig() !== null;
}
