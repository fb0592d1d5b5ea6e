// Checks on the raw request that do not depend on who is calling.
import { AppError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses writes a browser sent from another site (CSRF defence in depth on top of SameSite cookies,
 * which treat sibling customer subdomains as the same site). Scripts send neither header and pass.
 */
export function assertSameSiteWrite(req: Request): void {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return;
  if (req.headers.get("sec-fetch-site") === "cross-site") throw crossSite();
  const origin = req.headers.get("origin");
  if (origin === null) return;
  // "null" is what a sandboxed iframe, a data: page or a cross-origin redirect chain sends: an opaque
  // origin that is never our own page, so it counts as another site. (Browsers also send "null" on
  // same-origin POSTs from a page whose Referrer-Policy is no-referrer or same-origin: the app's policy,
  // strict-origin-when-cross-origin in next.config.ts, must stay one that sends the origin.)
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw crossSite();
  }
  if (originHost !== requestHost(req)) throw crossSite();
}

// The host the browser addressed. X-Forwarded-Host only counts behind a proxy we run (TRUST_PROXY=1):
// otherwise any client can send it and make a foreign Origin look like our own.
function requestHost(req: Request): string {
  if (process.env.TRUST_PROXY === "1") {
    const forwarded = req.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return req.headers.get("host") ?? new URL(req.url).host;
}

function crossSite(): AppError {
  return new AppError("forbidden", "Requests from other sites are not accepted");
}

export function isHttpsRequest(req: Request): boolean {
  const forwarded = req.headers.get("x-forwarded-proto");
  if (forwarded) return forwarded.split(",")[0]!.trim() === "https";
  return new URL(req.url).protocol === "https:";
}

/** One cookie's value; a malformed (undecodable) value counts as absent. */
export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq <= 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The header scripts/start.ts sets on every request to the socket's peer address (a client's own is overwritten). */
export const REMOTE_ADDRESS_HEADER = "x-hr-remote-addr";

/**
 * The address the request came from: behind a proxy we run (TRUST_PROXY=1) the last X-Forwarded-For
 * entry, the one that proxy added (entries before it are the client's to forge); otherwise the socket's
 * peer as the app's server recorded it. Null when neither is known (a handler called directly).
 */
export function clientAddress(req: Request): string | null {
  if (process.env.TRUST_PROXY === "1") {
    const forwarded = req.headers
      .get("x-forwarded-for")
      ?.split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    if (forwarded?.length) return forwarded[forwarded.length - 1]!;
  }
  return req.headers.get(REMOTE_ADDRESS_HEADER)?.trim() || null;
}
