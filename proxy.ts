// Coarse routing only (never the only check: pages and route handlers authorise again).
// - Pages without a session cookie go to /login (API calls answer 401 from route()).
// - A signed-in user whose login migration is required is sent to /account-migration on page loads
//   (lib/accounts/migration-redirect.ts; nothing is checked unless the federated login is configured).
import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE_NAMES } from "@/lib/auth/session-settings";
import { isLegacyApiPath } from "@/lib/api/legacy-paths";
import { migrationRedirectFor } from "@/lib/accounts/migration-redirect";

const PUBLIC_PAGES = ["/login", "/signup", "/user/email_invites", "/rerouter"];

export async function proxy(req: NextRequest) {
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
  if (hasSession) {
    const target = await migrationRedirectFor(req);
    if (target) {
      const url = req.nextUrl.clone();
      url.pathname = target;
      url.search = "";
      return NextResponse.redirect(url);
    }
  }
  return NextResponse.next();
}

export const config = {
  // Skip API routes, Next internals and static files.
  matcher: ["/((?!api/|_next/|favicon\\.ico|icons/|manifest\\.webmanifest|sw\\.js|robots\\.txt).*)"],
};
