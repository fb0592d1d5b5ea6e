"use client";
// The contract template editor: the text with its placeholders, save, back to the built-in text, start
// from a built-in language, and a PDF preview of the text as it stands (saved or not). Read-only for
// those who may not manage contracts.
import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ApiError, apiFetch } from "@/lib/client/api-fetch";
import { LANGUAGE_NAMES } from "@/lib/i18n/language-names";
import type { Locale } from "@/lib/i18n/locales";
import { Button } from "@/components/ui/button";
import { useFormAction } from "@/components/ui/use-form-action";
import { useToast } from "@/components/ui/toast";

type Props = {
  initialText: string;
  initialCustom: boolean;
  placeholders: string[];
  defaults: Record<Locale, string>;
  canEdit: boolean;
};

type Saved = { template_text: string; custom: boolean };

export function SigningTemplateEditor({ initialText, initialCustom, placeholders, defaults, canEdit }: Props) {
  const t = useTranslations("contractSigning.template");
  const tFields = useTranslations("fields.labels");
  const router = useRouter();
  const toast = useToast();
  const id = useId();
  const [text, setText] = useState(initialText);
  const [custom, setCustom] = useState(initialCustom);
  const action = useFormAction(["template_text"]);
  const error = action.fieldError("template_text");

  async function save(value: string | null) {
    const res = await action.run(() => apiFetch<Saved>("/api/contracts/template", { body: { template_text: value } }));
    if (!res.ok) return;
    setText(res.value.template_text);
    setCustom(res.value.custom);
    toast.show({ variant: "success", title: value === null ? t("resetDone") : t("saved") });
    router.refresh();
  }

  async function preview() {
    // A POST answering a PDF: fetched here and opened as a blob, so an unsaved text can be previewed.
    const res = await action.run(async () => {
      const response = await fetch("/api/contracts/template/preview", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ template_text: text }),
        credentials: "same-origin",
      });
      if (!response.ok) {
        const json = await response.json().catch(() => null);
        throw new ApiError(
          response.status,
          json?.error?.code ?? "internal",
          json?.error?.message ?? "",
          json?.error?.fields ?? {},
        );
      }
      return response.blob();
    });
    if (res.ok) window.open(URL.createObjectURL(res.value), "_blank", "noopener");
  }

  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_16rem]">
      <div className="space-y-3 rounded-lg bg-white p-4 shadow-sm">
        <p className="text-sm text-slate-700" data-testid="template-kind">
          {custom ? t("custom") : t("builtIn")}
        </p>
        <label htmlFor={`${id}-text`} className="block text-sm font-medium">
          {tFields("template_text")}
        </label>
        <textarea
          id={`${id}-text`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          readOnly={!canEdit}
          rows={18}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="w-full rounded-md border border-slate-300 px-2 py-2 font-mono text-sm"
        />
        {error && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {canEdit && (
            <Button onClick={() => void save(text)} disabled={action.pending}>
              {t("save")}
            </Button>
          )}
          <Button variant="secondary" onClick={() => void preview()} disabled={action.pending}>
            {t("preview")}
          </Button>
          {canEdit && custom && (
            <Button variant="ghost" onClick={() => void save(null)} disabled={action.pending}>
              {t("reset")}
            </Button>
          )}
        </div>
        {!canEdit && <p className="text-sm text-slate-600">{t("readOnly")}</p>}
      </div>
      <aside className="space-y-3 rounded-lg bg-white p-4 shadow-sm" aria-labelledby={`${id}-ph`}>
        <h2 id={`${id}-ph`} className="font-semibold">
          {t("placeholders")}
        </h2>
        <ul className="space-y-1 font-mono text-sm">
          {placeholders.map((p) => (
            <li key={p}>{`{{${p}}}`}</li>
          ))}
        </ul>
        {canEdit && (
          <div className="flex flex-col gap-2">
            {(Object.keys(defaults) as Locale[]).map((lang) => (
              <Button key={lang} variant="secondary" onClick={() => setText(defaults[lang])}>
                {t("loadDefault", { language: LANGUAGE_NAMES[lang] })}
              </Button>
            ))}
          </div>
        )}
      </aside>
    </div>
  );
}
