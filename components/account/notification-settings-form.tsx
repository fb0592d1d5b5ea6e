"use client";
// Notification choices, saved as each box is ticked: the weekly digest mail, and how the user hears of
// important documents shared with them.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { useToast } from "@/components/ui/toast";
import { useSavedToast } from "./use-saved-toast";

type Settings = { weekly_digest: boolean; email: boolean; in_app: boolean };

export function NotificationSettingsForm({ initial }: { initial: Settings }) {
  const t = useTranslations("account");
  const saved = useSavedToast();
  const { showError } = useToast();
  const [settings, setSettings] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function toggle(key: keyof Settings, value: boolean) {
    const before = settings;
    setSettings({ ...settings, [key]: value });
    setBusy(true);
    try {
      if (key === "weekly_digest") await apiFetch("/api/user/weeklyDigest", { body: { weekly_digest: value } });
      else await apiFetch("/api/user/notificationSettings/importantDocuments", { body: { [key]: value } });
      saved();
    } catch (error) {
      setSettings(before);
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  const box = (key: keyof Settings, label: string, hint: string) => (
    <label className="flex items-start gap-3 py-2">
      <input
        type="checkbox"
        className="mt-1 h-4 w-4 accent-brand-600"
        checked={settings[key]}
        disabled={busy}
        onChange={(e) => toggle(key, e.target.checked)}
        data-testid={`setting-${key}`}
      />
      <span>
        <span className="block text-sm font-medium text-slate-900">{label}</span>
        <span className="block text-xs text-slate-600">{hint}</span>
      </span>
    </label>
  );
  return (
    <div className="divide-y divide-slate-100">
      {box("weekly_digest", t("weeklyDigest"), t("weeklyDigestHint"))}
      <fieldset className="pt-2">
        <legend className="text-sm font-semibold text-slate-700">{t("importantDocuments")}</legend>
        {box("email", t("importantDocumentsEmail"), t("importantDocumentsEmailHint"))}
        {box("in_app", t("importantDocumentsInApp"), t("importantDocumentsInAppHint"))}
      </fieldset>
    </div>
  );
}
