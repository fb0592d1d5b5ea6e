// The BE portal's HTTP call: every request has a timeout; a 5xx, a timeout or an unreadable answer becomes a
// ProviderError the command turns into a readable reason.
import { bePortalBaseUrl, providerTimeoutMs } from "./provider-endpoints";
import { ProviderError } from "./provider";

export type Answer = { status: number; body: Record<string, unknown> };

export async function call(
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<Answer> {
  const base = bePortalBaseUrl();
  if (!base) throw new ProviderError("unavailable", "No portal address is configured (BE_PORTAL_URL)");
  const timeout = providerTimeoutMs();
  const signal = AbortSignal.timeout(timeout);
  let res: Response;
  try {
    res = await fetch(`${base}${path}`, {
      method: init.method ?? "GET",
      headers: {
        accept: "application/json",
        ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal,
    });
  } catch {
    // fetch wraps the abort differently across runtimes: the signal says what happened.
    if (signal.aborted) {
      throw new ProviderError("timeout", `The portal did not answer within ${Math.round(timeout / 1000)} s`, [], {
        seconds: Math.round(timeout / 1000),
      });
    }
    throw new ProviderError("unavailable", "The portal cannot be reached");
  }
  if (res.status >= 500)
    throw new ProviderError("unavailable", `The portal answered with an error (${res.status})`, [], {
      status: res.status,
    });
  let body: Record<string, unknown>;
  try {
    body = (await res.json()) as Record<string, unknown>;
  } catch {
    throw new ProviderError("protocol", "The portal's answer could not be read");
  }
  return { status: res.status, body };
}

export function authed(answer: Answer): Record<string, unknown> {
  if (answer.status === 401) throw new ProviderError("session_expired", "The portal session expired");
  if (answer.status !== 200)
    throw new ProviderError("protocol", `The portal refused the request (${answer.status})`, [], {
      status: answer.status,
    });
  return answer.body;
}

export const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
