// The NL payroll adapter's HTTP side: the OAuth2 token endpoint (password grant with the app's client and the
// customer's username and password; refresh_token grant) and Bearer calls to the API that renew an expired
// access token once, in place, before giving up. Every call has a timeout; a 5xx, a timeout or an unreadable
// answer becomes a ProviderError with a readable reason. Tokens and passwords are never put in a message.
import { nlPayrollEndpoint, providerTimeoutMs, type NlPayrollEndpoint } from "./provider-endpoints";
import { ProviderError, type ProviderCredentials, type ProviderSession } from "./provider";

export type NlAnswer = { status: number; body: Record<string, unknown> };

function endpoint(): NlPayrollEndpoint {
  const found = nlPayrollEndpoint();
  if (!found) throw new ProviderError("unavailable", "No payroll API is configured (NL_PAYROLL_URL and its client)");
  return found;
}

async function request(url: string, init: RequestInit): Promise<NlAnswer> {
  const timeout = providerTimeoutMs();
  const signal = AbortSignal.timeout(timeout);
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal });
  } catch {
    if (signal.aborted) {
      throw new ProviderError("timeout", `The payroll API did not answer within ${Math.round(timeout / 1000)} s`, [], {
        seconds: Math.round(timeout / 1000),
      });
    }
    throw new ProviderError("unavailable", "The payroll API cannot be reached");
  }
  if (res.status >= 500)
    throw new ProviderError("unavailable", `The payroll API answered with an error (${res.status})`, [], {
      status: res.status,
    });
  let body: Record<string, unknown>;
  try {
    body = (await res.json()) as Record<string, unknown>;
  } catch {
    throw new ProviderError("protocol", "The payroll API's answer could not be read");
  }
  return { status: res.status, body: body ?? {} };
}

async function tokenRequest(form: Record<string, string>): Promise<ProviderSession> {
  const { tokenUrl, clientId, clientSecret } = endpoint();
  const answer = await request(tokenUrl, {
    method: "POST",
    headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...form, client_id: clientId, client_secret: clientSecret }).toString(),
  });
  if (answer.status === 200) {
    const { access_token, refresh_token, expires_in } = answer.body;
    if (typeof access_token !== "string" || !Number.isFinite(Number(expires_in))) {
      throw new ProviderError("protocol", "The payroll API's token answer could not be read");
    }
    return {
      token: access_token,
      expiresAt: Date.now() + Number(expires_in) * 1000,
      refreshToken: typeof refresh_token === "string" ? refresh_token : undefined,
    };
  }
  if (answer.body.error === "invalid_client") {
    throw new ProviderError(
      "invalid_credentials",
      "The payroll API refused this app's OAuth client (NL_PAYROLL_CLIENT_ID/SECRET)",
    );
  }
  if (answer.body.error === "invalid_grant") {
    throw new ProviderError("invalid_credentials", "The payroll API refused the username or password");
  }
  throw new ProviderError("protocol", `The payroll API answered the login with ${answer.status}`, [], {
    status: answer.status,
  });
}

export const passwordGrant = (credentials: ProviderCredentials) =>
  tokenRequest({ grant_type: "password", username: credentials.username, password: credentials.password });

/** Renews the session's access token in place: the refresh token, else (it expired too) a new login. */
export async function renewSession(credentials: ProviderCredentials, session: ProviderSession): Promise<void> {
  let fresh: ProviderSession;
  try {
    if (!session.refreshToken) throw new ProviderError("invalid_credentials", "no refresh token");
    fresh = await tokenRequest({ grant_type: "refresh_token", refresh_token: session.refreshToken });
  } catch (error) {
    if (!(error instanceof ProviderError) || error.kind !== "invalid_credentials") throw error;
    fresh = await passwordGrant(credentials);
  }
  session.token = fresh.token;
  session.expiresAt = fresh.expiresAt;
  session.refreshToken = fresh.refreshToken;
}

const EXPIRY_MARGIN_MS = 5_000;

/** A Bearer call to the API (path under NL_PAYROLL_URL); 401 once renews the token and asks again. */
export async function apiCall(
  credentials: ProviderCredentials,
  session: ProviderSession,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<NlAnswer> {
  if (session.expiresAt - EXPIRY_MARGIN_MS <= Date.now()) await renewSession(credentials, session);
  const send = () =>
    request(`${endpoint().baseUrl}${path}`, {
      method: init.method ?? "GET",
      headers: {
        accept: "application/json",
        authorization: `Bearer ${session.token}`,
        ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  let answer = await send();
  if (answer.status === 401) {
    await renewSession(credentials, session);
    answer = await send();
    if (answer.status === 401) throw new ProviderError("session_expired", "The payroll API refused the renewed token");
  }
  return answer;
}

/** The `_embedded` rows of a list answer (refusing anything but 200). */
export function embedded(answer: NlAnswer): Record<string, unknown>[] {
  if (answer.status !== 200)
    throw new ProviderError("protocol", `The payroll API refused the request (${answer.status})`, [], {
      status: answer.status,
    });
  return Array.isArray(answer.body._embedded) ? (answer.body._embedded as Record<string, unknown>[]) : [];
}

/** The API path of the employer the session acts for. */
export function employerPath(session: ProviderSession): string {
  if (!session.account) throw new ProviderError("protocol", "The payroll session names no employer");
  return `/providers/employers/${encodeURIComponent(session.account)}`;
}

/** Every row of a paged list, page by page until the last (totalPages, or a short page); `path` may carry a query. */
export async function allRows(
  credentials: ProviderCredentials,
  session: ProviderSession,
  path: string,
  pageSize: number,
  /** What a 404 means here (a person the API does not know), or undefined: a protocol error like any refusal. */
  notFound?: string,
): Promise<Record<string, unknown>[]> {
  const all: Record<string, unknown>[] = [];
  const join = path.includes("?") ? "&" : "?";
  for (let page = 1; ; page++) {
    const answer = await apiCall(credentials, session, `${path}${join}pageNumber=${page}&pageSize=${pageSize}`);
    if (answer.status === 404 && notFound) throw new ProviderError("rejected", notFound);
    const rows = embedded(answer);
    all.push(...rows);
    if (rows.length < pageSize || page >= Number(answer.body.totalPages ?? 1)) return all;
  }
}
