// Spec paths served without the /api prefix (spec section 7). Each is rewritten to the handler under
// app/api, so one handler answers both spellings. Extend this list as modules add such paths.
export const LEGACY_API_PREFIXES = [
  "/user/details",
  "/user/updateProfile",
  "/user/updateEmail",
  "/user/changeLang",
  "/admin/",
  "/users/",
  "/activity/",
  "/util/",
  "/nps/",
  "/subdomain/",
  "/listAccountsForOeiUser",
  "/clearDemoAccount",
] as const;

export function isLegacyApiPath(pathname: string): boolean {
  return LEGACY_API_PREFIXES.some((prefix) =>
    prefix.endsWith("/") ? pathname.startsWith(prefix) : pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

/** next.config rewrites: /user/details -> /api/user/details, /admin/x -> /api/admin/x, ... */
export function legacyApiRewrites() {
  return LEGACY_API_PREFIXES.map((prefix) =>
    prefix.endsWith("/")
      ? { source: `${prefix}:path*`, destination: `/api${prefix}:path*` }
      : { source: prefix, destination: `/api${prefix}` },
  );
}
