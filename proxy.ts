// Coarse routing before anything renders (never the only check: pages and route handlers authorise again).
// For every path it runs on:
// - a path whose percent-encoding does not decode answers 400 (also the API paths that contain a `%`);
// - a POST to a page must be a same-origin server action (lib/api/page-post-checks.ts): 403 / 405;
// - pages get a Content-Security-Policy with a fresh nonce (lib/api/security-headers.ts); HSTS and the other
//   static headers come from next.config.ts, which Next applies to every answer, this proxy's included;
// - pages get their path in x-hr-pathname (whatever the client sent), for the layouts.
// For a page request (GET/HEAD) of a signed-in area it resolves the request context ONCE and:
// - a user whose login migration is required goes to /account-migration (the minimal pages excepted; the
//   layout keeps its check for the render inside a server action's response, which no proxy can steer);
// - a page outside the caller's area gates (lib/access/page-areas.ts) answers the app's 404, exactly like a
//   page that does not exist; a light-edition module the full edition has leads to the upgrade flow when
//   it is offered to the caller;
// - the context is handed to the page of the same request (lib/api/context-handoff.ts).
// No session cookie (or a session that is no longer valid): /login. POSTs (server actions, sign-out among
// them) are not gated here: an action checks for itself, and a user who lost an area must still sign out.
import { NextResponse, type NextRequest } from "next/server";
import { pageAccess } from "@/lib/access/page-areas";
import { ACCOUNT_MIGRATION_PATH, isMigrationRequired } from "@/lib/accounts/migration-redirect";
import { PATHNAME_HEADER } from "@/lib/accounts/migration-path-header";
import { CONTEXT_HEADER, handOffContext } from "@/lib/api/context-handoff";
import { isLegacyApiPath } from "@/lib/api/legacy-paths";
import { refusePagePost } from "@/lib/api/page-post-checks";
import { forwardedHttps, resolveProxyContext } from "@/lib/api/proxy-context";
import { contentSecurityPolicy, newNonce } from "@/lib/api/security-headers";
import { isWellFormedPath } from "@/lib/api/well-formed-path";
import { SESSION_COOKIE_NAMES } from "@/lib/auth/session-settings";
import { getUpgradeOffer } from "@/lib/upgrade/get-upgrade-offer";

const PUBLIC_PAGES = ["/login", "/signup", "/user/email_invites", "/rerouter"];
/** Signed-in pages a user whose migration is required may still open (app/(minimal)). */
const MIGRATION_PAGES = [ACCOUNT_MIGRATION_PATH];
/** Rewritten to a path no route matches, so the answer is Next's own 404 for a missing page. */
export const NOT_FOUND_REWRITE = "/_hr/not-found";
/** Where the upgrade flow opens (components/flows/upgrade-flow.tsx reads ?upgrade=open). */
export const UPGRADE_FLOW_PATH = "/?upgrade=open";

/** Set on the request Next makes for the page a server action redirected to (and read by the layout). */
const ACTION_REDIRECT_HEADER = "x-action-redirect";

const under = (paths: readonly string[], pathname: string) =>
  paths.some((p) => pathname === p || pathname.startsWith(`${p}/`));

export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  if (!isWellFormedPath(pathname)) {
    return new NextResponse("Bad Request: malformed percent-encoding in the path", {
      status: 400,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  if (pathname.startsWith("/api/") || isLegacyApiPath(pathname)) return NextResponse.next();

  const refused = await refusePagePost(req);
  if (refused) return refused;

  const https = forwardedHttps(req) || req.nextUrl.protocol === "https:";
  const csp = contentSecurityPolicy(newNonce(), { https, dev: process.env.NODE_ENV === "development" });
  const headers = new Headers(req.headers);
  headers.delete(CONTEXT_HEADER); // only this proxy names a handed-off context
  headers.set(PATHNAME_HEADER, pathname);
  headers.set("content-security-policy", csp);
  const secured = (res: NextResponse) => {
    res.headers.set("content-security-policy", csp);
    return res;
  };
  const toLogin = () => {
    const url = req.nextUrl.clone();
    url.pathname = "/login";
    url.search = pathname === "/" ? "" : `?callbackUrl=${encodeURIComponent(pathname + search)}`;
    return secured(NextResponse.redirect(url));
  };
  const redirectTo = (target: string) => secured(NextResponse.redirect(new URL(target, req.url)));

  const isPublic = under(PUBLIC_PAGES, pathname);
  const hasSession = SESSION_COOKIE_NAMES.some((name) => req.cookies.has(name));
  if (!hasSession && !isPublic) return toLogin();

  if (!isPublic && (req.method === "GET" || req.method === "HEAD")) {
    const ctx = await resolveProxyContext(req);
    if (!ctx) return toLogin();
    // The migration comes first: it is where the app starts for such a user, whatever page was asked for
    // (a closed or missing page included, so the redirect tells nothing about the page).
    // Not inside a server action's redirect: Next fetches the target (x-action-redirect) and would follow
    // our redirect, showing the migration page under the old URL; the layout redirects in the browser then.
    const insideActionRedirect = req.headers.has(ACTION_REDIRECT_HEADER);
    if (!insideActionRedirect && !under(MIGRATION_PAGES, pathname) && (await isMigrationRequired(ctx)))
      return redirectTo(ACCOUNT_MIGRATION_PATH);
    const access = pageAccess(ctx.subject, pathname);
    if (access === "upgrade" && (await getUpgradeOffer(ctx)).offered) return redirectTo(UPGRADE_FLOW_PATH);
    if (access !== "open")
      return secured(NextResponse.rewrite(new URL(NOT_FOUND_REWRITE, req.url), { request: { headers } }));
    headers.set(CONTEXT_HEADER, handOffContext(ctx));
  }
  return secured(NextResponse.next({ request: { headers } }));
}

export const config = {
  matcher: [
    // Pages: everything but API routes (and /.well-known/, rewritten to API routes), Next internals and
    // static files.
    "/((?!api/|\\.well-known/|_next/|favicon\\.ico|icons/|celebratory/|manifest\\.webmanifest|sw\\.js|robots\\.txt).*)",
    // API paths only when they carry a percent-escape (the 400 above); every other API call skips the
    // proxy, which would otherwise buffer request bodies (uploads) for it.
    "/api/:rest(.*%.*)",
  ],
};
