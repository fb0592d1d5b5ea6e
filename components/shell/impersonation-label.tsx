"use client";
// The impersonation label (spec section 2): whose session this is, in which company, and a button that
// ends it: POST /api/impersonation/end puts the admin's own session back in the cookie, then a full page
// load of the `redirect_to` it answers ("/", or /login when the admin's own session is gone) leaves no
// state of the impersonated user in the browser.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useToast } from "@/components/ui/toast";
import { ApiError, apiFetch } from "@/lib/client/api-fetch";

export const IMPERSONATION_END_PATH = "/api/impersonation/end";

const fullPageLoad = (to: string) => window.location.assign(to);

export function ImpersonationLabel({
  userName,
  groupName,
  onEnded = fullPageLoad,
}: {
  userName: string;
  groupName: string;
  onEnded?: (redirectTo: string) => void;
}) {
  const t = useTranslations("shell.impersonation");
  const toast = useToast();
  const [pending, setPending] = useState(false);
  async function end() {
    setPending(true);
    try {
      const result = await apiFetch<{ redirect_to?: string }>(IMPERSONATION_END_PATH, { body: {} });
      onEnded(result?.redirect_to ?? "/");
    } catch (error) {
      // The impersonation ends with the admin's own session: when that is gone, sign in again.
      if (error instanceof ApiError && error.status === 401) return onEnded("/login");
      setPending(false);
      toast.showError(error);
    }
  }
  return (
    <div
      role="status"
      data-testid="impersonation-label"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-sky-100 px-4 py-2 text-center text-sm text-sky-950"
    >
      <span>{t("label", { name: userName, group: groupName })}</span>
      <button
        type="button"
        onClick={() => void end()}
        disabled={pending}
        data-testid="impersonation-end"
        className="min-h-9 rounded-md border border-sky-800 bg-white px-3 font-medium text-sky-950 hover:bg-sky-50 disabled:opacity-60"
      >
        {t("end")}
      </button>
    </div>
  );
}
