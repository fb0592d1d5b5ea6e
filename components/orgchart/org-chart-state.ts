"use client";
// The org chart's browser state: which boxes are open, the loaded details per person (each loaded once,
// on demand), and how many children each level shows. Kept in one hook so the search can open a chain
// of boxes down to a person.
import { useCallback, useRef, useState } from "react";
import { apiFetch } from "@/lib/client/api-fetch";
import type { TOrgChartPerson } from "@/lib/orgchart/orgchart.types";

export type TBrief = { employee_id: number; name: string };
export type TNodeDetail = TOrgChartPerson & {
  manager: TBrief | null;
  reports: TOrgChartPerson[];
  extra_managers: TBrief[];
  dotted_reports: TBrief[];
};
export type TLoad = { status: "loading" } | { status: "error" } | { status: "ready"; detail: TNodeDetail };

/** Children shown per level before "show more": a level with hundreds of people never renders at once. */
export const PAGE = 50;

export function useOrgChartState() {
  const [loads, setLoads] = useState<Record<number, TLoad>>({});
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [shown, setShown] = useState<Record<string, number>>({});
  const cache = useRef(new Map<number, Promise<TNodeDetail | null>>());

  const load = useCallback((id: number): Promise<TNodeDetail | null> => {
    const known = cache.current.get(id);
    if (known) return known;
    setLoads((l) => ({ ...l, [id]: { status: "loading" } }));
    const promise = apiFetch<{ data: TNodeDetail }>(`/api/stats/orgChartNode/${id}/detail`)
      .then(({ data }) => {
        setLoads((l) => ({ ...l, [id]: { status: "ready", detail: data } }));
        return data;
      })
      .catch(() => {
        cache.current.delete(id); // a retry loads again
        setLoads((l) => ({ ...l, [id]: { status: "error" } }));
        return null;
      });
    cache.current.set(id, promise);
    return promise;
  }, []);

  const toggle = useCallback(
    (id: number) => {
      setOpen((prev) => {
        const next = new Set(prev);
        if (next.has(id)) next.delete(id);
        else {
          next.add(id);
          void load(id);
        }
        return next;
      });
    },
    [load],
  );

  /** Opens every box on the path (top first) so that `target` is rendered, and shows it in its level. */
  const reveal = useCallback(
    async (path: number[], target: number) => {
      for (const id of path) {
        const detail = await load(id);
        if (!detail) return false;
        setOpen((prev) => new Set(prev).add(id));
        const next = path[path.indexOf(id) + 1] ?? target;
        const index = detail.reports.findIndex((r) => r.employee_id === next);
        setShown((s) => ({ ...s, [String(id)]: Math.max(s[String(id)] ?? PAGE, index + 1) }));
      }
      return true;
    },
    [load],
  );

  const showMore = useCallback((key: string) => setShown((s) => ({ ...s, [key]: (s[key] ?? PAGE) + PAGE })), []);

  return { loads, open, shown, toggle, load, reveal, showMore, setShown };
}
