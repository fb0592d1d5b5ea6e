"use client";
// The org chart: the top people come from the server; every box with reports has a disclosure button
// (aria-expanded) that loads its direct reports on demand. Levels show PAGE people at a time, so a company
// of thousands never renders at once. The search box jumps to a person by opening the boxes above them.
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import type { TOrgChartPerson } from "@/lib/orgchart/orgchart.types";
import { Button } from "@/components/ui/button";
import { OrgChartSearch } from "./org-chart-search";
import { PAGE, useOrgChartState } from "./org-chart-state";

type State = ReturnType<typeof useOrgChartState>;

export function OrgChart({ heads }: { heads: TOrgChartPerson[] }) {
  const t = useTranslations("orgchart");
  const state = useOrgChartState();
  const [focusId, setFocusId] = useState<number | null>(null);

  // After a jump, move focus to the person's box once it is rendered (it may need a few renders).
  useEffect(() => {
    if (focusId === null) return;
    const el = document.getElementById(`org-node-${focusId}`);
    if (el) {
      el.focus();
      el.scrollIntoView({ block: "center", behavior: "smooth" });
    }
  }, [focusId, state.loads, state.open, state.shown]);

  async function jump(person: { employee_id: number; path: number[] }) {
    const first = person.path[0] ?? person.employee_id;
    const index = heads.findIndex((h) => h.employee_id === first);
    state.setShown((s) => ({ ...s, root: Math.max(s.root ?? PAGE, index + 1) }));
    if (await state.reveal(person.path, person.employee_id)) setFocusId(person.employee_id);
  }

  return (
    <div className="space-y-6">
      <OrgChartSearch onPick={jump} />
      {heads.length === 0 ? (
        <p className="text-slate-600">{t("empty")}</p>
      ) : (
        <Level people={heads} levelKey="root" state={state} focusId={focusId} label={t("topLevel")} />
      )}
    </div>
  );
}

function Level({
  people,
  levelKey,
  state,
  focusId,
  label,
  id,
}: {
  people: TOrgChartPerson[];
  levelKey: string;
  state: State;
  focusId: number | null;
  label?: string;
  id?: string;
}) {
  const t = useTranslations("orgchart");
  const count = state.shown[levelKey] ?? PAGE;
  const visible = people.slice(0, count);
  const rest = people.length - visible.length;
  return (
    <ul
      id={id}
      aria-label={label}
      className={levelKey === "root" ? "space-y-3" : "ml-4 mt-3 space-y-3 border-l-2 border-slate-200 pl-4 sm:ml-8"}
    >
      {visible.map((person) => (
        <Node
          key={person.employee_id}
          person={person}
          state={state}
          focused={focusId === person.employee_id}
          focusId={focusId}
        />
      ))}
      {rest > 0 && (
        <li>
          <Button variant="ghost" onClick={() => state.showMore(levelKey)}>
            {t("showMore", { count: Math.min(rest, PAGE) })}
          </Button>
        </li>
      )}
    </ul>
  );
}

function Node({
  person,
  state,
  focused,
  focusId,
}: {
  person: TOrgChartPerson;
  state: State;
  focused: boolean;
  focusId: number | null;
}) {
  const t = useTranslations("orgchart");
  const id = person.employee_id;
  const isOpen = state.open.has(id);
  const load = state.loads[id];
  const childrenId = `org-children-${id}`;
  return (
    <li data-testid="org-node" data-employee-id={id}>
      <div
        id={`org-node-${id}`}
        tabIndex={-1}
        className={`flex flex-wrap items-center gap-3 rounded-lg bg-white p-3 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${focused ? "ring-2 ring-brand-600" : ""}`}
      >
        <div className="min-w-0 flex-1">
          <p className="font-medium text-slate-900">{person.name}</p>
          <p className="text-sm text-slate-600">{[person.job_title, person.team_name].filter(Boolean).join(" · ")}</p>
          {isOpen && load?.status === "ready" && <DottedLines detail={load.detail} />}
        </div>
        {person.reports_count > 0 ? (
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls={isOpen ? childrenId : undefined}
            aria-label={t(isOpen ? "collapse" : "expand", { name: person.name })}
            onClick={() => state.toggle(id)}
            className="inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span aria-hidden="true">{isOpen ? "▾" : "▸"}</span>
            {t("reports", { count: person.reports_count })}
          </button>
        ) : (
          <span className="text-sm text-slate-500">{t("reports", { count: 0 })}</span>
        )}
      </div>
      {isOpen && <Children id={childrenId} personId={id} name={person.name} state={state} focusId={focusId} />}
    </li>
  );
}

function Children({
  id,
  personId,
  name,
  state,
  focusId,
}: {
  id: string;
  personId: number;
  name: string;
  state: State;
  focusId: number | null;
}) {
  const t = useTranslations("orgchart");
  const load = state.loads[personId];
  if (!load || load.status === "loading") {
    return (
      <p id={id} role="status" className="ml-8 mt-2 text-sm text-slate-600">
        {t("loading")}
      </p>
    );
  }
  if (load.status === "error") {
    return (
      <div id={id} role="alert" className="ml-8 mt-2 flex items-center gap-3 text-sm text-red-700">
        {t("loadError")}
        <Button variant="secondary" onClick={() => void state.load(personId)}>
          {t("retry")}
        </Button>
      </div>
    );
  }
  return (
    <Level
      id={id}
      people={load.detail.reports}
      levelKey={String(personId)}
      state={state}
      focusId={focusId}
      label={t("expand", { name })}
    />
  );
}

function DottedLines({
  detail,
}: {
  detail: { extra_managers: { name: string }[]; dotted_reports: { name: string }[] };
}) {
  const t = useTranslations("orgchart");
  return (
    <>
      {detail.extra_managers.length > 0 && (
        <p className="mt-1 border-l-2 border-dashed border-slate-400 pl-2 text-xs text-slate-600">
          {t("alsoReportsTo", { names: detail.extra_managers.map((m) => m.name).join(", ") })}
        </p>
      )}
      {detail.dotted_reports.length > 0 && (
        <p className="mt-1 border-l-2 border-dashed border-slate-400 pl-2 text-xs text-slate-600">
          {t("dottedReports", { names: detail.dotted_reports.map((m) => m.name).join(", ") })}
        </p>
      )}
    </>
  );
}
