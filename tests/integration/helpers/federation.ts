// Helpers for the federation tests: a cookie jar, redeeming a sign-in ticket through Auth.js's real HTTP
// handlers (what signIn("ticket") does inside Next), and a real OpenID Connect provider in a child process.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { NextRequest } from "next/server";
import { decode } from "next-auth/jwt";

export const BASE = "http://localhost";
// The app's configured public address (redirects and provider addresses come from it, never from the
// Host header: lib/federation/app-url.ts). The tests call the handlers at that same address.
process.env.APP_URL = BASE;

export class CookieJar {
  readonly cookies = new Map<string, string>();
  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1);
      if (value === "" || /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
  get(name: string) {
    return this.cookies.get(name);
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

/** Exchanges a ticket for a session like the browser would after our route called signIn("ticket"). */
export async function redeemTicketOverHttp(
  ticket: string,
): Promise<{ cookie: string; sessionId: string | null; status: number }> {
  const { handlers } = await import("@/lib/auth/auth");
  const jar = new CookieJar();
  const call = async (p: string, form?: Record<string, string>) =>
    jar.store(
      await (form ? handlers.POST : handlers.GET)(
        new NextRequest(`${BASE}${p}`, {
          method: form ? "POST" : "GET",
          headers: { cookie: jar.header(), ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
          body: form ? new URLSearchParams(form).toString() : undefined,
        }),
      ),
    );
  const { csrfToken } = await (await call("/api/auth/csrf")).json();
  const res = await call("/api/auth/callback/ticket", { ticket, csrfToken });
  const token = jar.get("authjs.session-token");
  const payload = token
    ? await decode({ token, secret: process.env.AUTH_SECRET!, salt: "authjs.session-token" })
    : null;
  return {
    cookie: token ? `authjs.session-token=${token}` : "",
    sessionId: (payload?.sid as string) ?? null,
    status: res.status,
  };
}

export type TestOidcProvider = { issuer: string; clientId: string; clientSecret: string; stop: () => Promise<void> };

export async function startOidcProvider(redirectUris = [`${BASE}/login/b2c/callback`]): Promise<TestOidcProvider> {
  const clientId = "hr-integration-client";
  const clientSecret = "hr-integration-secret-0123456789abcdef";
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(process.cwd(), "tests/support/oidc-test-provider.mjs"), "0"],
    {
      env: {
        ...process.env,
        OIDC_TEST_CLIENT_ID: clientId,
        OIDC_TEST_CLIENT_SECRET: clientSecret,
        OIDC_TEST_REDIRECT_URIS: redirectUris.join(","),
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const issuer = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk) => {
      out += chunk;
      const match = /OIDC_TEST_PROVIDER_READY (\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.on("exit", (code) => reject(new Error(`OIDC test provider exited (${code})`)));
  });
  return {
    issuer,
    clientId,
    clientSecret,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/**
 * Plays the person at the provider: follows the authorisation URL, types the email into the provider's
 * sign-in form and returns the URL the provider sends the browser back to (our callback with code and state).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  email: string,
  options: { unverified?: boolean } = {},
): Promise<string> {
  const jar = new CookieJar();
  const get = async (url: string) =>
    jar.store(await fetch(url, { redirect: "manual", headers: { cookie: jar.header() } }));
  let res = await get(authorizationUrl);
  let location = new URL(res.headers.get("location")!, authorizationUrl).href; // /interaction/<uid>
  res = await get(location);
  if (res.status !== 200) throw new Error(`provider login page answered ${res.status}: ${await res.text()}`);
  const form = new URLSearchParams({ email, ...(options.unverified ? { unverified: "1" } : {}) });
  res = jar.store(
    await fetch(`${location}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: jar.header(), "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    }),
  );
  // Follow the provider's own redirects until it sends the browser to us.
  for (let hops = 0; hops < 5; hops++) {
    location = new URL(res.headers.get("location")!, location).href;
    if (!location.startsWith(new URL(authorizationUrl).origin)) return location;
    res = await get(location);
  }
  throw new Error("provider did not redirect back");
}
