"use client";
// A multi-select as a group of checkboxes (keyboard and screen-reader friendly without a custom
// listbox). Options marked limitToOne clear the other selections (spec section 5).
import { useId } from "react";
import { useTranslations } from "next-intl";
import { checkRequired } from "@/lib/validation/required";
import { toggleSelection, type SelectOption } from "@/lib/validation/multi-select";
import { useFormField } from "./form";
import { describedBy, FieldMessageLine, useFieldMessageText } from "./field-message";

type Props<V extends string | number> = {
  label: string;
  options: readonly SelectOption<V>[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  required?: boolean;
  error?: string | null;
  fieldName?: string;
  disabled?: boolean;
  className?: string;
};

export function MultiSelect<V extends string | number>({
  label,
  options,
  value,
  onChange,
  required,
  error,
  fieldName,
  disabled,
  className = "",
}: Props<V>) {
  const id = useId();
  const messageId = `${id}-message`;
  const t = useTranslations("fields");
  const toText = useFieldMessageText();
  const requiredProblem = required ? checkRequired(value, fieldName ?? label) : null;
  const { validating } = useFormField(`${id}-0`, requiredProblem !== null);
  const errorText = error ?? (validating ? toText(requiredProblem) : null);

  return (
    <fieldset
      className={className}
      aria-describedby={describedBy(errorText && messageId)}
      aria-invalid={errorText ? true : undefined}
      aria-required={required || undefined}
    >
      <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
      <div className={`flex flex-col gap-1 rounded-md border p-2 ${errorText ? "border-red-600" : "border-slate-300"}`}>
        {options.map((option, index) => (
          <label key={String(option.value)} className="flex min-h-8 items-center gap-2 text-sm">
            <input
              id={`${id}-${index}`}
              type="checkbox"
              disabled={disabled}
              checked={value.includes(option.value)}
              onChange={() => onChange(toggleSelection(value, option.value, options))}
              className="h-4 w-4 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
            />
            <span>{option.label}</span>
            {option.limitToOne ? <span className="text-xs text-slate-600">({t("limitToOneHint")})</span> : null}
          </label>
        ))}
      </div>
      <div className="mt-1">
        <FieldMessageLine id={messageId} text={errorText} />
      </div>
    </fieldset>
  );
}
