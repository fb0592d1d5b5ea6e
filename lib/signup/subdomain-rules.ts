// Rules for a company's subdomain (its address, {subdomain}.our-domain): 3 to 63 characters, lowercase
// letters, digits and hyphens, no hyphen at either end (DNS labels), and not one of the names the
// platform keeps for itself. The browser loads these rules too, so no zod here (./subdomain-schema.ts).
export const SUBDOMAIN_MIN = 3;
export const SUBDOMAIN_MAX = 63;

export const RESERVED_SUBDOMAINS = new Set([
  "www",
  "api",
  "app",
  "apps",
  "admin",
  "administrator",
  "login",
  "logout",
  "signin",
  "signup",
  "sso",
  "auth",
  "oauth",
  "account",
  "accounts",
  "dashboard",
  "mail",
  "email",
  "smtp",
  "imap",
  "pop",
  "ftp",
  "static",
  "assets",
  "cdn",
  "media",
  "files",
  "docs",
  "help",
  "support",
  "status",
  "blog",
  "news",
  "dev",
  "developer",
  "developers",
  "staging",
  "test",
  "qa",
  "demo",
  "beta",
  "internal",
  "root",
  "system",
  "billing",
  "pay",
  "payroll",
  "secure",
  "security",
  "portal",
  "my",
  "ns",
  "ns1",
  "ns2",
  "mx",
  "localhost",
  "rerouter",
  "hr",
  "oei",
  "b2c",
  "webhooks",
  "realtime",
  "ws",
  "pusher",
]);

export type SubdomainProblem = "too_short" | "too_long" | "characters" | "hyphen_edge" | "reserved";

export function subdomainProblem(value: string): SubdomainProblem | null {
  if (value.length < SUBDOMAIN_MIN) return "too_short";
  if (value.length > SUBDOMAIN_MAX) return "too_long";
  if (!/^[a-z0-9-]+$/.test(value)) return "characters";
  if (value.startsWith("-") || value.endsWith("-")) return "hyphen_edge";
  if (RESERVED_SUBDOMAINS.has(value)) return "reserved";
  return null;
}

export const SUBDOMAIN_PROBLEM_MESSAGES: Record<SubdomainProblem, string> = {
  too_short: `subdomain must have at least ${SUBDOMAIN_MIN} characters`,
  too_long: `subdomain can be at most ${SUBDOMAIN_MAX} characters`,
  characters: "subdomain may contain only lowercase letters, digits and hyphens",
  hyphen_edge: "subdomain cannot start or end with a hyphen",
  reserved: "subdomain is reserved; choose another",
};

/** Suggests a subdomain from a company name ("Bakkerij Peeters BV" -> "bakkerij-peeters-bv"). */
export function suggestSubdomain(companyName: string): string {
  return companyName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SUBDOMAIN_MAX)
    .replace(/-+$/g, "");
}
