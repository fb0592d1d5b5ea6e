"use client";
// How one person is handled: preferred language and dialect (mails and self-service), seniority date,
// payroll push method and the sensitive flag. The sensitive flag has its own call (setSensitive) because
// it changes who may see the person at all; the rest is saved through POST /api/employees/edit.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import type { EmployeeJson } from "@/lib/people/employee-json";
import { PREFERRED_LANGUAGES } from "@/lib/people/preferred-languages";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { Form } from "@/components/ui/form";
import { useToast } from "@/components/ui/toast";
import { formatDay } from "./format";
import { SelectField } from "./select-field";
import { useFormAction } from "@/components/ui/use-form-action";

const FIELDS = ["preferred_language", "language_dialect", "seniority_date", "payroll_push_method", "is_sensitive"];
const PUSH_METHODS = ["automatic", "manual", "none"] as const;

type Props = { employee: EmployeeJson; canEdit: boolean; canSetSensitive: boolean };

export function PersonSettingsForm({ employee, canEdit, canSetSensitive }: Props) {
  const t = useTranslations("people");
  const tCommon = useTranslations("common");
  const router = useRouter();
  const toast = useToast();
  const [language, setLanguage] = useState<string>(employee.preferred_language ?? "");
  const [dialect, setDialect] = useState<string>(employee.language_dialect ?? "");
  const [seniority, setSeniority] = useState(formatDay(employee.seniority_date));
  const [push, setPush] = useState<string>(employee.payroll_push_method);
  const { pending, run, fieldError } = useFormAction(FIELDS);
  const dialects = PREFERRED_LANGUAGES.find((l) => l.code === language)?.dialects ?? [];

  async function save() {
    const body = {
      employee_id: employee.employee_id,
      preferred_language: language || null,
      language_dialect: dialect || null,
      seniority_date: seniority.trim() || null,
      payroll_push_method: push,
    };
    if ((await run(() => apiFetch("/api/employees/edit", { body }))).ok) {
      toast.show({ title: t("saved"), description: t("savedDetail"), variant: "success" });
      router.refresh();
    }
  }

  async function toggleSensitive(next: boolean) {
    if (
      (
        await run(() =>
          apiFetch("/api/employees/setSensitive", { body: { employee_id: employee.employee_id, is_sensitive: next } }),
        )
      ).ok
    )
      router.refresh();
  }

  // Callers who may change nothing (read-only users, viewers) get the values as text: no disabled controls.
  if (!canEdit && !canSetSensitive) return <PersonSettingsView employee={employee} />;

  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">{t("settings.intro")}</p>
      <Form
        onValidSubmit={() => void save()}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2"
        aria-label={t("sections.settings")}
      >
        <SelectField
          label={t("fields.preferred_language")}
          value={language}
          disabled={!canEdit}
          onChange={(value) => {
            setLanguage(value);
            if (!dialect.startsWith(`${value}-`)) setDialect("");
          }}
          error={fieldError("preferred_language")}
          options={[
            { value: "", label: t("choose") },
            ...PREFERRED_LANGUAGES.map((l) => ({ value: l.code, label: l.name, lang: l.code })),
          ]}
        />
        <SelectField
          label={t("fields.language_dialect")}
          value={dialect}
          disabled={!canEdit || dialects.length === 0}
          onChange={setDialect}
          error={fieldError("language_dialect")}
          options={[
            { value: "", label: t("dialects.none") },
            ...dialects.map((d) => ({ value: d.code, label: d.name, lang: d.code })),
          ]}
        />
        <DateField
          label={t("fields.seniority_date")}
          value={seniority}
          onChange={(v) => setSeniority(v)}
          required={false}
          disabled={!canEdit}
          error={fieldError("seniority_date")}
        />
        <SelectField
          label={t("fields.payroll_push_method")}
          value={push}
          disabled={!canEdit}
          onChange={setPush}
          error={fieldError("payroll_push_method")}
          options={PUSH_METHODS.map((m) => ({ value: m, label: t(`pushMethods.${m}`) }))}
        />
        {canEdit && (
          <div className="flex justify-end sm:col-span-2">
            <Button type="submit" disabled={pending}>
              {tCommon("save")}
            </Button>
          </div>
        )}
      </Form>

      <div className="rounded-md border border-slate-200 p-3">
        <label className="flex items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={employee.is_sensitive}
            disabled={!canSetSensitive || pending}
            onChange={(e) => void toggleSensitive(e.target.checked)}
            data-testid="sensitive-toggle"
          />
          {t("fields.sensitive")}
        </label>
        <p className="mt-1 text-xs text-slate-600">{t("fields.sensitive_hint")}</p>
        {fieldError("is_sensitive") && <p className="mt-1 text-xs text-red-700">{fieldError("is_sensitive")}</p>}
      </div>
    </div>
  );
}

function PersonSettingsView({ employee: e }: { employee: EmployeeJson }) {
  const t = useTranslations("people");
  const language = PREFERRED_LANGUAGES.find((l) => l.code === e.preferred_language);
  const dialect = language?.dialects.find((d) => d.code === e.language_dialect);
  const rows: [string, string | null, string | undefined][] = [
    [t("fields.preferred_language"), language?.name ?? null, language?.code],
    [t("fields.language_dialect"), dialect?.name ?? null, dialect?.code],
    [t("fields.seniority_date"), formatDay(e.seniority_date) || null, undefined],
    [
      t("fields.payroll_push_method"),
      t(`pushMethods.${e.payroll_push_method as (typeof PUSH_METHODS)[number]}`),
      undefined,
    ],
    [t("fields.sensitive"), e.is_sensitive ? t("settings.sensitiveOn") : t("settings.sensitiveOff"), undefined],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2" data-testid="person-settings-view">
      {rows.map(([label, value, lang]) => (
        <div key={label} className="flex flex-col border-b border-slate-100 py-1">
          <dt className="text-xs font-medium text-slate-600">{label}</dt>
          <dd className="text-sm" lang={lang}>
            {value || "–"}
          </dd>
        </div>
      ))}
    </dl>
  );
}
