"use client";
// Picks a person by typing part of their name: asks GET /api/employees/list?search= (the caller's visible
// people, 10 at a time) after a short pause, so it works for 10,000 people without loading them all.
import { useEffect, useId, useState } from "react";
import { apiFetch } from "@/lib/client/api-fetch";
import { SEARCH_DEBOUNCE_MS } from "@/lib/ui/constants";

type Person = { employee_id: number; display_name: string; job_title: string | null };

type Props = {
  label: string;
  excludeIds: number[];
  onPick: (person: { employee_id: number; name: string }) => void;
  disabled?: boolean;
};

export function PersonPicker({ label, excludeIds, onPick, disabled }: Props) {
  const id = useId();
  const [text, setText] = useState("");
  const [results, setResults] = useState<Person[]>([]);
  const exclude = excludeIds.join(",");

  useEffect(() => {
    const search = text.trim();
    if (search.length < 2) {
      setResults([]);
      return;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      apiFetch<{ data: Person[] }>(
        `/api/employees/list?per_page=10&name_order=first_last&search=${encodeURIComponent(search)}`,
      )
        .then((answer) => {
          if (!cancelled) setResults(answer.data.filter((p) => !exclude.split(",").includes(String(p.employee_id))));
        })
        .catch(() => !cancelled && setResults([]));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [text, exclude]);

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
        className="block w-full rounded-md border border-slate-300 px-3 py-2 text-base sm:text-sm"
        aria-controls={`${id}-results`}
      />
      <ul
        id={`${id}-results`}
        className="mt-1 divide-y divide-slate-100 rounded-md border border-slate-200 empty:hidden"
      >
        {results.map((p) => (
          <li key={p.employee_id}>
            <button
              type="button"
              className="flex min-h-10 w-full items-center justify-between gap-2 px-3 text-left text-sm hover:bg-slate-50"
              onClick={() => {
                onPick({ employee_id: p.employee_id, name: p.display_name });
                setText("");
                setResults([]);
              }}
            >
              <span>{p.display_name}</span>
              {p.job_title && <span className="text-xs text-slate-500">{p.job_title}</span>}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
