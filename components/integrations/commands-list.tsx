"use client";
// An integration's commands, newest first, with their live status: the rows loaded from the API, each
// replaced by a newer state the screen received (realtime event, poll or an action's answer), and commands
// started since on top. Each row shows what the command did or why it stopped, its history on demand, and
// for someone who may act: enter the code, retry, cancel.
import { useCallback, useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { formatDateTime } from "@/lib/i18n/format-date";
import { Button } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { useToast } from "@/components/ui/toast";
import { useFailureMessage } from "./command-message";
import { StatusBadge } from "./command-status-badge";
import { CommandHistory } from "./command-history";
import { newer, waitsForCode, type CommandJson, type ListAnswer } from "./integration-types";

const PER_PAGE = 5;
const RETRYABLE = new Set(["failed", "cancelled", "login_failure"]);
const CANCELLABLE = new Set(["queued", "awaiting_2fa", "login_failure"]);

type Props = {
  integrationId: number;
  live: Record<number, CommandJson>;
  canManage: boolean;
  onSeen: (commands: CommandJson[]) => void;
  onMoved: (command: CommandJson) => void;
  onEnterCode: (command: CommandJson) => void;
};

export function CommandsList({ integrationId, live, canManage, onSeen, onMoved, onEnterCode }: Props) {
  const t = useTranslations("integrations");
  const [page, setPage] = useState(0); // counted from 0, as <Pagination> does
  const [answer, setAnswer] = useState<ListAnswer<CommandJson> | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    try {
      const res = await apiFetch<ListAnswer<CommandJson>>(
        `/api/integrations/${integrationId}/commands/list?page=${page + 1}&per_page=${PER_PAGE}`,
      );
      setAnswer(res);
      setFailed(false);
      onSeen(res.data);
    } catch {
      setFailed(true);
    }
  }, [integrationId, page, onSeen]);

  useEffect(() => {
    void load();
  }, [load]);

  const loaded = answer?.data ?? [];
  const newest = loaded.reduce((max, c) => Math.max(max, c.id), 0);
  // Commands started after the list was read (by anyone) sit on top of the first page.
  const started =
    page === 0
      ? Object.values(live)
          .filter((c) => c.integration_id === integrationId && c.id > newest)
          .sort((a, b) => b.id - a.id)
      : [];
  const rows = [...started, ...loaded.map((c) => newer(live[c.id], c))];

  if (failed) return <p className="text-sm text-red-700">{t("commands.loadFailed")}</p>;
  if (!answer) return <p className="text-sm text-slate-600">{t("commands.loading")}</p>;
  return (
    <div>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t("commands.none")}</p>
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="integration-commands">
          {rows.map((command) => (
            <CommandRow
              key={command.id}
              command={command}
              canManage={canManage}
              onMoved={onMoved}
              onEnterCode={onEnterCode}
            />
          ))}
        </ul>
      )}
      {answer.total > PER_PAGE ? (
        <Pagination
          page={page}
          itemsOnPage={loaded.length}
          pageSize={PER_PAGE}
          total={answer.total}
          onPageChange={setPage}
          className="mt-2"
        />
      ) : null}
    </div>
  );
}

function CommandRow({
  command,
  canManage,
  onMoved,
  onEnterCode,
}: {
  command: CommandJson;
  canManage: boolean;
  onMoved: (command: CommandJson) => void;
  onEnterCode: (command: CommandJson) => void;
}) {
  const t = useTranslations("integrations");
  const locale = useLocale();
  const toast = useToast();
  const failure = useFailureMessage();
  const [showHistory, setShowHistory] = useState(false);
  const [pending, setPending] = useState(false);

  async function act(path: string) {
    setPending(true);
    try {
      const res = await apiFetch<{ command: CommandJson }>(path, { body: { version: command.version } });
      onMoved(res.command);
    } catch (error) {
      toast.showError(error);
    } finally {
      setPending(false);
    }
  }

  const summary = resultSummary(command, t);
  return (
    <li className="py-3" data-testid="integration-command" data-command-id={command.id}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium">{t(`commandKind.${command.kind}`)}</span>
        <StatusBadge kind="command" status={command.status} />
        <span className="text-xs text-slate-600">{formatDateTime(command.created_at, locale)}</span>
      </div>
      {command.error_reason ? (
        <p className="mt-1 text-sm text-red-700" data-testid="command-error">
          {failure(command)}
        </p>
      ) : null}
      {summary ? (
        <p className="mt-1 text-sm text-slate-700" data-testid="command-result">
          {summary}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        {canManage && waitsForCode(command) ? (
          <Button onClick={() => onEnterCode(command)} disabled={pending} data-testid="command-enter-code">
            {t("commands.enterCode")}
          </Button>
        ) : null}
        {canManage && RETRYABLE.has(command.status) ? (
          <Button
            variant="secondary"
            onClick={() => void act(`/api/integrations/commands/${command.id}/retry`)}
            disabled={pending}
            data-testid="command-retry"
          >
            {t("commands.retry")}
          </Button>
        ) : null}
        {canManage && CANCELLABLE.has(command.status) ? (
          <Button
            variant="secondary"
            onClick={() => void act(`/api/integrations/2fa/${command.id}/cancel`)}
            disabled={pending}
            data-testid="command-cancel"
          >
            {t("commands.cancel")}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          aria-expanded={showHistory}
          onClick={() => setShowHistory((v) => !v)}
          data-testid="command-history-toggle"
        >
          {t(showHistory ? "commands.hideHistory" : "commands.showHistory")}
        </Button>
      </div>
      {showHistory ? <CommandHistory commandId={command.id} version={command.version} /> : null}
    </li>
  );
}

type Translate = ReturnType<typeof useTranslations<"integrations">>;

/** What a finished import did, in words: "12 people read, 10 linked, 2 not matched". */
function resultSummary(command: CommandJson, t: Translate): string | null {
  const r = command.result as Record<string, unknown> | null;
  if (!r || command.status !== "succeeded") return null;
  if (typeof r.people === "number") {
    const people = t("commands.peopleResult", {
      people: r.people,
      linked: Number(r.linked ?? 0),
      unmatched: Number(r.unmatched ?? 0),
    });
    // The provider's contracts stored as ours (sync-contracts.ts), when the sync stored or matched any.
    const created = Number(r.contracts_created ?? 0);
    const matched = Number(r.contracts_matched ?? 0);
    if (created === 0 && matched === 0) return people;
    return `${people} · ${t("commands.contractsResult", { created, matched })}`;
  }
  if (command.kind === "login") return t("commands.loginResult");
  if (typeof r.departments === "number") {
    return t("commands.referenceResult", {
      departments: r.departments,
      cost_centres: Number(r.cost_centres ?? 0),
      functions: Number(r.functions ?? 0),
      qualifications: Number(r.qualifications ?? 0),
    });
  }
  return null;
}
