"use client";
// The credential inputs a provider's description asks for (connect and re-auth forms). Secret fields are
// password inputs that start empty: a stored secret is never sent back to the browser.
import { useTranslations } from "next-intl";
import type { CredentialField } from "@/lib/integrations/providers/provider-catalogue";
import { TextField } from "@/components/ui/text-field";

type Props = {
  fields: readonly CredentialField[];
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
  fieldError: (name: string) => string | null;
  /** Re-auth: a field left empty keeps the stored value, so only the password is required. */
  optional?: (field: CredentialField) => boolean;
};

export function CredentialFields({ fields, values, onChange, fieldError, optional }: Props) {
  const tFields = useTranslations("fields");
  return fields.map((field) => (
    <TextField
      key={field.name}
      label={tFields(`labels.${field.labelKey ?? field.name}`)}
      name={field.name}
      type={field.secret ? "password" : "text"}
      autoComplete={field.autoComplete}
      value={values[field.name] ?? ""}
      required={field.required && !(optional?.(field) ?? false)}
      maxLength={field.secret ? 256 : 128}
      onChange={(e) => onChange(field.name, e.target.value)}
      error={fieldError(field.name)}
      data-testid={`integration-field-${field.name}`}
    />
  ));
}
