"use client";
// The modules and feature flags screen: the flags that change something today (lib/access/shown-flags.ts)
// grouped, with title, description, the area each opens or closes, and its switch. Every switch reads
// on = available: "disable_*" flags show the module's own switch, turned around (`on`, `inverted`). A switch saves at once and refreshes the page, so the shell's
// menu follows (a module switched off loses its entry). Light accounts see full-only flags with the
// upgrade prompt instead of a switch. Switching multiple managers off while people have extra managers
// asks first (the API's 409) and then removes them.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { FLAG_GROUPS } from "@/lib/access/feature-flags";
import { ApiError, apiFetch } from "@/lib/client/api-fetch";
import type { FeatureFlagRow } from "@/lib/settings/list-feature-flags";
import { UpgradeButton } from "@/components/flows/upgrade-flow";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";

type Props = { flags: FeatureFlagRow[]; canWrite: boolean; light: boolean };

export function ModulesSettings({ flags, canWrite, light }: Props) {
  const t = useTranslations("flags");
  return (
    <div className="space-y-8">
      {FLAG_GROUPS.map((group) => {
        const rows = flags.filter((f) => f.group === group);
        if (rows.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`flags-${group}`}>
            <h2 id={`flags-${group}`} className="mb-2 text-lg font-semibold">
              {t(`groups.${group}`)}
            </h2>
            <ul className="divide-y divide-slate-200 rounded-lg bg-white shadow-sm" data-testid={`flag-group-${group}`}>
              {rows.map((flag) => (
                <FlagRow key={flag.name} flag={flag} canWrite={canWrite} light={light} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function FlagRow({ flag, canWrite, light }: { flag: FeatureFlagRow; canWrite: boolean; light: boolean }) {
  const t = useTranslations("settings.modules");
  const tFlags = useTranslations("flags");
  const tNav = useTranslations("nav");
  const router = useRouter();
  const toast = useToast();
  const [value, setValue] = useState(flag.on);
  const [pending, setPending] = useState(false);
  // The number of people with extra managers, from the 409 (its message starts with the count).
  const [conflict, setConflict] = useState<number | null>(null);
  const title = tFlags(`flag.${flag.name}.title`);

  async function save(next: boolean, force = false) {
    setPending(true);
    try {
      const stored = flag.inverted ? !next : next;
      await apiFetch(`/api/settings/featureflags/${flag.name}`, {
        body: force ? { value: stored, force_remove_extra_managers: true } : { value: stored },
      });
      setValue(next);
      setConflict(null);
      toast.show({ title: t("saved"), description: title, variant: "success" });
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setConflict(Number(/^\d+/.exec(error.message)?.[0] ?? 0));
      else toast.showError(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <li className="flex flex-wrap items-start gap-4 p-4" data-testid={`flag-row-${flag.name}`}>
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {title}
          {light && !flag.available_on_light ? (
            <span className="ml-2 rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{t("fullOnly")}</span>
          ) : null}
        </p>
        <p className="text-sm text-slate-600">{tFlags(`flag.${flag.name}.description`)}</p>
        {flag.area ? <p className="mt-1 text-xs text-slate-500">{t("gatesArea", { area: tNav(flag.area) })}</p> : null}
      </div>
      {flag.available ? (
        <button
          type="button"
          role="switch"
          aria-checked={value}
          aria-label={title}
          data-testid={`flag-${flag.name}`}
          disabled={!canWrite || pending}
          onClick={() => save(!value)}
          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:cursor-not-allowed disabled:opacity-60 ${value ? "bg-brand-600" : "bg-slate-300"}`}
        >
          <span
            className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${value ? "translate-x-5" : "translate-x-0.5"}`}
          />
        </button>
      ) : (
        <div className="flex flex-col items-end gap-1 text-sm text-slate-600" data-testid={`flag-upgrade-${flag.name}`}>
          <span>{t("upgradeNeeded")}</span>
          <UpgradeButton />
        </div>
      )}
      <Modal
        open={conflict !== null}
        onOpenChange={(open) => (open ? undefined : setConflict(null))}
        title={t("extraManagersTitle")}
        description={t("extraManagersText", { count: conflict ?? 0 })}
        testId="extra-managers-modal"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConflict(null)} disabled={pending}>
              {t("cancel")}
            </Button>
            <Button variant="danger" onClick={() => save(false, true)} disabled={pending}>
              {t("removeExtraManagers")}
            </Button>
          </>
        }
      />
    </li>
  );
}
