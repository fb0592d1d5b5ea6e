"use client";
// The digit-code input of spec section 4 (two-factor codes): one box per digit. Typing a digit fills its
// box and moves on; backspace in an empty box clears the previous box and goes back; pasting the code
// (or a phone's one-time-code autofill) fills every box; after the last digit the code is handed to
// `onComplete` and the boxes are disabled. Digits only, exactly `length` of them (6 by default, spec
// section 9). Remount it (a new `key`) to start over after a wrong code.
import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";

type Props = {
  /** The group's accessible name ("Authentication code"). */
  label: string;
  /** The accessible name of one box: (1, 6) -> "Digit 1 of 6". */
  digitLabel: (position: number, length: number) => string;
  onComplete: (code: string) => void;
  length?: number;
  disabled?: boolean;
  /** Name of a hidden input carrying the code, for plain form posts. */
  name?: string;
  autoFocus?: boolean;
  error?: string | null;
  testId?: string;
};

const DIGIT = /^\d$/;

export function DigitCodeInput({
  label,
  digitLabel,
  onComplete,
  length = 6,
  disabled = false,
  name,
  autoFocus,
  error,
  testId,
}: Props) {
  const id = useId();
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length }, () => ""));
  const [submitted, setSubmitted] = useState(false);
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const locked = disabled || submitted;

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  // Writes digits from `start` on; completes when every box is filled.
  function fill(start: number, incoming: string[]) {
    if (locked) return;
    const next = [...digits];
    incoming.slice(0, length - start).forEach((d, i) => (next[start + i] = d));
    setDigits(next);
    if (next.every((d) => d !== "")) {
      setSubmitted(true);
      boxes.current.forEach((b) => b?.blur());
      onComplete(next.join(""));
    } else {
      const firstEmpty = next.findIndex((d, i) => i >= start && d === "");
      focusBox(firstEmpty === -1 ? start + incoming.length : firstEmpty);
    }
  }

  function onChange(index: number, value: string) {
    const typed = value.replace(/\D/g, "");
    if (typed === "") return; // letters and other keys leave the box as it was
    // A box already holding a digit receives the old and the new character: keep the newest.
    const incoming = typed.length === 2 && digits[index] && typed.startsWith(digits[index]!) ? typed.slice(1) : typed;
    fill(index, incoming.split(""));
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (locked) return;
    if (event.key === "Backspace") {
      event.preventDefault();
      const next = [...digits];
      if (next[index]) {
        next[index] = "";
        setDigits(next);
      } else if (index > 0) {
        next[index - 1] = "";
        setDigits(next);
        focusBox(index - 1);
      }
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key.length === 1 && !DIGIT.test(event.key) && !event.ctrlKey && !event.metaKey) {
      event.preventDefault(); // digits only
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const pasted = event.clipboardData.getData("text").replace(/[\s-]/g, "");
    if (!/^\d+$/.test(pasted)) return;
    fill(pasted.length >= length ? 0 : index, pasted.split(""));
  }

  const errorId = `${id}-error`;
  return (
    <div>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? errorId : undefined}
        data-testid={testId}
        className="flex justify-between gap-1.5 sm:gap-2"
      >
        <span id={`${id}-label`} className="sr-only">
          {label}
        </span>
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(el) => {
              boxes.current[index] = el;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? "one-time-code" : "off"}
            maxLength={index === 0 ? length : 2}
            value={digit}
            disabled={locked}
            autoFocus={autoFocus && index === 0}
            aria-label={digitLabel(index + 1, length)}
            aria-invalid={error ? true : undefined}
            onChange={(e) => onChange(index, e.target.value)}
            onKeyDown={(e) => onKeyDown(index, e)}
            onPaste={(e) => onPaste(index, e)}
            onFocus={(e) => e.target.select()}
            className={`h-12 min-w-0 max-w-12 flex-1 rounded-md border bg-white text-center text-xl font-semibold tabular-nums shadow-sm disabled:bg-slate-100 disabled:text-slate-500 ${error ? "border-red-600" : "border-slate-300"}`}
          />
        ))}
      </div>
      {name ? <input type="hidden" name={name} value={digits.join("")} /> : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
