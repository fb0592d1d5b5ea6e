// The public base URL of the app, for redirects and for addresses given to identity providers (OIDC
// redirect URI, SAML assertion consumer service and entity ID). From configuration, never from the Host
// header (a forged Host would turn /rerouter and the sign-in redirects into an open redirect): APP_URL,
// else X-Forwarded-Proto/Host only behind a proxy we run (TRUST_PROXY=1), else appUrl()'s default
// http://localhost:$PORT.
import { isUnsafeText } from "@/lib/api/unsafe-text";
import { appUrl } from "@/lib/config/app-url";

export function publicBaseUrl(req: Request): string {
  const configured = process.env.APP_URL?.trim();
  if (configured) return configured.replace(/\/+$/, "");
  if (process.env.TRUST_PROXY === "1") {
    const forwarded = (name: string) => req.headers.get(name)?.split(",")[0]?.trim();
    const host = forwarded("x-forwarded-host");
    if (host) return `${forwarded("x-forwarded-proto") || new URL(req.url).protocol.replace(":", "")}://${host}`;
  }
  return appUrl();
}

/** Only same-site relative paths, never another host (open-redirect defence). */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length > 2000) return fallback;
  // Control characters and unpaired surrogates: stored with the login attempt, a NUL would be a 500.
  // eslint-disable-next-line no-control-regex -- control characters are what this pattern looks for
  if (/[\u0000-\u001f\u007f]/.test(value) || isUnsafeText(value)) return fallback;
  return value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\") ? value : fallback;
}
