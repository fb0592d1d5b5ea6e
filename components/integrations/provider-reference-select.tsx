"use client";
// A select of one of the payroll provider's imported lists (departments or cost centres), for the person
// form and the contract form: the options come from listReferenceChoices (lib/integrations/reference-choices.ts)
// on the server page; the value is the entry's id as a string ("" for none); the server refuses an id that is
// not in the list (422 naming the field). With several integrations, each option names its provider.
import { useTranslations } from "next-intl";
import { SelectField } from "@/components/people/select-field";
import type { ReferenceChoice } from "@/lib/integrations/reference-choices";

type Props = {
  label: string;
  choices: ReferenceChoice[];
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  name?: string;
};

export function ProviderReferenceSelect({ label, choices, value, onChange, error, name }: Props) {
  const t = useTranslations("integrations.references");
  const providers = new Set(choices.map((c) => c.provider));
  return (
    <SelectField
      label={label}
      name={name}
      value={value}
      onChange={onChange}
      error={error}
      options={[
        { value: "", label: t("none") },
        ...choices.map((c) => ({ value: String(c.id), label: choiceLabel(c, providers.size > 1, t) })),
      ]}
    />
  );
}

/** "OPS – Operations", with the provider when there are several and a mark when it is no longer listed. */
export function choiceLabel(c: ReferenceChoice, withProvider: boolean, t: (key: "inactive") => string): string {
  const text = [c.code, c.description].filter(Boolean).join(" – ");
  return `${withProvider ? `${c.provider}: ` : ""}${text}${c.active ? "" : ` (${t("inactive")})`}`;
}
