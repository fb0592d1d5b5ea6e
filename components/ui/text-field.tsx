// A labelled text input with an inline error and an optional character counter (spec section 5).
import { useId, type InputHTMLAttributes } from "react";

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | null;
  counter?: { current: number; max: number };
};

export function TextField({ label, error, counter, className = "", ...input }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`block w-full rounded-md border bg-white px-3 py-2 text-base shadow-sm sm:text-sm ${error ? "border-red-600" : "border-slate-300"}`}
      />
      <div className="mt-1 flex justify-between gap-2 text-xs">
        {error ? (
          <p id={errorId} className="text-red-700">
            {error}
          </p>
        ) : (
          <span />
        )}
        {counter && (
          <span className={counter.current > counter.max ? "text-red-700" : "text-slate-600"} aria-live="polite">
            {counter.current} / {counter.max}
          </span>
        )}
      </div>
    </div>
  );
}
