"use client";
// The calendar button beside a DD/MM/YYYY text input: it opens the browser's own date picker for those who
// prefer to point at a day. The picker only chooses; the text input shows and takes the date, so the
// browser's locale (US order in an English browser) never reaches the screen.
import { useRef } from "react";
import { useTranslations } from "next-intl";

type Props = {
  field: string;
  iso: string;
  onPick: (iso: string) => void;
  disabled?: boolean;
  min?: string;
  max?: string;
};

export function DatePickerButton({ field, iso, onPick, disabled, min, max }: Props) {
  const t = useTranslations("fields");
  const pickerRef = useRef<HTMLInputElement>(null);

  function openPicker() {
    const picker = pickerRef.current;
    if (!picker) return;
    // showPicker is missing in older browsers and in jsdom: focusing the input is the fallback.
    if (typeof picker.showPicker === "function") picker.showPicker();
    else picker.focus();
  }

  return (
    <>
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
        value={iso}
        min={min}
        max={max}
        onChange={(e) => {
          if (e.target.value) onPick(e.target.value);
        }}
      />
    </>
  );
}
