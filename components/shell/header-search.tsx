"use client";
// Global search in the header (spec sections 2 and 9): people and teams, asked from GET /api/search
// 200 ms after the last keystroke, from 2 characters on. A combobox (WAI-ARIA pattern): the results are
// a listbox the arrow keys move through, Enter opens the highlighted result, Escape closes the list.
// On phones the header shows a search button that opens the same field in a bar under the header.
import { useRouter } from "next/navigation";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import type { SearchResultJson } from "@/lib/search/search.types";
import { SEARCH_DEBOUNCE_MS } from "@/lib/ui/constants";
import { CloseIcon, SearchIcon } from "./icons";

const MIN_CHARS = 2;

type Option = { id: string; kind: "people" | "teams"; label: string; detail: string | null; url: string | null };
type State =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "done"; keyword: string; options: Option[] }
  | { status: "error" };

export function HeaderSearch() {
  const t = useTranslations("shell.search");
  const [phoneOpen, setPhoneOpen] = useState(false);
  return (
    <>
      <div className="hidden md:block">
        <SearchCombobox idPrefix="search-desktop" />
      </div>
      <button
        type="button"
        aria-label={t("open")}
        aria-expanded={phoneOpen}
        data-testid="search-open"
        onClick={() => setPhoneOpen((o) => !o)}
        className="flex h-10 w-10 items-center justify-center rounded text-slate-700 hover:bg-slate-100 md:hidden"
      >
        <SearchIcon />
      </button>
      {phoneOpen && (
        <div className="absolute inset-x-0 top-full z-30 flex items-center gap-2 border-b border-slate-200 bg-white px-3 py-2 shadow md:hidden">
          <div className="flex-1">
            <SearchCombobox idPrefix="search-phone" autoFocus onEscapeEmpty={() => setPhoneOpen(false)} />
          </div>
          <button
            type="button"
            aria-label={t("close")}
            onClick={() => setPhoneOpen(false)}
            className="flex h-10 w-10 items-center justify-center rounded text-slate-700 hover:bg-slate-100"
          >
            <CloseIcon />
          </button>
        </div>
      )}
    </>
  );
}

export function SearchCombobox({
  idPrefix,
  autoFocus,
  onEscapeEmpty,
}: {
  idPrefix: string;
  autoFocus?: boolean;
  onEscapeEmpty?: () => void;
}) {
  const t = useTranslations("shell.search");
  const router = useRouter();
  const uid = useId();
  const listId = `${idPrefix}-${uid}-list`;
  const [keyword, setKeyword] = useState("");
  const [state, setState] = useState<State>({ status: "idle" });
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const latest = useRef(0);

  // Debounced search: only the answer to the latest keyword is shown.
  useEffect(() => {
    const term = keyword.trim();
    if (term.length < MIN_CHARS) {
      latest.current++;
      setState({ status: "idle" });
      return;
    }
    const request = ++latest.current;
    const timer = setTimeout(async () => {
      setState({ status: "loading" });
      try {
        const result = await apiFetch<SearchResultJson>(`/api/search?keyword=${encodeURIComponent(term)}`);
        if (request !== latest.current) return;
        setState({ status: "done", keyword: term, options: toOptions(result, (team) => t("inTeam", { team })) });
        setActiveIndex(-1);
      } catch {
        if (request === latest.current) setState({ status: "error" });
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [keyword, t]);

  const options = useMemo(() => (state.status === "done" ? state.options : []), [state]);
  const expanded = open && state.status !== "idle";
  const optionId = (i: number) => `${listId}-opt-${i}`;
  const groups = useMemo(
    () =>
      (["people", "teams"] as const)
        .map((kind) => ({ kind, items: options.map((o, index) => ({ o, index })).filter((x) => x.o.kind === kind) }))
        .filter((g) => g.items.length > 0),
    [options],
  );

  function go(option: Option | undefined) {
    if (!option?.url) return;
    setOpen(false);
    setKeyword("");
    router.push(option.url);
  }

  function onKeyDown(e: React.KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      if (!options.length) return;
      e.preventDefault();
      setOpen(true);
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActiveIndex((i) => (i + step + options.length) % options.length);
    } else if (e.key === "Enter") {
      if (expanded && activeIndex >= 0) {
        e.preventDefault();
        go(options[activeIndex]);
      }
    } else if (e.key === "Escape") {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActiveIndex(-1);
      } else if (keyword) {
        setKeyword("");
      } else {
        onEscapeEmpty?.();
      }
    }
  }

  return (
    <div
      className="relative"
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setOpen(false)}
    >
      <label htmlFor={`${listId}-input`} className="sr-only">
        {t("label")}
      </label>
      <span className="pointer-events-none absolute left-2.5 top-1/2 -translate-y-1/2 text-slate-500">
        <SearchIcon />
      </span>
      <input
        id={`${listId}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        autoFocus={autoFocus}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        data-testid="search-input"
        placeholder={t("placeholder")}
        value={keyword}
        onChange={(e) => {
          setKeyword(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-md border border-slate-300 bg-white pl-9 pr-3 text-sm md:w-56 lg:w-64"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t("label")}
        data-testid="search-results"
        hidden={!expanded}
        className="absolute right-0 top-full z-50 mt-1 max-h-[70vh] w-full min-w-72 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg md:w-96"
      >
        {groups.map((group) => (
          <div role="group" aria-labelledby={`${listId}-${group.kind}`} key={group.kind}>
            <div
              role="presentation"
              id={`${listId}-${group.kind}`}
              className="px-3 pb-1 pt-2 text-xs font-medium uppercase tracking-wide text-slate-600"
            >
              {t(group.kind)}
            </div>
            {group.items.map(({ o, index }) => (
              <div
                key={o.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                aria-disabled={o.url ? undefined : true}
                data-testid="search-option"
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActiveIndex(index)}
                onClick={() => go(o)}
                className={`flex min-h-10 flex-col justify-center rounded px-3 py-1.5 ${index === activeIndex ? "bg-brand-50 text-brand-900" : ""} ${o.url ? "cursor-pointer" : "cursor-default text-slate-600"}`}
              >
                <span className="font-medium">{o.label}</span>
                {(o.detail || !o.url) && (
                  <span className="text-xs text-slate-600">
                    {[o.detail, o.url ? null : t("noPage")].filter(Boolean).join(" · ")}
                  </span>
                )}
              </div>
            ))}
          </div>
        ))}
      </div>
      <p
        role="status"
        aria-live="polite"
        className={
          expanded && (state.status !== "done" || options.length === 0)
            ? "absolute right-0 top-full z-50 mt-1 w-full min-w-72 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700 shadow-lg md:w-96"
            : "sr-only"
        }
      >
        {state.status === "loading" && t("searching")}
        {state.status === "error" && t("failed")}
        {state.status === "done" &&
          (options.length === 0 ? t("noResults", { keyword: state.keyword }) : t("results", { count: options.length }))}
      </p>
    </div>
  );
}

function toOptions(result: SearchResultJson, inTeam: (team: string) => string): Option[] {
  return [
    ...result.people.map((p) => ({
      id: `person-${p.id}`,
      kind: "people" as const,
      label: p.name,
      detail: [p.job_title, p.team_name ? inTeam(p.team_name) : null].filter(Boolean).join(" ") || null,
      url: p.url,
    })),
    ...result.teams.map((team) => ({
      id: `team-${team.id}`,
      kind: "teams" as const,
      label: team.name,
      detail: null,
      url: team.url,
    })),
  ];
}
