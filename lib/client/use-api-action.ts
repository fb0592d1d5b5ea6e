"use client";
// Runs an API call from a component: tracks pending, keeps the failure, and tells the caller whether
// it worked. `fieldError(name)` gives the server's message for one field, else the general message.
import { useCallback, useState } from "react";
import { ApiError } from "./api-fetch";

export function useApiAction() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | Error | null>(null);

  const run = useCallback(async <T>(call: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> => {
    setPending(true);
    setError(null);
    try {
      return { ok: true, value: await call() };
    } catch (e) {
      setError(e instanceof Error ? e : new Error(String(e)));
      return { ok: false };
    } finally {
      setPending(false);
    }
  }, []);

  const fieldError = (field: string): string | null =>
    error ? ((error instanceof ApiError ? error.fields[field] : undefined) ?? error.message) : null;

  return { pending, error, run, fieldError, clearError: () => setError(null) };
}
