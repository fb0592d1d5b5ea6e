// The route() wrapper: every /api handler goes through it. It resolves the session and group context,
// validates input with zod (unknown fields refused), applies the area gate and permission, refuses
// writes from read-only users and from other sites, and maps every error to one JSON error body.
// An OAuth access token (Authorization: Bearer) stands in for the session: same user, same group and
// rights, plus the scope the route needs (lib/oauth/scopes.ts). Options ride on the handler as `meta`
// for the OpenAPI document (lib/openapi).
//
//   export const POST = route({ input: ZAddTeamInput, area: "teams", permission: "teams.write" },
//     (ctx, input) => addTeam(ctx, input));
//   permission: ["audit.read", "exports.excel"]   // several: the caller needs every one
import { NextResponse } from "next/server";
import type { z } from "zod";
import { canAccessArea, type Area } from "@/lib/access/areas";
import { can, canAll, type Permission } from "@/lib/access/permissions";
import { isReadOnly } from "@/lib/access/subject";
import { sessionIdFromCookies } from "@/lib/auth/session-token";
import { AppError } from "./errors";
import { localizedErrorBody } from "./localize-error";
import { localeOfRequest, localeOfUser } from "@/lib/i18n/request-locale";
import type { Locale } from "@/lib/i18n/locales";
import type { RequestContext } from "./context";
import { loadSessionContext } from "./session-context";
import { isLegacyApiPath } from "./legacy-paths";
import { readInput, DEFAULT_MAX_BODY_BYTES } from "./read-input";
import { assertSameSiteWrite, isHttpsRequest, readCookie } from "./request-checks";
import { toAppError } from "./to-app-error";
import { bearerToken, contextFromBearer, insufficientScope, invalidToken } from "@/lib/oauth/bearer-context";
import { scopeForRequest, type RouteScope } from "@/lib/oauth/scopes";

type RouteParams = { params: Promise<Record<string, string | string[]>> };

type InputOptions<S extends z.ZodType | undefined> = { input?: S; maxBodyBytes?: number };

type Options<S extends z.ZodType | undefined> = InputOptions<S> & {
  area?: Area;
  /** One permission, or several that the caller must all hold (an export needs the data's right and Excel's). */
  permission?: Permission | readonly Permission[];
  /** Writes a read-only user may still make (their own profile, marking notifications read). */
  allowReadOnly?: boolean;
  /**
   * The OAuth scope a bearer token needs here; false refuses tokens. Unset: the URL-prefix rule of
   * lib/oauth/scopes.ts decides (and refuses tokens on routes it does not cover).
   */
  scope?: RouteScope;
  /**
   * Lets a caller whom the area or permission refuses act on their own person record: when they hold
   * `permission` and the request's employee id (read from the raw input by `employeeId`) is their own.
   * The use case still decides which fields (lib/people/own-record.ts).
   */
  ownRecord?: OwnRecordOption;
};

type OwnRecordOption = { permission: Permission; employeeId: (raw: Record<string, unknown>) => unknown };

/** What the wrapper knows of a route, attached to its handler for the OpenAPI document. */
export type RouteMeta = {
  kind: "route" | "public";
  input?: z.ZodType;
  area?: Area;
  permission?: Permission | readonly Permission[];
  scope?: RouteScope;
  allowReadOnly?: boolean;
};
export type RouteHandler = ((req: Request, routeParams?: RouteParams) => Promise<Response>) & { meta: RouteMeta };

type Input<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;
type Handler<S> = (ctx: RequestContext, input: Input<S>, req: Request) => Promise<unknown> | unknown;

export function route<S extends z.ZodType | undefined = undefined>(
  options: Options<S>,
  handler: Handler<S>,
): RouteHandler {
  const handle = respond(options, async (req, parseInput, setLocale, readRaw) => {
    const token = bearerToken(req);
    const ctx = token === null ? await sessionContext(req) : await tokenContext(req, token, options.scope);
    // From here on errors speak the user's language (validation included: input is parsed after this).
    setLocale(localeOfUser(ctx.user.language, req));
    const ownRecord = async () =>
      options.ownRecord !== undefined && (await ownRecordAllows(ctx, options.ownRecord, readRaw));
    if (options.area && !canAccessArea(ctx.subject, options.area) && !(await ownRecord())) throw AppError.forbidden();
    if (isWrite(req) && isReadOnly(ctx.subject) && !options.allowReadOnly) {
      throw new AppError("read_only", "Your account is read-only");
    }
    if (options.permission && !canAll(ctx.subject, options.permission) && !(await ownRecord())) {
      throw AppError.forbidden();
    }
    return handler(ctx, await parseInput(), req);
  });
  const { input, area, permission, scope, allowReadOnly } = options;
  return Object.assign(handle, { meta: { kind: "route" as const, input, area, permission, scope, allowReadOnly } });
}

