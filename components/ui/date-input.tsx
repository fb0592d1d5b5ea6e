"use client";
// The bare date input for forms that keep ISO days (the leave dialog, holiday settings): shows and takes
// DD/MM/YYYY whatever the browser's locale (spec section 5), with a calendar button, and hands out ISO
// "YYYY-MM-DD" ("" while the text is no real day). The caller keeps its own label and message line;
// DateField is the labelled variant with the field rules' messages.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { dateTextToIso, isoToDateText, normaliseDateText } from "@/lib/validation/date-input";
import { DatePickerButton } from "./date-picker-button";

type Props = {
  id: string;
  /** ISO "YYYY-MM-DD" or "". */
  value: string;
  onChange: (iso: string) => void;
  /** The field's name for the calendar button ("Pick First day in a calendar"). */
  label: string;
  required?: boolean;
  disabled?: boolean;
  min?: string;
  max?: string;
  className?: string;
  "aria-describedby"?: string;
  /** Set by the caller when the server refused this date; the input also marks text that is no day. */
  "aria-invalid"?: boolean;
};

export function DateInput({
  id,
  value,
  onChange,
  label,
  required,
  disabled,
  min,
  max,
  className = "",
  ...aria
}: Props) {
  const t = useTranslations("fields");
  const [text, setText] = useState(() => isoToDateText(value));
  // The ISO value this input last handed out: a different one from the caller (a reset, the end date
  // moved along with the start) replaces the text; our own echo does not, so half-typed text stays.
  const [emitted, setEmitted] = useState(value);
  if (value !== emitted) {
    setEmitted(value);
    setText(isoToDateText(value));
  }

  function change(next: string) {
    setText(next);
    const iso = dateTextToIso(next);
    setEmitted(iso);
    onChange(iso);
  }

  const invalid = aria["aria-invalid"] === true || (text.trim() !== "" && dateTextToIso(text) === "");
  const hintId = `${id}-format`;
  return (
    <div className={`relative flex gap-2 ${className}`}>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t("dateFormat")}
        value={text}
        disabled={disabled}
        onChange={(e) => change(e.target.value)}
        onBlur={() => {
          const normal = normaliseDateText(text);
          if (normal !== text) change(normal);
        }}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={[hintId, aria["aria-describedby"]].filter(Boolean).join(" ")}
        data-iso={value}
        className={`block w-full min-w-0 rounded-md border bg-white px-3 py-2 text-base shadow-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 sm:text-sm ${invalid ? "border-red-600" : "border-slate-300"}`}
      />
      <span id={hintId} className="sr-only">
        {t("dateFormat")}
      </span>
      <DatePickerButton
        field={label}
        iso={value}
        min={min}
        max={max}
        disabled={disabled}
        onPick={(iso) => change(isoToDateText(iso))}
      />
    </div>
  );
}
