"use client";
// Every move of one command (GET /api/integrations/commands/{id}/history/list), oldest first, read again
// whenever the command moves while the history is open.
import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { formatDateTime } from "@/lib/i18n/format-date";
import { useCommandMessage, useFailureMessage } from "./command-message";
import { StatusBadge } from "./command-status-badge";
import type { CommandHistoryEntry, ListAnswer } from "./integration-types";

export function CommandHistory({ commandId, version }: { commandId: number; version: number }) {
  const t = useTranslations("integrations.commands");
  const locale = useLocale();
  const say = useCommandMessage();
  const sayFailure = useFailureMessage();
  const [entries, setEntries] = useState<CommandHistoryEntry[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    apiFetch<ListAnswer<CommandHistoryEntry>>(`/api/integrations/commands/${commandId}/history/list?per_page=100`)
      .then((res) => {
        if (!current) return;
        setEntries(res.data);
        setFailed(false);
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [commandId, version]);

  if (failed) return <p className="mt-2 text-sm text-red-700">{t("historyFailed")}</p>;
  if (!entries) return <p className="mt-2 text-sm text-slate-600">{t("loading")}</p>;
  return (
    <ol className="mt-2 space-y-1 border-l-2 border-slate-200 pl-3 text-sm" data-testid="command-history">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
          <span className="text-xs text-slate-600">{formatDateTime(entry.created_at, locale)}</span>
          <StatusBadge kind="command" status={entry.status} testId="history-status" past />
          {entry.message ? (
            <span className="text-slate-700" data-testid="history-message">
              {entry.detail
                ? sayFailure({ error_reason: entry.message, error_detail: entry.detail })
                : say(entry.message)}
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
