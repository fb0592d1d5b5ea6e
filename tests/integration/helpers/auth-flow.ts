// Sign-in through Auth.js's own HTTP endpoints, as a script or a browser without JavaScript would:
// GET /api/auth/csrf, then POST /api/auth/callback/{credentials|mfa|ticket}, through the app's route
// file (which adds the 429 of the password-guessing limit).
import { NextRequest } from "next/server";
import * as nextAuthRoute from "@/app/api/auth/[...nextauth]/route";

const BASE = "http://localhost:3000";

export class CookieJar {
  private cookies = new Map<string, string>();
  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === "" || /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  has(name: string) {
    return this.cookies.has(name);
  }
  /** As a callRoute caller. */
  caller() {
    return { cookie: this.header(), sessionId: "" };
  }
}

export async function authRequest(jar: CookieJar, path: string, form?: Record<string, string>) {
  const req = new NextRequest(`${BASE}${path}`, {
    method: form ? "POST" : "GET",
    headers: { cookie: jar.header(), ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  const res = await (form ? nextAuthRoute.POST(req) : nextAuthRoute.GET(req));
  jar.store(res);
  return res;
}

/** Posts to a credentials-type provider's callback with a fresh CSRF token. */
export async function postCallback(
  provider: "credentials" | "mfa" | "ticket",
  fields: Record<string, string>,
  jar = new CookieJar(),
) {
  const csrf = await authRequest(jar, "/api/auth/csrf");
  const { csrfToken } = await csrf.json();
  const res = await authRequest(jar, `/api/auth/callback/${provider}`, { ...fields, csrfToken });
  return { jar, res };
}

export function signedIn(jar: CookieJar): boolean {
  return jar.has("authjs.session-token");
}

export function refusalCode(res: Response): string | null {
  const location = res.headers.get("location");
  return location ? new URL(location).searchParams.get("code") : null;
}
