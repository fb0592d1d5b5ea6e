"use client";
// The org chart's search box: names as you type (200 ms debounce, spec section 9), each result a button
// that opens the chart down to that person.
import { useEffect, useId, useState } from "react";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";

type Hit = { employee_id: number; name: string; job_title: string | null; path: number[] };

const DEBOUNCE_MS = 200;

export function OrgChartSearch({ onPick }: { onPick: (hit: Hit) => void }) {
  const t = useTranslations("orgchart");
  const inputId = useId();
  const [keyword, setKeyword] = useState("");
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const term = keyword.trim();
    if (!term) {
      setHits(null);
      return;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      setPending(true);
      apiFetch<{ data: Hit[] }>(`/api/stats/orgChartSearch?keyword=${encodeURIComponent(term)}`)
        .then(({ data }) => !cancelled && setHits(data))
        .catch(() => !cancelled && setHits([]))
        .finally(() => !cancelled && setPending(false));
    }, DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [keyword]);

  return (
    <div className="max-w-md">
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
        {t("searchLabel")}
      </label>
      <input
        id={inputId}
        type="search"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        placeholder={t("searchPlaceholder")}
        maxLength={100}
        autoComplete="off"
        className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
      />
      <div aria-live="polite" className="mt-2">
        {pending && <p className="text-sm text-slate-600">{t("searching")}</p>}
        {!pending && hits?.length === 0 && (
          <p className="text-sm text-slate-600">{t("noResults", { keyword: keyword.trim() })}</p>
        )}
        {!pending && hits && hits.length > 0 && (
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
            {hits.map((hit) => (
              <li key={hit.employee_id}>
                <button
                  type="button"
                  onClick={() => {
                    onPick(hit);
                    setKeyword("");
                  }}
                  aria-label={t("jumpTo", { name: hit.name })}
                  className="w-full px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span className="font-medium">{hit.name}</span>
                  {hit.job_title && <span className="text-slate-600"> · {hit.job_title}</span>}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
