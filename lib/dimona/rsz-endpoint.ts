// Where the Dimona client sends declarations, and the key it signs its client assertions with. Env wins:
// RSZ_DIMONA_URL (e.g. https://services.socialsecurity.be/REST/dimona/v2), RSZ_TOKEN_URL (default
// .../REST/oauth/v5/token on the same host), RSZ_CLIENT_ID and RSZ_PRIVATE_KEY (PKCS#8 PEM; "\n" escapes
// allowed). Without them, the RSZ simulator this process serves (start-embedded.ts and tests register it
// with its demo key pair, on globalThis because Next bundles its own module copies).
import { createPrivateKey, type KeyObject } from "node:crypto";

export type RszEndpoint = { baseUrl: string; tokenUrl: string; clientId: string; privateKey: KeyObject };

const REGISTRY = Symbol.for("hr.dimona.rsz-endpoint");
type WithRegistry = typeof globalThis & { [REGISTRY]?: RszEndpoint | null };

/** The simulator this process serves (null forgets it). */
export function registerRszSimulator(endpoint: RszEndpoint | null): void {
  (globalThis as WithRegistry)[REGISTRY] = endpoint;
}

export function rszEndpoint(env: Record<string, string | undefined> = process.env): RszEndpoint | null {
  const base = env.RSZ_DIMONA_URL?.trim().replace(/\/+$/, "");
  if (base) {
    const clientId = env.RSZ_CLIENT_ID?.trim();
    const pem = env.RSZ_PRIVATE_KEY?.replace(/\\n/g, "\n");
    if (!clientId || !pem) return null;
    const tokenUrl = env.RSZ_TOKEN_URL?.trim() || `${new URL(base).origin}/REST/oauth/v5/token`;
    return { baseUrl: base, tokenUrl, clientId, privateKey: createPrivateKey(pem) };
  }
  return (globalThis as WithRegistry)[REGISTRY] ?? null;
}

export function rszTimeoutMs(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.RSZ_TIMEOUT_MS ?? env.PROVIDER_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : 15_000;
}
