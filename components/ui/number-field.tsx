"use client";
// A number input (spec section 5): typed as text so a comma works as the decimal separator; minimum 0
// unless told otherwise; the max, positive-only, minimum and decimals rules give their own messages as
// soon as something is typed; "required" waits for the form to turn validation on (numbers are never
// empty once typed, 0 included).
import { useId } from "react";
import { checkNumberInput, parseNumberInput, type NumberRules } from "@/lib/validation/number-input";
import { checkRequired } from "@/lib/validation/required";
import { pickFieldMessage } from "@/lib/validation/field-message";
import { useFormField } from "./form";
import { describedBy, FieldMessageLine, useFieldMessageText } from "./field-message";

type Props = NumberRules & {
  label: string;
  value: string;
  /** The text as typed, and its number (null when empty or not a number). */
  onChange: (text: string, value: number | null) => void;
  required?: boolean;
  error?: string | null;
  warning?: string | null;
  fieldName?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
  testId?: string;
};

export function NumberField({
  label,
  value,
  onChange,
  required,
  error,
  warning,
  fieldName,
  name,
  disabled,
  className = "",
  testId,
  ...rules
}: Props) {
  const id = useId();
  const messageId = `${id}-message`;
  const toText = useFieldMessageText();
  const field = fieldName ?? label;
  const ruleProblem = checkNumberInput(value, field, rules);
  const requiredProblem = required ? checkRequired(parseNumberInput(value) ? value : null, field) : null;
  const { validating } = useFormField(id, ruleProblem !== null || requiredProblem !== null);
  const errorText = error ?? toText(ruleProblem) ?? (validating ? toText(requiredProblem) : null);
  const shown = pickFieldMessage({ warning, error: errorText });

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        disabled={disabled}
        data-testid={testId}
        onChange={(e) => {
          const parsed = parseNumberInput(e.target.value);
          onChange(e.target.value, parsed && parsed.ok ? parsed.value : null);
        }}
        aria-required={required || undefined}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={describedBy(shown && messageId)}
        className={`block w-full rounded-md border bg-white px-3 py-2 text-base shadow-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 sm:text-sm ${errorText ? "border-red-600" : "border-slate-300"}`}
      />
      <div className="mt-1">
        <FieldMessageLine id={messageId} text={shown} />
      </div>
    </div>
  );
}
