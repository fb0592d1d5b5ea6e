"use client";
// A labelled native select with the inline message line of the other fields (a native select is the
// most usable choice on a phone).
import { useId } from "react";
import { describedBy, FieldMessageLine } from "@/components/ui/field-message";

// `lang` for an option written in another language than the page (a language's own name).
type Option = { value: string; label: string; lang?: string };

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  error?: string | null;
  name?: string;
  disabled?: boolean;
  className?: string;
};

export function SelectField({ label, value, onChange, options, error, name, disabled, className = "" }: Props) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && messageId)}
        className={`block w-full rounded-md border bg-white px-3 py-2 text-base shadow-sm sm:text-sm ${error ? "border-red-600" : "border-slate-300"}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      <div className="mt-1">
        <FieldMessageLine id={messageId} text={error ?? null} />
      </div>
    </div>
  );
}
