// The RSZ/ONSS Dimona REST v2 client. OAuth2 client_credentials where the client authenticates with a
// private_key_jwt assertion (RFC 7523: RS256, iss = sub = client id, aud = token URL, jti, exp 300 s);
// the token is kept until a minute before it expires. POST /declarations carries the declaration's
// idempotency key, so a retry after a lost answer does not declare twice; GET /declarations/{id} answers
// 404 until the RSZ has processed it. Errors say whether trying again can help (`retry`).
import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import type { RszEndpoint } from "./rsz-endpoint";
import { rszTimeoutMs } from "./rsz-endpoint";

export const DIMONA_SCOPES = "scope:dimona:declaration:declarant scope:dimona:declaration:consult";

export type RszAnomaly = { code: string; description?: string };
export type RszStatus = { result: "A" | "W" | "B" | "S"; periodId: string | null; anomalies: RszAnomaly[] };

/** Why a call to the RSZ failed, as a code the Dimona tab translates (messages dimona.errors.*). */
export const RSZ_ERROR_CODES = [
  "not_configured",
  "timeout",
  "unreachable",
  "sign_in_refused",
  "token_refused",
  "server_error",
  "refused",
  "no_mandate",
  "unexpected_answer",
  "internal",
] as const;
export type RszErrorCode = (typeof RSZ_ERROR_CODES)[number];

export class RszError extends Error {
  constructor(
    message: string,
    /** true: the RSZ could not take it now (500, timeout, token); false: it refused the content (400, 403). */
    readonly retry: boolean,
    readonly anomalies: RszAnomaly[] = [],
    readonly code: RszErrorCode = "unexpected_answer",
  ) {
    super(message);
    this.name = "RszError";
  }
}

const tokenCache = new Map<string, { token: string; expiresAt: number }>();

/** Forgets cached tokens (tests; a 401 from the API drops the one it used). */
export function forgetRszTokens(): void {
  tokenCache.clear();
}

async function request(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(rszTimeoutMs()) });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new RszError(
      timedOut ? "The RSZ did not answer in time" : "The RSZ cannot be reached",
      true,
      [],
      timedOut ? "timeout" : "unreachable",
    );
  }
}

export async function clientAssertion(endpoint: RszEndpoint): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: "RS256", typ: "JWT" })
    .setIssuer(endpoint.clientId)
    .setSubject(endpoint.clientId)
    .setAudience(endpoint.tokenUrl)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime("300s")
    .sign(endpoint.privateKey);
}

export async function rszAccessToken(endpoint: RszEndpoint): Promise<string> {
  const key = `${endpoint.tokenUrl} ${endpoint.clientId}`;
  const cached = tokenCache.get(key);
  if (cached && cached.expiresAt > Date.now()) return cached.token;
  const form = new URLSearchParams({
    grant_type: "client_credentials",
    client_assertion_type: "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
    client_assertion: await clientAssertion(endpoint),
    scope: DIMONA_SCOPES,
  });
  const res = await request(endpoint.tokenUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: form.toString(),
  });
  const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; error?: string };
  if (!res.ok || !body.access_token) {
    // A refused client stays pending: the key or the mandate gets fixed, then the retry goes through.
    throw new RszError(`The RSZ refused the sign-in (${body.error ?? res.status})`, true, [], "sign_in_refused");
  }
  const ttl = Math.max(60, Number(body.expires_in) || 300);
  tokenCache.set(key, { token: body.access_token, expiresAt: Date.now() + (ttl - 60) * 1000 });
  return body.access_token;
}

async function api(endpoint: RszEndpoint, path: string, init: RequestInit): Promise<Response> {
  const token = await rszAccessToken(endpoint);
  const headers = {
    ...(init.headers as Record<string, string>),
    authorization: `Bearer ${token}`,
    accept: "application/json",
  };
  const res = await request(`${endpoint.baseUrl}${path}`, { ...init, headers });
  if (res.status === 401) {
    forgetRszTokens();
    throw new RszError("The RSZ token was refused", true, [], "token_refused");
  }
  if (res.status >= 500) throw new RszError(`The RSZ answered ${res.status}`, true, [], "server_error");
  return res;
}

/** Declares; answers the RSZ's id of the declaration (from Location). */
export async function postDeclaration(endpoint: RszEndpoint, body: unknown, idempotencyKey: string): Promise<string> {
  const res = await api(endpoint, "/declarations", {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": idempotencyKey },
    body: JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => ({}))) as { errors?: { code?: string; description?: string }[] };
  if (res.status === 400 || res.status === 403) {
    const anomalies = (answer.errors ?? []).map((e) => ({
      code: String(e.code ?? res.status),
      description: e.description,
    }));
    throw new RszError(
      res.status === 403 ? "No mandate for this employer" : "The RSZ refused the declaration",
      false,
      anomalies,
      res.status === 403 ? "no_mandate" : "refused",
    );
  }
  const location = res.headers.get("location") ?? "";
  const id = location.split("/").filter(Boolean).pop();
  if (res.status !== 201 || !id) throw new RszError(`Unexpected answer ${res.status}`, true);
  return decodeURIComponent(id);
}

/** The result once processed; null while the RSZ answers 404 (not processed yet). */
export async function getDeclarationStatus(endpoint: RszEndpoint, rszId: string): Promise<RszStatus | null> {
  const res = await api(endpoint, `/declarations/${encodeURIComponent(rszId)}`, { method: "GET" });
  if (res.status === 404) return null;
  const body = (await res.json().catch(() => ({}))) as {
    declarationStatus?: { result?: string; period?: { id?: string | number }; anomalies?: RszAnomaly[] };
  };
  const status = body.declarationStatus;
  if (!res.ok || !status || !["A", "W", "B", "S"].includes(String(status.result))) {
    throw new RszError(`Unexpected answer ${res.status}`, true);
  }
  return {
    result: status.result as RszStatus["result"],
    periodId: status.period?.id !== undefined ? String(status.period.id) : null,
    anomalies: (status.anomalies ?? []).map((a) => ({ code: String(a.code), description: a.description })),
  };
}
