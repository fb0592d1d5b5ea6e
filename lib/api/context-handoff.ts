// How proxy.ts hands the request context it resolved to the page rendered in the same request, so the
// page does not read it a second time (issue 28).
//
// The proxy keeps the context in this process's memory under a fresh random token (122 bits) and puts
// only the token into the x-hr-context request header, after deleting whatever the client sent under
// that name. The page takes the entry once (it is deleted when taken) and accepts it only when it was
// resolved for the session the request's own cookie names. So a client cannot forge a context: a
// header it invents names no entry, a token it somehow learnt belongs to someone else's session, and
// tokens never leave the server (request headers the proxy sets are not sent back).
// Chosen over a signed copy of the context in the header: no serialisation of ~70 fields and dates on
// every page request, nothing of the context ever travels, and a miss costs only the ordinary read.
// Next runs the proxy and the render in the same Node process (Next 16's proxy runtime is Node); the
// map lives on globalThis because the proxy bundle and the app bundle each have their own module copies.
// Whatever is not taken (a redirect or 404 after the proxy, an aborted request) expires after 30 s.
import { randomUUID } from "node:crypto";
import type { RequestContext } from "./context";

export const CONTEXT_HEADER = "x-hr-context";

const TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;
const GLOBAL_KEY = "__hrHandedOffContexts";
type Entry = { ctx: RequestContext; until: number };
type GlobalWithHandoff = typeof globalThis & { [GLOBAL_KEY]?: Map<string, Entry> };

function store(): Map<string, Entry> {
  const g = globalThis as GlobalWithHandoff;
  return (g[GLOBAL_KEY] ??= new Map());
}

/** Keeps the context for the page of this request; returns the token for the x-hr-context header. */
export function handOffContext(ctx: RequestContext, now = Date.now()): string {
  const map = store();
  // Entries sit in insertion (= expiry) order: drop the expired ones from the front, and the oldest
  // when a burst of untaken entries reaches the cap.
  for (const [token, entry] of map) {
    if (entry.until > now && map.size < MAX_ENTRIES) break;
    map.delete(token);
  }
  const token = randomUUID();
  map.set(token, { ctx, until: now + TTL_MS });
  return token;
}

/**
 * The context the proxy resolved for this request, when the token names one that is still fresh and was
 * resolved for `sessionId` (the session the request's cookie names); undefined otherwise (read it anew).
 */
export function takeHandedOffContext(
  token: string | null,
  sessionId: string | null,
  now = Date.now(),
): RequestContext | undefined {
  if (!token || !sessionId) return undefined;
  const map = store();
  const entry = map.get(token);
  if (!entry) return undefined;
  map.delete(token);
  if (entry.until <= now || entry.ctx.sessionId !== sessionId) return undefined;
  return entry.ctx;
}

/** For tests: how many contexts wait to be taken. */
export function handedOffCount(): number {
  return store().size;
}
