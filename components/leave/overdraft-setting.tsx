"use client";
// The company's negative-balance rule on /calendar/settings (flag allow_negative_leave_balance, also on
// Settings > Active modules): admins switch it here; HR without the admin right reads where it stands.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { useToast } from "@/components/ui/toast";

export function OverdraftSetting({ allowed, canChange }: { allowed: boolean; canChange: boolean }) {
  const t = useTranslations("leave.overdraftSetting");
  const router = useRouter();
  const toast = useToast();
  const [value, setValue] = useState(allowed);
  const [pending, setPending] = useState(false);

  async function save(next: boolean) {
    setPending(true);
    try {
      await apiFetch("/api/settings/featureflags/allow_negative_leave_balance", { body: { value: next } });
      setValue(next);
      toast.show({ variant: "success", title: t("saved") });
      router.refresh();
    } catch (error) {
      toast.showError(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0 flex-1">
        <p id="overdraft-label" className="font-medium">
          {t("label")}
        </p>
        <p className="text-sm text-slate-600" data-testid="overdraft-state">
          {value ? t("on") : t("off")}
        </p>
        {!canChange && <p className="mt-1 text-xs text-slate-600">{t("adminOnly")}</p>}
      </div>
      {canChange && (
        <button
          type="button"
          role="switch"
          aria-checked={value}
          aria-labelledby="overdraft-label"
          data-testid="overdraft-switch"
          disabled={pending}
          onClick={() => save(!value)}
          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:cursor-not-allowed disabled:opacity-60 ${value ? "bg-brand-600" : "bg-slate-300"}`}
        >
          <span
            className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${value ? "translate-x-5" : "translate-x-0.5"}`}
          />
        </button>
      )}
    </div>
  );
}
