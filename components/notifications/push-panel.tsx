"use client";
// The push state panel on /notifications (spec section 4): enabled (with a way to turn it off), not
// enabled with the button that subscribes, unsupported, blocked, and off while impersonating.
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useNotifications } from "./notifications-provider";

export function PushPanel() {
  const t = useTranslations("notifications.push");
  const { push } = useNotifications();
  const state = push.state;
  return (
    <section
      aria-labelledby="push-title"
      data-testid="push-panel"
      data-state={state ?? "checking"}
      className="rounded-lg bg-white p-4 shadow-sm"
    >
      <h2 id="push-title" className="mb-2 text-lg font-semibold">
        {t("title")}
      </h2>
      {state === null && <p className="text-sm text-slate-700">{t("checking")}</p>}
      {state === "enabled" && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-green-900">{t("enabled")}</p>
          <Button variant="secondary" disabled={push.busy} onClick={() => void push.unsubscribe()}>
            {t("disable")}
          </Button>
        </div>
      )}
      {state === "not_enabled" && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700">{t("notEnabled")}</p>
          <Button disabled={push.busy} onClick={() => void push.subscribe()} data-testid="push-enable">
            {t("enable")}
          </Button>
        </div>
      )}
      {state === "unsupported" && <p className="text-sm text-slate-700">{t("unsupported")}</p>}
      {state === "blocked" && <p className="text-sm text-red-800">{t("blocked")}</p>}
      {state === "impersonating" && <p className="text-sm text-slate-700">{t("impersonating")}</p>}
    </section>
  );
}
