"use client";
// Ends the impersonation (POST /api/impersonation/end): the response replaces the session cookie with
// the admin's own session, then a full page load of "/" (or /login when the admin's session is gone)
// leaves no state of the impersonated user in the browser. For the shell's impersonation label.
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";

const fullPageLoad = (to: string) => window.location.assign(to);

export function EndImpersonationButton({ className = "", navigate = fullPageLoad }: { className?: string; navigate?: (to: string) => void }) {
  const t = useTranslations("federation.impersonation");
  const { pending, error, run } = useApiAction();
  async function end() {
    const result = await run(() => apiFetch<{ redirect_to: string }>("/api/impersonation/end", { method: "POST", body: {} }));
    if (result.ok) navigate(result.value.redirect_to);
  }
  return (
    <>
      <button
        type="button"
        onClick={end}
        disabled={pending}
        data-testid="end-impersonation"
        className={`rounded-md border border-sky-700 bg-white px-3 py-1 text-sm font-medium text-sky-900 hover:bg-sky-50 disabled:opacity-60 ${className}`}
      >
        {pending ? t("ending") : t("end")}
      </button>
      {error && (
        <span role="alert" className="ml-2 text-sm text-red-700">
          {error.message}
        </span>
      )}
    </>
  );
}
