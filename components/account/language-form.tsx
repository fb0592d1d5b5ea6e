"use client";
// Screen and mail language with its regional variant (POST /user/changeLang); the page follows at once.
// Languages and dialects are named in their own language (lib/i18n/language-names.ts).
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { dialectName, languageName } from "@/lib/i18n/language-names";
import { useApiAction } from "@/lib/client/use-api-action";
import { Button } from "@/components/ui/button";
import { useSavedToast } from "./use-saved-toast";

const DIALECTS: Record<string, string[]> = { en: [], nl: ["nl-BE", "nl-NL"], fr: ["fr-BE", "fr-FR"] };
const LANGUAGES = ["en", "nl", "fr"] as const;

export function LanguageForm({ language, dialect }: { language: string; dialect: string | null }) {
  const t = useTranslations("account");
  const router = useRouter();
  const saved = useSavedToast();
  const [lang, setLang] = useState(language);
  const [variant, setVariant] = useState(dialect ?? "");
  const { pending, run, fieldError, error } = useApiAction();
  const select = "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base shadow-sm sm:text-sm";

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const result = await run(() => apiFetch("/user/changeLang", { body: { lang, dialect: variant || null } }));
    if (!result.ok) return;
    saved();
    router.refresh();
  }
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <div>
        <label htmlFor="account-lang" className="mb-1 block text-sm font-medium text-slate-800">
          {t("language")}
        </label>
        <select
          id="account-lang"
          className={select}
          value={lang}
          onChange={(e) => {
            setLang(e.target.value);
            setVariant("");
          }}
        >
          {LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>
              {languageName(l)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="account-dialect" className="mb-1 block text-sm font-medium text-slate-800">
          {t("dialect")}
        </label>
        <select
          id="account-dialect"
          className={select}
          value={variant}
          onChange={(e) => setVariant(e.target.value)}
          disabled={DIALECTS[lang]!.length === 0}
        >
          <option value="">{t("dialectNone")}</option>
          {DIALECTS[lang]!.map((d) => (
            <option key={d} value={d} lang={d}>
              {dialectName(d)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={pending}>
        {t("save")}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3">
          {fieldError("lang")}
        </p>
      ) : null}
    </form>
  );
}
