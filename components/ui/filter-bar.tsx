// The filter header of a server-rendered list (/people, /contracts): a GET form whose fields live in the
// URL, so the server renders the result; "Filter" applies, "Clear" (only while a filter is on) goes back
// to the plain list. FilterSelect is one labelled choice of it ("All …" first). No client code.
import Link from "next/link";
import type { ReactNode } from "react";

type BarProps = {
  action: string;
  /** Names the form for assistive technology ("Filter contracts"). */
  label?: string;
  submitLabel: string;
  clearLabel: string;
  filtered: boolean;
  children: ReactNode;
};

export function FilterBar({ action, label, submitLabel, clearLabel, filtered, children }: BarProps) {
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={label}
      className="flex flex-col gap-2 rounded-lg bg-white p-3 shadow-sm sm:flex-row sm:flex-wrap sm:items-end"
    >
      {children}
      <div className="flex gap-2">
        <button
          type="submit"
          className="inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
        >
          {submitLabel}
        </button>
        {filtered && (
          <Link
            href={action}
            className="inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-4 text-sm hover:bg-slate-100"
          >
            {clearLabel}
          </Link>
        )}
      </div>
    </form>
  );
}

type SelectProps = {
  id: string;
  name: string;
  label: string;
  defaultValue: string | number | undefined;
  /** The first option, meaning "no filter" (empty value). */
  anyLabel: string;
  options: { value: string | number; label: string }[];
};

export function FilterSelect({ id, name, label, defaultValue, anyLabel, options }: SelectProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue ?? ""}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base sm:text-sm"
      >
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
