"use client";
// The person's Dimona history (the Dimona tab of /people/[id]): every declaration with its status and the
// RSZ's anomalies in the reader's language, refreshed while one is still on its way. HR declares an IN,
// and on an accepted period sends what it may still take: a change, a cancellation, or an OUT while it has
// no end date (DimonaDialog). Read-only users
// see the history without the buttons. Above it, the declarations the person's contracts call for
// (proposals, lib/contracts/dimona-hook.ts): HR reviews each in the dialog, filled in, and sends it.
import { useCallback, useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import type { DimonaHistoryRow } from "@/lib/dimona/dimona-status";
import { Button } from "@/components/ui/button";
import type { DimonaProposal } from "@/lib/contracts/dimona-hook";
import { DimonaDialog, type DimonaDraft, type DimonaMode } from "./dimona-dialog";

const OPEN = ["pending", "sent"];
const ACCEPTED = ["A", "W", "S"];
const ACTION_ORDER = ["OUT", "UPDATE", "CANCEL"] as const;

// rszConfigured: without an RSZ web service the server refuses a declaration, so "Declare" is not offered.
type Props = {
  employeeId: number;
  initial: DimonaHistoryRow[];
  initialProposals: DimonaProposal[];
  canDeclare: boolean;
  rszConfigured: boolean;
};

const showDay = (iso: string | null) => (iso ? iso.split("-").reverse().join("/") : "…");

export function DimonaHistory({ employeeId, initial, initialProposals, canDeclare, rszConfigured }: Props) {
  const t = useTranslations("dimona");
  const [rows, setRows] = useState(initial);
  const [proposals, setProposals] = useState(initialProposals);
  const [dialog, setDialog] = useState<{ mode: DimonaMode; periodId?: string; draft?: DimonaDraft } | null>(null);

  const refresh = useCallback(async () => {
    const list = await apiFetch<{ data: DimonaHistoryRow[]; proposals: DimonaProposal[] }>(
      `/api/integrations/advanced_dimona/list?employee_id=${employeeId}`,
    );
    setRows(list.data);
    setProposals(list.proposals);
  }, [employeeId]);
  // The RSZ's failure in the reader's language (the code), else the stored English text.
  const errorText = (row: DimonaHistoryRow) =>
    row.last_error_code && t.has(`errors.${row.last_error_code}`) ? t(`errors.${row.last_error_code}`) : row.last_error;

  const waiting = rows.some((r) => OPEN.includes(r.status));
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void refresh().catch(() => undefined), 2000);
    return () => clearInterval(timer);
  }, [waiting, refresh]);

  const anomalyText = (a: { code: string; description?: string }) =>
    t.has(`anomalies.${a.code}`)
      ? `${a.code}: ${t(`anomalies.${a.code}`)}`
      : `${a.code}${a.description ? `: ${a.description}` : ""}`;

  return (
    <section aria-labelledby="dimona-title" className="space-y-3" data-testid="dimona-history">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="dimona-title" className="text-base font-semibold">
            {t("title")}
          </h2>
          <p className="text-sm text-slate-700">{t("intro")}</p>
        </div>
        {canDeclare && rszConfigured && (
          <Button onClick={() => setDialog({ mode: "IN" })} data-testid="dimona-declare">
            {t("declare")}
          </Button>
        )}
      </div>
      {proposals.length > 0 && (
        <div className="space-y-2 rounded-md border-l-4 border-sky-600 bg-sky-50 p-3" data-testid="dimona-proposals">
          <h3 className="text-sm font-semibold text-sky-950">{t("proposals.title")}</h3>
          {proposals.map((p) => (
            <div key={`${p.kind}-${p.contract_id}`} className="flex flex-wrap items-center gap-2 text-sm text-sky-950">
              <span className="flex-1">{t(`proposals.${p.kind}`, { date: showDay(p.date) })}</span>
              {canDeclare &&
                (rszConfigured ? (
                  <Button
                    variant="secondary"
                    data-testid="dimona-proposal-review"
                    onClick={() =>
                      setDialog({
                        mode: p.kind,
                        periodId: p.kind !== "IN" ? String((p.draft as { period_id?: string }).period_id) : undefined,
                        draft: p.draft as DimonaDraft,
                      })
                    }
                  >
                    {t("proposals.review")}
                  </Button>
                ) : (
                  <span className="text-slate-700">{t("proposals.none")}</span>
                ))}
            </div>
          ))}
        </div>
      )}
      {rows.length === 0 ? (
        <p className="text-sm text-slate-700">{t("empty")}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {rows.map((row) => (
            <li
              key={row.id}
              className="space-y-1 p-3 text-sm"
              data-testid="dimona-row"
              data-type={row.type}
              data-status={row.status}
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-semibold">{row.type}</span>
                <span>
                  {row.worker_type} · {showDay(row.start_date)} – {showDay(row.end_date)}
                </span>
                <span
                  className={`rounded px-2 py-0.5 text-xs font-medium ${
                    row.status === "B" || row.status === "failed"
                      ? "bg-red-100 text-red-800"
                      : ACCEPTED.includes(row.status)
                        ? "bg-green-100 text-green-800"
                        : "bg-amber-100 text-amber-900"
                  }`}
                  data-testid="dimona-status"
                >
                  {t(`status.${row.status}`)}
                </span>
                {row.period_id && (
                  <span className="text-slate-700">
                    {t("fields.periodId")}: <span className="font-mono">{row.period_id}</span>
                  </span>
                )}
              </div>
              {row.status === "pending" && row.last_error && (
                <p className="text-amber-900">
                  {t("retrying", { error: errorText(row) ?? "", attempts: row.attempts })}
                </p>
              )}
              {row.status === "failed" && row.last_error && (
                <p className="text-red-800">{t("failedBecause", { error: errorText(row) ?? "" })}</p>
              )}
              {row.anomalies.length > 0 && (
                <ul className="list-inside list-disc text-slate-800" aria-label={t("columns.anomalies")}>
                  {row.anomalies.map((a, i) => (
                    <li key={i}>{anomalyText(a as { code: string; description?: string })}</li>
                  ))}
                </ul>
              )}
              {/* The server says what each period may still take (open-dimona-period.ts): nothing once cancelled
                  or ended by an OUT or while a change is on its way, and no OUT once an IN or UPDATE set its end. */}
              {canDeclare && rszConfigured && row.actions.length > 0 && (
                <div className="flex flex-wrap gap-2 pt-1">
                  {ACTION_ORDER.filter((action) => row.actions.includes(action)).map((action) => (
                    <Button
                      key={action}
                      variant={action === "CANCEL" ? "ghost" : "secondary"}
                      onClick={() => setDialog({ mode: action, periodId: row.period_id! })}
                      data-testid={`dimona-${action.toLowerCase()}`}
                    >
                      {t(`actions.${action.toLowerCase()}`)}
                    </Button>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {dialog && (
        <DimonaDialog
          employeeId={employeeId}
          mode={dialog.mode}
          periodId={dialog.periodId}
          draft={dialog.draft}
          onClose={() => setDialog(null)}
          onSent={() => {
            setDialog(null);
            void refresh();
          }}
        />
      )}
    </section>
  );
}
