"use client";
// The team name input with its character counter, shared by the create form and the rename row.
import { useTranslations } from "next-intl";
import { TextField } from "@/components/ui/text-field";

type Props = {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  maxLength: number;
  autoFocus?: boolean;
};

export function TeamNameField({ value, onChange, error, maxLength, autoFocus }: Props) {
  const t = useTranslations("teams");
  return (
    <TextField
      label={t("name")}
      name="name"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      counter={{ current: value.length, max: maxLength }}
      className="flex-1"
      required
      autoFocus={autoFocus}
    />
  );
}
