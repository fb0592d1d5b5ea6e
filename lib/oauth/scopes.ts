// The OAuth scopes an app may ask for, and which scope each API request needs. A route names its scope
// with route({ scope }); routes that do not fall back on the URL-prefix rule below. A request the rule
// does not cover (sign-in, account, impersonation, user management, settings, developer itself)
// refuses tokens: apps act on HR data, never on the account or the group's security.
export const SCOPES = [
  "people:read",
  "people:write",
  "teams:read",
  "teams:write",
  "leave:read",
  "leave:write",
  "documents:read",
  "notifications:read",
  "audit:read",
] as const;
export type TScope = (typeof SCOPES)[number];

/** What the route option may say: a scope, or false for "tokens never reach this route". */
export type RouteScope = TScope | false;

export function isScope(value: string): value is TScope {
  return (SCOPES as readonly string[]).includes(value);
}

type Resource = "people" | "teams" | "leave" | "documents" | "notifications" | "audit";

// Longest prefix first. Prefixes mapped to null refuse tokens even though a shorter one would match
// (cross-group lists reach every group of the user; a token is bound to one group).
const PREFIXES: Array<[string, Resource | null]> = [
  ["/api/employees/cross-groups", null],
  ["/api/employees", "people"],
  ["/api/wages", "people"],
  ["/api/custom_fields", "people"],
  ["/api/search", "people"],
  ["/api/teams", "teams"],
  ["/api/leave", "leave"],
  ["/api/calendar", "leave"],
  ["/api/day_off_types", "leave"],
  ["/api/holidays", "leave"],
  ["/api/saldos", "leave"],
  ["/api/weekly_schedule", "leave"],
  ["/api/documents", "documents"],
  ["/api/notifications", "notifications"],
  ["/api/auditlogs", "audit"],
  ["/api/activity", "audit"],
];

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The scope a token needs for this request, or null when tokens may not call it at all. */
export function scopeForRequest(pathname: string, method: string, declared?: RouteScope): TScope | null {
  if (declared === false) return null;
  if (declared) return declared;
  const hit = PREFIXES.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  if (!hit || !hit[1]) return null;
  const scope = `${hit[1]}:${READ_METHODS.has(method.toUpperCase()) ? "read" : "write"}`;
  // Resources with read-only scopes (notifications, audit, documents) take no writes from apps.
  return isScope(scope) ? scope : null;
}
