// The public base URL of the app, for addresses given to identity providers (OIDC redirect URI, SAML
// assertion consumer service and entity ID). APP_URL pins it in production so that a forged Host header
// cannot change what we tell a provider; without it the request's own origin is used (development, tests),
// with X-Forwarded-Proto/Host only when TRUST_PROXY=1.
export function publicBaseUrl(req: Request): string {
  const configured = process.env.APP_URL?.trim();
  if (configured) return configured.replace(/\/+$/, "");
  const url = new URL(req.url);
  // Forwarded headers are the client's to forge unless a proxy we run sets them (TRUST_PROXY=1, as for branding).
  const trusted = process.env.TRUST_PROXY === "1";
  const forwarded = (name: string) => (trusted ? req.headers.get(name)?.split(",")[0]?.trim() : undefined);
  const proto = forwarded("x-forwarded-proto") || url.protocol.replace(":", "");
  const host = forwarded("x-forwarded-host") || req.headers.get("host") || url.host;
  return `${proto}://${host}`;
}

/** Only same-site relative paths, never another host (open-redirect defence). */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length > 2000) return fallback;
  return value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\") ? value : fallback;
}
