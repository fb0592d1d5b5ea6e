// Calls route handlers the way Next does: a real Request (with the session cookie of a signed-in test
// user) and the route's params as a promise. Sessions are real UserSession rows with an Auth.js JWT.
import { encode } from "next-auth/jwt";
import { createUserSession } from "@/lib/auth/user-session";

const COOKIE = "authjs.session-token";

export type Caller = { cookie: string; sessionId: string };

/** Signs a user in to a group without going through the form (the auth test covers the form flow). */
export async function signInAs(userId: string, groupId: number, impersonatorUserId?: string): Promise<Caller> {
  const session = await createUserSession({ userId, groupId, impersonatorUserId });
  const token = await encode({
    token: { sub: userId, sid: session.id },
    secret: process.env.AUTH_SECRET!,
    salt: COOKIE,
  });
  return { cookie: `${COOKIE}=${token}`, sessionId: session.id };
}

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export async function callRoute(
  handler: Handler,
  options: {
    caller?: Caller | null;
    method?: string;
    path?: string;
    query?: Record<string, string | number>;
    body?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
    params?: Record<string, string>;
  } = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const url = new URL(options.path ?? "/api/test", "http://localhost");
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v));
  const method = options.method ?? (options.body === undefined && options.rawBody === undefined ? "GET" : "POST");
  const headers: Record<string, string> = { ...options.headers };
  if (options.caller) headers.cookie = options.caller.cookie;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["content-type"] ??= "application/json";
  }
  const res = await handler(new Request(url, { method, headers, body }), {
    params: Promise.resolve(options.params ?? {}),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed, headers: res.headers };
}
