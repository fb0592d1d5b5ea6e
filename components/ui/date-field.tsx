"use client";
// A date field typed as DD/MM/YYYY (spec section 5), with the browser's own date picker behind a button
// for those who prefer a calendar. Required by default. A typed value that is no date gives "{field} is
// not a valid date"; a date before minDate gives the min-date warning; with noticeWhenPast a date of
// yesterday or earlier gives the past-date notice. A warning wins over an error.
import { useId, useRef } from "react";
import { useTranslations } from "next-intl";
import { checkDateInput, formatDayDate, fromIsoDay, parseDateInput, toIsoDay, type DayDate } from "@/lib/validation/date-input";
import { pickFieldMessage } from "@/lib/validation/field-message";
import { useFormField } from "./form";
import { describedBy, FieldMessageLine, useFieldMessageText } from "./field-message";

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

export function DateField({ label, value, onChange, required = true, minDate, noticeWhenPast, today, error, warning, fieldName, name, disabled, className = "" }: Props) {
  const id = useId();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const pickerRef = useRef<HTMLInputElement>(null);
  const t = useTranslations("fields");
  const toText = useFieldMessageText();
  const field = fieldName ?? label;
  const verdict = checkDateInput(value, field, { required, minDate, noticeWhenPast, today });
  const isRequiredError = verdict.error?.key === "required";
  const { validating } = useFormField(id, verdict.error !== null);
  const errorText = error ?? (isRequiredError && !validating ? null : toText(verdict.error));
  const shown = pickFieldMessage({ warning: warning ?? toText(verdict.warning), error: errorText });
  const parsed = parseDateInput(value);

  function openPicker() {
    const picker = pickerRef.current;
    if (!picker) return;
    // showPicker is missing in older browsers and in jsdom: focusing the input is the fallback.
    if (typeof picker.showPicker === "function") picker.showPicker();
    else picker.focus();
  }

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
          aria-required={required || undefined}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={describedBy(hintId, shown && messageId)}
          className={`block w-full rounded-md border bg-white px-3 py-2 text-base shadow-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 sm:text-sm ${errorText ? "border-red-600" : "border-slate-300"}`}
        />
        <span id={hintId} className="sr-only">
          {t("dateFormat")}
        </span>
        <button
          type="button"
          onClick={openPicker}
          disabled={disabled}
          aria-label={t("datePicker", { field })}
          className="rounded-md border border-slate-300 bg-white px-3 text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
            <path d="M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1Zm10 7H4v7h12V9Z" />
          </svg>
        </button>
        {/* The native picker: reached through the button above, hidden from the tab order and screen readers. */}
        <input
          ref={pickerRef}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="native-date-picker"
          className="pointer-events-none absolute bottom-0 right-0 h-0 w-0 opacity-0"
          value={parsed ? toIsoDay(parsed) : ""}
          onChange={(e) => {
            const picked = fromIsoDay(e.target.value);
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