// The session path, unchanged: same-site check on writes, then the session cookie.
async function sessionContext(req: Request): Promise<RequestContext> {
  assertSameSiteWrite(req);
  return requireApiContext(req);
}

// The bearer path: no cookie, so no cross-site risk to check; the token must carry the route's scope.
async function tokenContext(req: Request, token: string, declared: RouteScope | undefined): Promise<RequestContext> {
  // A spec path without the /api prefix (rewritten to the handler) needs the same scope as its /api twin.
  const pathname = new URL(req.url).pathname;
  const apiPath = isLegacyApiPath(pathname) ? `/api${pathname}` : pathname;
  const scope = scopeForRequest(apiPath, req.method, declared);
  if (scope === null) throw invalidToken("This API cannot be called with an access token");
  const ctx = await contextFromBearer(token);
  if (!ctx.oauth.scopes.includes(scope)) throw insufficientScope(scope);
  return ctx;
}

async function ownRecordAllows(
  ctx: RequestContext,
  option: OwnRecordOption,
  readRaw: () => Promise<Record<string, unknown>>,
): Promise<boolean> {
  const own = ctx.membership.employeeId;
  if (own === null || !can(ctx.subject, option.permission)) return false;
  // Unreadable input (malformed JSON, NUL characters, too large) answers as it does for everyone.
  const asked = option.employeeId(await readRaw());
  return (
    (typeof asked === "number" || typeof asked === "string") && String(asked).trim() !== "" && Number(asked) === own
  );
}

/** For routes that work without a session (sign-up checks, invitation tokens). */
export function publicRoute<S extends z.ZodType | undefined = undefined>(
  options: InputOptions<S>,
  handler: (input: Input<S>, req: Request) => Promise<unknown> | unknown,
): RouteHandler {
  const handle = respond(options, async (req, parseInput) => {
    assertSameSiteWrite(req);
    return handler(await parseInput(), req);
  });
  return Object.assign(handle, { meta: { kind: "public" as const, input: options.input } });
}

// Shared by both wrappers: input parsing on demand (after the checks, so a signed-out caller gets 401
// whatever the body), plain results as JSON, every failure as the error body.
function respond<S extends z.ZodType | undefined>(
  options: InputOptions<S>,
  run: (
    req: Request,
    parseInput: () => Promise<Input<S>>,
    setLocale: (locale: Locale) => void,
    readRaw: () => Promise<Record<string, unknown>>,
  ) => Promise<unknown>,
) {
  return async function handle(req: Request, routeParams?: RouteParams): Promise<Response> {
    let locale = localeOfRequest(req);
    try {
      // The body can be read once: the raw input is kept for the own-record check and the parse after it.
      let raw: Promise<Record<string, unknown>> | null = null;
      const readRaw = () =>
        (raw ??= (async () =>
          readInput(req, (await routeParams?.params) ?? {}, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES) as Promise<
            Record<string, unknown>
          >)());
      const parseInput = async () => (options.input ? options.input.parse(await readRaw()) : {}) as Input<S>;
      const result = await run(req, parseInput, (l) => (locale = l), readRaw);
      return noStoreJson(result instanceof Response ? result : NextResponse.json(result ?? { ok: true }));
    } catch (error) {
      return errorResponse(error, locale);
    }
  };
}

// API JSON is about people (names, wages, rights): no browser or shared cache may keep it. A handler that
// chose its own caching (the logo, the OAuth metadata) keeps it; files set their own headers.
function noStoreJson(res: Response): Response {
  if (res.headers.has("cache-control")) return res;
  if (!/json/i.test(res.headers.get("content-type") ?? "")) return res;
  try {
    res.headers.set("Cache-Control", "no-store");
  } catch {
    // Immutable headers (a Response.redirect): not JSON anyway.
  }
  return res;
}

export async function requireApiContext(req: Request): Promise<RequestContext> {
  const sessionId = await sessionIdFromCookies((name) => readCookie(req, name), isHttpsRequest(req));
  if (!sessionId) throw new AppError("unauthenticated", "Sign in to continue");
  const ctx = await loadSessionContext(sessionId);
  if (!ctx) throw new AppError("unauthenticated", "Your account has no active access; sign in again");
  return ctx;
}

/** The error body in `locale` (lib/api/localize-error.ts); English for callers that know no language. */
export function errorResponse(error: unknown, locale: Locale = "en"): Response {
  const appError = toAppError(error);
  const headers: Record<string, string> = {
    "Cache-Control": "no-store",
    ...appError.headers,
    "Content-Language": locale,
  };
  if (appError.toastTimeoutMs !== undefined) headers["X-Toast-Timeout"] = String(appError.toastTimeoutMs);
  return NextResponse.json(localizedErrorBody(appError, locale), { status: appError.status, headers });
}

function isWrite(req: Request): boolean {
  return !["GET", "HEAD", "OPTIONS"].includes(req.method.toUpperCase());
}
