"use client";
// Search across the files the caller may see (GET /api/files/search, debounced); each result names the
// file and links to its owner: the person's documents tab, or the company documents.
import Link from "next/link";
import { useEffect, useId, useState } from "react";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { SEARCH_DEBOUNCE_MS } from "@/lib/ui/constants";
import type { DocFile } from "./types";

type Scope = "employee" | "company_wide" | "all";

export function ownerHref(file: Pick<DocFile, "related_object" | "related_object_id">): string {
  return file.related_object === "employee" ? `/people/${file.related_object_id}?tab=documents` : "/documents";
}

export function DocumentSearch({ scope = "all", onOpen }: { scope?: Scope; onOpen?: (file: DocFile) => void }) {
  const t = useTranslations("documents");
  const id = useId();
  const [term, setTerm] = useState("");
  const [result, setResult] = useState<{ term: string; files: DocFile[]; total: number } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const q = term.trim();
    if (q.length < 2) return;
    let stale = false;
    const timer = setTimeout(() => {
      const params = new URLSearchParams({ search_term: q, page: "1", per_page: "10", related_object_scope: scope });
      apiFetch<{ data: DocFile[]; total: number }>(`/api/files/search?${params}`)
        .then((res) => {
          if (!stale) {
            setFailed(false);
            setResult({ term: q, files: res.data ?? [], total: res.total ?? 0 });
          }
        })
        .catch(() => {
          if (!stale) setFailed(true);
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [term, scope]);

  const shown = term.trim().length >= 2 ? result : null;
  return (
    <div role="search" className="rounded-lg bg-white p-3 shadow-sm">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {t("search.label")}
      </label>
      <input
        id={id}
        type="search"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        maxLength={100}
        placeholder={t("search.placeholder")}
        aria-describedby={`${id}-status`}
        className="block w-full rounded-md border border-slate-300 px-3 py-2 text-base sm:text-sm"
        data-testid="document-search"
      />
      <p id={`${id}-status`} aria-live="polite" className="mt-1 text-xs text-slate-600">
        {failed ? t("search.failed") : shown ? t("search.count", { count: shown.total }) : ""}
      </p>
      {shown && shown.files.length > 0 && (
        <ul className="mt-2 divide-y divide-slate-100" data-testid="search-results">
          {shown.files.map((f) => (
            <li key={f.file_id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className="min-w-0 break-all">
                {onOpen ? (
                  <button
                    type="button"
                    className="font-medium text-brand-700 hover:underline"
                    onClick={() => onOpen(f)}
                  >
                    {f.filename}
                  </button>
                ) : (
                  <a
                    href={f.preview_url}
                    target="_blank"
                    rel="noopener"
                    className="font-medium text-brand-700 underline-offset-2 hover:underline"
                  >
                    {f.filename}
                    <span className="sr-only"> ({t("search.newTab")})</span>
                  </a>
                )}
                <span className="text-slate-600"> · {f.document_type}</span>
              </span>
              <Link href={ownerHref(f)} className="text-brand-700 underline-offset-2 hover:underline">
                {f.related_object === "employee"
                  ? (f.related_employee_name ?? t("search.employee"))
                  : t("search.company")}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
