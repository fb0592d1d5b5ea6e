// The rule for a custom domain (spec section 3, "Custom domain"): a public hostname the company points at
// us with a CNAME. Lower-case (input is normalised), labels of 1-63 letters, digits or inner hyphens, at
// least one dot, no IP address, no port, and never our own app domain or a subdomain of it (that would let
// a company claim a host we serve ourselves).

/** Trims, lower-cases and drops one trailing dot (the DNS root), nothing else: a port or path stays and fails. */
export function normaliseHostname(value: string): string {
  return value.trim().toLowerCase().replace(/\.$/, "");
}

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Why the (normalised) value is not an acceptable custom domain, or null when it is. */
export function hostnameProblem(host: string, appHost: string | null = appHostname()): string | null {
  if (host.length === 0) return "domain_name is required";
  if (host.includes(":") || host.includes("/") || host.includes("@"))
    return "domain_name must be a hostname only, without scheme, port or path";
  if (host.length > 253) return "domain_name is too long (at most 253 characters)";
  if (!host.includes(".")) return "domain_name must contain a dot (for example hr.example.com)";
  const labels = host.split(".");
  if (labels.some((label) => label.length === 0 || label.length > 63))
    return "each part of domain_name must be 1 to 63 characters";
  if (labels.some((label) => !LABEL.test(label)))
    return "domain_name may contain only letters, digits, hyphens and dots";
  // An all-digit last label is an IPv4 address (or not a public name at all).
  if (/^\d+$/.test(labels[labels.length - 1]!)) return "domain_name must be a hostname, not an IP address";
  if (appHost && (host === appHost || host.endsWith(`.${appHost}`)))
    return "domain_name cannot be our own domain or one of its subdomains";
  return null;
}

/** The host the app itself is served on (APP_URL), lower-case, without port. */
export function appHostname(): string | null {
  const configured = process.env.APP_URL?.trim();
  if (!configured) return null;
  try {
    return new URL(configured).hostname.toLowerCase();
  } catch {
    return null;
  }
}
