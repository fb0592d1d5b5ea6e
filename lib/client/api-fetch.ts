// Browser-side JSON calls to our API. A failed call throws ApiError carrying the error body's code,
// message, per-field messages and the X-Toast-Timeout the error toast should obey.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly toastTimeoutMs: number | null = null,
  ) {
    super(message);
  }
}

export async function apiFetch<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(path, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: init.body === undefined ? undefined : { "Content-Type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: "same-origin",
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) {
    const timeout = res.headers.get("X-Toast-Timeout");
    throw new ApiError(
      res.status,
      json?.error?.code ?? "internal",
      json?.error?.message ?? res.statusText,
      json?.error?.fields ?? {},
      timeout === null ? null : Number(timeout),
    );
  }
  return json as T;
}
