"use client";
// The person's custom field values (full edition): one input per field of the group, by type, saved
// together through POST /api/custom_fields/values/employee/{id}. Money is typed in euros and sent as
// cents (the stored form); dates are typed DD/MM/YYYY; auto-numbers are shown, never edited.
import { useMemo, useState } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/ui/text-field";
import { useToast } from "@/components/ui/toast";
import { centsToInput, formatDay } from "./format";
import { SelectField } from "./select-field";
import { useFormAction } from "@/components/ui/use-form-action";

export type CustomFieldItem = {
  custom_field_id: number;
  name: string;
  type: string;
  value: string | null;
  display_value: string;
  options?: { id: number; option_name: string }[];
};

const COUNTRIES = ["BE", "NL", "LU", "FR", "DE", "GB", "ES", "IT", "PL", "PT", "RO", "TR", "MA", "US"];

function toInput(field: CustomFieldItem): string {
  if (field.value === null) return "";
  if (field.type === "money") return centsToInput(Number(field.value));
  if (field.type === "date") return formatDay(field.value);
  return field.value;
}

function toApi(field: CustomFieldItem, text: string): string | number | null {
  const value = text.trim();
  if (value === "") return null;
  if (field.type === "money") {
    const euros = Number(value.replace(",", "."));
    return Number.isFinite(euros) ? Math.round(euros * 100) : value;
  }
  return value;
}

type Props = { employeeId: number; fields: CustomFieldItem[]; teams: { id: number; name: string }[]; canEdit: boolean };

export function CustomFieldsForm({ employeeId, fields, teams, canEdit }: Props) {
  const t = useTranslations("people");
  const locale = useLocale();
  const router = useRouter();
  const toast = useToast();
  const initial = useMemo(() => Object.fromEntries(fields.map((f) => [f.custom_field_id, toInput(f)])), [fields]);
  const [values, setValues] = useState<Record<number, string>>(initial);
  const { pending, run, fieldError } = useFormAction(fields.map((f) => `values.${f.custom_field_id}`));
  const region = useMemo(() => new Intl.DisplayNames([locale], { type: "region" }), [locale]);

  if (fields.length === 0) return <p className="text-sm text-slate-600">{t("customFields.empty")}</p>;

  if (!canEdit) {
    return (
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2" data-testid="custom-fields-view">
        {fields.map((f) => (
          <div key={f.custom_field_id} className="flex flex-col border-b border-slate-100 py-1">
            <dt className="text-xs font-medium text-slate-600">{f.name}</dt>
            <dd className="text-sm">{f.display_value || "–"}</dd>
          </div>
        ))}
      </dl>
    );
  }

  async function save() {
    const changed = fields.filter(
      (f) => values[f.custom_field_id] !== initial[f.custom_field_id] && f.type !== "auto_incrementing_int",
    );
    if (changed.length === 0) return;
    const body = {
      values: Object.fromEntries(
        changed.map((f) => [String(f.custom_field_id), toApi(f, values[f.custom_field_id] ?? "")]),
      ),
    };
    if ((await run(() => apiFetch(`/api/custom_fields/values/employee/${employeeId}`, { body }))).ok) {
      toast.show({ title: t("saved"), description: t("savedDetail"), variant: "success" });
      router.refresh();
    }
  }

  return (
    <Form
      onValidSubmit={() => void save()}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2"
      data-testid="custom-fields-form"
    >
      {fields.map((f) => {
        const id = f.custom_field_id;
        const common = { label: f.name, error: fieldError(`values.${id}`) };
        const set = (v: string) => setValues((all) => ({ ...all, [id]: v }));
        switch (f.type) {
          case "auto_incrementing_int":
            return <TextField key={id} {...common} value={values[id] ?? ""} readOnly disabled />;
          case "date":
            return (
              <DateField key={id} {...common} value={values[id] ?? ""} onChange={(v) => set(v)} required={false} />
            );
          case "select_option":
            return (
              <SelectField
                key={id}
                {...common}
                value={values[id] ?? ""}
                onChange={set}
                options={[
                  { value: "", label: t("choose") },
                  ...(f.options ?? []).map((o) => ({ value: String(o.id), label: o.option_name })),
                ]}
              />
            );
          case "team":
            return (
              <SelectField
                key={id}
                {...common}
                value={values[id] ?? ""}
                onChange={set}
                options={[
                  { value: "", label: t("choose") },
                  ...teams.map((team) => ({ value: String(team.id), label: team.name })),
                ]}
              />
            );
          case "country": {
            const codes = [...new Set([...COUNTRIES, ...(values[id] ? [values[id]!] : [])])];
            return (
              <SelectField
                key={id}
                {...common}
                value={values[id] ?? ""}
                onChange={set}
                options={[
                  { value: "", label: t("choose") },
                  ...codes.map((c) => ({ value: c, label: region.of(c) ?? c })),
                ]}
              />
            );
          }
          case "textfield":
            return (
              <div key={id} className="sm:col-span-2">
                <label htmlFor={`cf-${id}`} className="mb-1 block text-sm font-medium text-slate-800">
                  {f.name}
                </label>
                <textarea
                  id={`cf-${id}`}
                  value={values[id] ?? ""}
                  onChange={(e) => set(e.target.value)}
                  rows={3}
                  className="block w-full rounded-md border border-slate-300 px-3 py-2 text-base sm:text-sm"
                  aria-invalid={common.error ? true : undefined}
                />
                {common.error && <p className="text-xs text-red-700">{common.error}</p>}
              </div>
            );
          default:
            return (
              <TextField
                key={id}
                {...common}
                value={values[id] ?? ""}
                onChange={(e) => set(e.target.value)}
                type={f.type === "email" ? "email" : f.type === "hyperlink" ? "url" : "text"}
                inputMode={["int", "float", "money"].includes(f.type) ? "decimal" : undefined}
              />
            );
        }
      })}
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {t("customFields.saveAll")}
        </Button>
      </div>
    </Form>
  );
}
