"use client";
// A labelled text input with inline messages and an optional character counter (spec section 5).
// Inside a <Form>, a `required` field shows "{field} is required" once the form turns validation on.
// A message given by the caller (usually the server's, for this field) wins over the computed one;
// a warning wins over an error.
import { useId, type InputHTMLAttributes } from "react";
import { useTranslations } from "next-intl";
import { countCharacters } from "@/lib/validation/character-counter";
import { checkRequired } from "@/lib/validation/required";
import { pickFieldMessage } from "@/lib/validation/field-message";
import { useFormField } from "./form";
import { describedBy, FieldMessageLine, useFieldMessageText } from "./field-message";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "value"> & {
  label: string;
  value?: string;
  error?: string | null;
  warning?: string | null;
  /** A counter against maxLength; `counter` sets both numbers by hand (kept for existing callers). */
  showCounter?: boolean;
  counter?: { current: number; max: number };
  /** The name messages use for this field; the label by default. */
  fieldName?: string;
  /** Fixed text shown right after the input (".hr.example.com"); read out with the field's description. */
  suffix?: string | null;
};

export function TextField({
  label,
  error,
  warning,
  counter,
  showCounter,
  fieldName,
  suffix,
  className = "",
  required,
  id: givenId,
  ...input
}: Props) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const messageId = `${id}-message`;
  const counterId = `${id}-counter`;
  const suffixId = `${id}-suffix`;
  const toText = useFieldMessageText();
  const tFields = useTranslations("fields");
  const value = input.value ?? "";
  // Only a controlled field can be checked as it changes; an uncontrolled one (the sign-in form) keeps
  // the browser's own required check.
  const requiredProblem = required && input.value !== undefined ? checkRequired(value, fieldName ?? label) : null;
  const { validating } = useFormField(id, requiredProblem !== null);
  const errorText = error ?? (validating ? toText(requiredProblem) : null);
  const shown = pickFieldMessage({ warning, error: errorText });
  const count =
    counter ?? (showCounter && input.maxLength !== undefined ? countCharacters(String(value), input.maxLength) : null);
  const over = count ? count.current > count.max : false;

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className={suffix ? "flex items-center gap-1" : undefined}>
        <input
          id={id}
          {...input}
          value={input.value}
          required={required}
          aria-required={required || undefined}
          aria-invalid={errorText || over ? true : undefined}
          aria-describedby={describedBy(suffix && suffixId, shown && messageId, count && counterId)}
          className={`block w-full min-w-0 rounded-md border bg-white px-3 py-2 text-base shadow-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 sm:text-sm ${errorText || over ? "border-red-600" : "border-slate-300"}`}
        />
        {suffix ? (
          <span id={suffixId} className="shrink-0 text-sm text-slate-700" data-testid="field-suffix">
            {suffix}
          </span>
        ) : null}
      </div>
      <div className="mt-1 flex justify-between gap-2 text-xs">
        {shown ? <FieldMessageLine id={messageId} text={shown} /> : <span />}
        {count && (
          <span id={counterId} className={over ? "text-red-700" : "text-slate-600"} data-testid="character-counter">
            <span aria-hidden="true">
              {count.current} / {count.max}
            </span>
            <span className="sr-only">{tFields("counterLabel", { current: count.current, max: count.max })}</span>
          </span>
        )}
      </div>
    </div>
  );
}
