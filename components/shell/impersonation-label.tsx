"use client";
// The impersonation label (spec section 2): whose session this is, in which company, and a button that
// ends it. Contract: POST /api/impersonation/end, then a reload of "/" (the admin's own session is back).
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useToast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/client/api-fetch";

export const IMPERSONATION_END_PATH = "/api/impersonation/end";

export function ImpersonationLabel({ userName, groupName, onEnded }: { userName: string; groupName: string; onEnded?: () => void }) {
  const t = useTranslations("shell.impersonation");
  const toast = useToast();
  const [pending, setPending] = useState(false);
  async function end() {
    setPending(true);
    try {
      await apiFetch(IMPERSONATION_END_PATH, { body: {} });
      (onEnded ?? (() => window.location.assign("/")))();
    } catch (error) {
      setPending(false);
      toast.showError(error);
    }
  }
  return (
    <div role="status" data-testid="impersonation-label" className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-sky-100 px-4 py-2 text-center text-sm text-sky-950">
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
