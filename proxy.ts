// Coarse routing only (never the only check: pages and route handlers authorise again).
// - Pages without a session cookie go to /login (API calls answer 401 from route()).
// - Pages get the request's path in the x-hr-pathname header (set here, whatever the client sent), so
//   layouts can tell where they render (the account-migration redirect, lib/accounts/migration-redirect.ts).
import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE_NAMES } from "@/lib/auth/session-settings";
import { isLegacyApiPath } from "@/lib/api/legacy-paths";
import { PATHNAME_HEADER } from "@/lib/accounts/migration-path-header";

const PUBLIC_PAGES = ["/login", "/signup", "/user/email_invites", "/rerouter"];

export function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  if (isLegacyApiPath(pathname)) return NextResponse.next();
  const hasSession = SESSION_COOKIE_NAMES.some((name) => req.cookies.has(name));
  const isPublic = PUBLIC_PAGES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
  if (!hasSession && !isPublic) {
    const url = req.nextUrl.clone();
    url.pathname = "/login";
    url.search = pathname === "/" ? "" : `?callbackUrl=${encodeURIComponent(pathname + search)}`;
    return NextResponse.redirect(url);
  }
  const headers = new Headers(req.headers);
  headers.set(PATHNAME_HEADER, pathname);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Skip API routes (and /.well-known/, rewritten to API routes), Next internals and static files.
  matcher: ["/((?!api/|\\.well-known/|_next/|favicon\\.ico|icons/|celebratory/|manifest\\.webmanifest|sw\\.js|robots\\.txt).*)"],
};
