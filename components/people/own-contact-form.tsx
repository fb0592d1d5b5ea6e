"use client";
// One's own contact details and address (self-service, enable_self_service_personal_data_edit): the only
// part of one's own record a person changes themselves. Saves the changed fields through
// POST /api/employees/edit, which allows exactly these on one's own record (lib/people/own-record.ts).
import { useMemo, useState } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import type { EmployeeJson } from "@/lib/people/employee-json";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/ui/text-field";
import { useToast } from "@/components/ui/toast";
import { useFormAction } from "@/components/ui/use-form-action";
import { SelectField } from "./select-field";

const TEXT_FIELDS = ["private_email", "phone", "street", "house_number", "box", "postal_code", "city"] as const;
type FieldName = (typeof TEXT_FIELDS)[number] | "country_code";
const ALL_FIELDS: readonly FieldName[] = [...TEXT_FIELDS, "country_code"];
const COUNTRIES = ["BE", "NL", "LU", "FR", "DE"];

export function OwnContactForm({ employee }: { employee: EmployeeJson }) {
  const t = useTranslations("people");
  const tCommon = useTranslations("common");
  const locale = useLocale();
  const router = useRouter();
  const toast = useToast();
  const initial = useMemo(() => {
    const values = {} as Record<FieldName, string>;
    for (const f of ALL_FIELDS) values[f] = String(employee[f] ?? "");
    return values;
  }, [employee]);
  const [values, setValues] = useState(initial);
  const { pending, run, fieldError } = useFormAction(ALL_FIELDS);
  const regionName = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: "region" });
    return (code: string) => names.of(code) ?? code;
  }, [locale]);
  const set = (field: FieldName) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function save() {
    const changed: Record<string, string | null> = {};
    for (const field of ALL_FIELDS) if (values[field] !== initial[field]) changed[field] = values[field].trim() || null;
    if (Object.keys(changed).length === 0) return;
    const result = await run(() =>
      apiFetch("/api/employees/edit", { body: { employee_id: employee.employee_id, ...changed } }),
    );
    if (!result.ok) return;
    toast.show({ title: t("saved"), description: t("savedDetail"), variant: "success" });
    router.refresh();
  }

  const text = (field: (typeof TEXT_FIELDS)[number], extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField
      label={t(`fields.${field}`)}
      name={field}
      value={values[field]}
      onChange={(e) => set(field)(e.target.value)}
      error={fieldError(field)}
      {...extra}
    />
  );
  const countries = [...new Set([...COUNTRIES, ...(values.country_code ? [values.country_code] : [])])];

  return (
    <Form
      onValidSubmit={() => void save()}
      className="space-y-4"
      aria-label={t("own.contactTitle")}
      data-testid="own-contact-form"
    >
      <p className="text-sm text-slate-600">{t("own.contactIntro")}</p>
      <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">{t("personal.contact")}</legend>
        {text("private_email", { type: "email", autoComplete: "email" })}
        {text("phone", { type: "tel", autoComplete: "tel" })}
      </fieldset>
      <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">{t("personal.address")}</legend>
        {text("street", { autoComplete: "address-line1" })}
        <div className="grid grid-cols-2 gap-3">
          {text("house_number")}
          {text("box")}
        </div>
        {text("postal_code", { inputMode: "numeric", autoComplete: "postal-code" })}
        {text("city", { autoComplete: "address-level2" })}
        <SelectField
          label={t("fields.country_code")}
          value={values.country_code}
          onChange={set("country_code")}
          error={fieldError("country_code")}
          options={[
            { value: "", label: t("choose") },
            ...countries.map((code) => ({ value: code, label: regionName(code) })),
          ]}
        />
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {tCommon("save")}
        </Button>
      </div>
    </Form>
  );
}
