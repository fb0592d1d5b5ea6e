// The federated provider's name as users know it ("Sign in with <name>"), per environment by
// OIDC_PROVIDER_NAME; null: the screens say "the federated login".
export function federatedProviderName(): string | null {
  return process.env.OIDC_PROVIDER_NAME?.trim() || null;
}
