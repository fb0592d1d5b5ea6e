"use client";
// A date field typed as DD/MM/YYYY (spec section 5), with the browser's own date picker behind a button
// for those who prefer a calendar. Required by default. A typed value that is no date gives "{field} is
// not a valid date"; a date before minDate gives the min-date warning; with noticeWhenPast a date of
// yesterday or earlier gives the past-date notice. A warning wins over an error.
import { useId } from "react";
import { useTranslations } from "next-intl";
import {
  checkDateInput,
  formatDayDate,
  fromIsoDay,
  normaliseDateText,
  parseDateInput,
  toIsoDay,
  type DayDate,
} from "@/lib/validation/date-input";
import { pickFieldMessage } from "@/lib/validation/field-message";
import { useFormField } from "./form";
import { describedBy, FieldMessageLine, useFieldMessageText } from "./field-message";
import { DatePickerButton } from "./date-picker-button";

type Props = {
  label: string;
  value: string;
  onChange: (text: string, date: DayDate | null) => void;
  required?: boolean;
  minDate?: DayDate;
  noticeWhenPast?: boolean;
  /** Injected for tests; the browser's today otherwise. */
  today?: DayDate;
  error?: string | null;
  warning?: string | null;
  fieldName?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
};

export function DateField({
  label,
  value,
  onChange,
  required = true,
  minDate,
  noticeWhenPast,
  today,
  error,
  warning,
  fieldName,
  name,
  disabled,
  className = "",
}: Props) {
  const id = useId();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const t = useTranslations("fields");
  const toText = useFieldMessageText();
  const field = fieldName ?? label;
  const verdict = checkDateInput(value, field, { required, minDate, noticeWhenPast, today });
  const isRequiredError = verdict.error?.key === "required";
  const { validating } = useFormField(id, verdict.error !== null);
  const errorText = error ?? (isRequiredError && !validating ? null : toText(verdict.error));
  const shown = pickFieldMessage({ warning: warning ?? toText(verdict.warning), error: errorText });
  const parsed = parseDateInput(value);

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative flex gap-2">
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t("dateFormat")}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value, parseDateInput(e.target.value))}
          onBlur={() => {
            // "25112026" or "25-11-2026" becomes 25/11/2026 once the person moves on.
            const normal = normaliseDateText(value);
            if (normal !== value) onChange(normal, parseDateInput(normal));
          }}
          aria-required={required || undefined}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={describedBy(hintId, shown && messageId)}
          className={`block w-full rounded-md border bg-white px-3 py-2 text-base shadow-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 sm:text-sm ${errorText ? "border-red-600" : "border-slate-300"}`}
        />
        <span id={hintId} className="sr-only">
          {t("dateFormat")}
        </span>
        <DatePickerButton
          field={field}
          iso={parsed ? toIsoDay(parsed) : ""}
          disabled={disabled}
          onPick={(iso) => {
            const picked = fromIsoDay(iso);
            if (picked) onChange(formatDayDate(picked), picked);
          }}
        />
      </div>
      <div className="mt-1">
        <FieldMessageLine id={messageId} text={shown} />
      </div>
    </div>
  );
}
