// The security headers of page responses that depend on the request (issue 17), built by proxy.ts:
// - Content-Security-Policy with a fresh nonce per page request: scripts run only when they carry it
//   ('strict-dynamic' lets Next's own chunks load what they load). Next reads the nonce from the request's
//   Content-Security-Policy header and puts it on its scripts (node_modules/next/dist/docs, "Content
//   Security Policy"). Styles keep 'unsafe-inline': React style attributes and Radix's positioning use them.
//   No form-action: the sign-in forms lead on to the federated and SAML providers.
// HSTS (over https) and Permissions-Policy for every response, the proxy's own answers included, are set in
// next.config.ts (lib/api/static-security-headers.ts); the proxy does not repeat them.
import { realtimeClientConfig } from "@/lib/realtime/realtime-config";

/** 128 random bits, base64 (CSP nonces are base64 values). */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

/** Where the browser's realtime connection may go besides our own origin (an external Pusher-compatible server). */
function realtimeSources(): string[] {
  const client = realtimeClientConfig();
  if (client.wsHost)
    return [`${client.forceTLS ? "wss" : "ws"}://${client.wsHost}${client.wsPort ? `:${client.wsPort}` : ""}`];
  if (process.env.PUSHER_APP_ID && process.env.PUSHER_KEY)
    return [`wss://ws-${client.cluster}.pusher.com`, `https://sockjs-${client.cluster}.pusher.com`];
  return [];
}

// Everything but the nonce is the same for every request of this process (the realtime settings come from
// the environment, read at start), so the policy is put together once per (https, dev) and each page
// request only joins its nonce in.
const NONCE_SLOT = "\u0000nonce\u0000";
const templates = new Map<string, [before: string, after: string]>();

function template(options: { https: boolean; dev?: boolean }): [string, string] {
  const key = `${options.https}|${Boolean(options.dev)}`;
  let parts = templates.get(key);
  if (!parts) {
    const directives = [
      "default-src 'self'",
      // 'unsafe-eval' only in development: React rebuilds server error stacks with eval there.
      `script-src 'self' 'nonce-${NONCE_SLOT}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ""}`,
      "style-src 'self' 'unsafe-inline'",
      // Profile pictures of a federated identity may sit on the provider's host; logos come as data: URLs.
      "img-src 'self' data: blob: https:",
      "font-src 'self' data:",
      ["connect-src 'self'", ...realtimeSources()].join(" "),
      "frame-src 'self'",
      "worker-src 'self'",
      "manifest-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'self'",
      ...(options.https ? ["upgrade-insecure-requests"] : []),
    ].join("; ");
    const [before, after] = directives.split(NONCE_SLOT) as [string, string];
    parts = [before, after];
    templates.set(key, parts);
  }
  return parts;
}

export function contentSecurityPolicy(nonce: string, options: { https: boolean; dev?: boolean }): string {
  const [before, after] = template(options);
  return before + nonce + after;
}
