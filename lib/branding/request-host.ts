// The host a request was made to, for branding: the Host header, lower-case, without port.
// X-Forwarded-Host is a client-controlled header unless a proxy we run sets it, so it is read only when
// TRUST_PROXY=1 says such a proxy is in front of the app.
type HeaderSource = { get(name: string): string | null };

export function requestHost(headers: HeaderSource): string | null {
  const forwarded =
    process.env.TRUST_PROXY === "1" ? headers.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  return hostOnly(forwarded || headers.get("host"));
}

/** "HR.Example.com:443" -> "hr.example.com"; IPv6 literals keep their brackets. */
export function hostOnly(value: string | null | undefined): string | null {
  const raw = value?.trim().toLowerCase();
  if (!raw) return null;
  const host = raw.startsWith("[") ? raw.slice(0, raw.indexOf("]") + 1) : raw.replace(/:\d*$/, "");
  return host.replace(/\.$/, "") || null;
}
