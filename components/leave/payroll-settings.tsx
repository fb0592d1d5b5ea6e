"use client";
// Payroll-locked months (lock and unlock) and the yearly entitlement run.
import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";

export function LockedMonthsForm({ months, canLock }: { months: string[]; canLock: boolean }) {
  const t = useTranslations("leave");
  const router = useRouter();
  const toast = useToast();
  const ids = useId();
  const [month, setMonth] = useState("");
  const { pending, run, fieldError, error } = useApiAction();
  async function set(m: string, locked: boolean) {
    const result = await run(() => apiFetch("/api/leave/lockMonth", { body: { month: m, locked } }));
    if (result.ok) {
      toast.show({
        variant: "success",
        title: locked ? t("monthLocked", { month: m }) : t("monthUnlocked", { month: m }),
      });
      setMonth("");
      router.refresh();
    }
  }
  return (
    <div className="space-y-3 text-sm">
      {months.length === 0 ? (
        <p className="text-slate-600">{t("noLockedMonths")}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {months.map((m) => (
            <li key={m} className="flex items-center gap-2 rounded-md border border-slate-200 px-2 py-1">
              <span className="tabular-nums">{m}</span>
              {canLock && (
                <Button
                  variant="ghost"
                  className="min-h-8 px-2"
                  disabled={pending}
                  onClick={() => set(m, false)}
                  aria-label={t("unlockMonth", { month: m })}
                >
                  {t("unlock")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canLock && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            set(month, true);
          }}
          className="flex flex-wrap items-end gap-2"
        >
          <div>
            <label htmlFor={`${ids}-month`} className="mb-1 block font-medium">
              {t("lockMonthLabel")}
            </label>
            <input
              id={`${ids}-month`}
              type="month"
              value={month}
              onChange={(e) => setMonth(e.target.value)}
              className="rounded-md border border-slate-300 px-2 py-1.5"
              aria-describedby={`${ids}-err`}
            />
          </div>
          <Button type="submit" disabled={pending || !month}>
            {t("lock")}
          </Button>
          <p id={`${ids}-err`} className="w-full text-red-700">
            {error ? fieldError("month") : null}
          </p>
        </form>
      )}
    </div>
  );
}

export function GenerateEntitlements({ defaultYear }: { defaultYear: number }) {
  const t = useTranslations("leave");
  const toast = useToast();
  const ids = useId();
  const [year, setYear] = useState(String(defaultYear));
  const { pending, run, fieldError, error } = useApiAction();
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const result = await run(() =>
      apiFetch<{ data: { created: number } }>("/api/saldos/generateEntitlements", { body: { year: Number(year) } }),
    );
    if (result.ok)
      toast.show({ variant: "success", title: t("entitlementsCreated", { count: result.value.data.created }) });
  }
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2 text-sm">
      <div>
        <label htmlFor={`${ids}-year`} className="mb-1 block font-medium">
          {t("year")}
        </label>
        <input
          id={`${ids}-year`}
          inputMode="numeric"
          value={year}
          onChange={(e) => setYear(e.target.value)}
          className="w-24 rounded-md border border-slate-300 px-2 py-1.5"
          aria-describedby={`${ids}-err`}
        />
      </div>
      <Button type="submit" disabled={pending}>
        {t("generateEntitlements")}
      </Button>
      <p id={`${ids}-err`} className="w-full text-red-700">
        {error ? fieldError("year") : null}
      </p>
    </form>
  );
}
