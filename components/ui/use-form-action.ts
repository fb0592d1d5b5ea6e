"use client";
// useApiAction with the forms' error rule (people, documents): a server message about one of this form's
// fields shows inline under that field; every other failure shows as the red toast (with the server's
// X-Toast-Timeout).
import { useCallback } from "react";
import { ApiError } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { useToast } from "@/components/ui/toast";

export function useFormAction(formFields: readonly string[] = []) {
  const action = useApiAction();
  const toast = useToast();
  const { run: baseRun } = action;
  const key = formFields.join(",");

  const run = useCallback(
    <T>(call: () => Promise<T>) =>
      baseRun(async () => {
        try {
          return await call();
        } catch (error) {
          const inline =
            error instanceof ApiError && Object.keys(error.fields).some((field) => key.split(",").includes(field));
          if (!inline) toast.showError(error);
          throw error;
        }
      }),
    [baseRun, toast, key],
  );

  const fieldError = (field: string): string | null =>
    action.error instanceof ApiError ? (action.error.fields[field] ?? null) : null;
  return { pending: action.pending, error: action.error, run, fieldError, clearError: action.clearError };
}
