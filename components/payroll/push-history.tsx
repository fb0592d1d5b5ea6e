"use client";
// The month's pushes, newest first: who pushed, when, the command's live status, how long it took and how
// many people and lines it sent, the provider's receipt, and why it failed in the reader's language (the
// command's error code and values, as on /settings/integrations). The command's moves arrive over the
// realtime channel ("integration-command"); while a push is unsettled the page is also read again every few
// seconds, so a lost event only delays the screen. Whoever may retry a failed push sees Retry. When the
// portal asks a push for a second-factor code, whoever may retry it answers in the integrations screen's
// two-factor modal (through the push's routes): it opens by itself for the person who pushed, and an
// "Enter code" button on the row opens it again after a dismissal or for an integration admin.
import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { formatDateTime } from "@/lib/i18n/format-date";
import { useRealtimeEvent } from "@/components/notifications/use-realtime-event";
import { StatusBadge } from "@/components/integrations/command-status-badge";
import { useFailureMessage } from "@/components/integrations/command-message";
import { newer, waitsForCode, type CommandJson } from "@/components/integrations/integration-types";
import { TwoFactorModal } from "@/components/integrations/two-factor-modal";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import type { PushView } from "./payroll-types";

const COMMAND_EVENT = "integration-command";
const POLL_MS = 3000;
const UNSETTLED = new Set(["queued", "running"]);
const RETRYABLE = new Set(["failed", "cancelled", "login_failure"]);

type Receipt = {
  receiptId: string;
  lineCount: number;
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
};

type Props = {
  pushes: PushView[];
  integrations: { id: number; alias: string }[];
  userId: string;
  /** Not a read-only user: each push's may_retry then says whether they answer its code. */
  canAnswer: boolean;
};

export function PushHistory({ pushes, integrations, userId, canAnswer }: Props) {
  const t = useTranslations("payroll");
  const router = useRouter();
  const [live, setLive] = useState<Record<number, CommandJson>>({});
  const [asking, setAsking] = useState<{ push: PushView; command: CommandJson } | null>(null);
  // Code questions (command id:version) this user answered or dismissed: they do not open by themselves again.
  const [answered, setAnswered] = useState<ReadonlySet<string>>(new Set());
  const commandOf = (p: PushView) =>
    p.command ? (live[p.command.id] ? newer(live[p.command.id], p.command) : p.command) : null;
  const mayAnswer = (p: PushView, c: CommandJson | null): c is CommandJson =>
    canAnswer && p.may_retry && c !== null && waitsForCode(c);
  const unsettled = pushes.some((p) => {
    const c = commandOf(p);
    return c ? UNSETTLED.has(c.status) : p.status === "queued";
  });

  useRealtimeEvent(
    COMMAND_EVENT,
    (data) => {
      const command = (data as { command?: CommandJson }).command;
      if (!command || !pushes.some((p) => p.command_id === command.id)) return;
      setLive((current) => ({ ...current, [command.id]: newer(current[command.id], command) }));
      // Settled: the push row now holds its figures and receipt.
      if (!UNSETTLED.has(command.status)) router.refresh();
    },
    () => router.refresh(),
  );

  useEffect(() => {
    if (!unsettled) return;
    const timer = setInterval(() => router.refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [unsettled, router]);

  // The person who pushed is asked for the code as soon as the portal wants it (once per question).
  const ownQuestion = pushes
    .map((push) => ({ push, command: commandOf(push) }))
    .find(
      (q): q is { push: PushView; command: CommandJson } =>
        mayAnswer(q.push, q.command) &&
        q.command.actor_user_id === userId &&
        !answered.has(`${q.command.id}:${q.command.version}`),
    );
  const question = asking ?? ownQuestion ?? null;

  return (
    <section aria-labelledby="payroll-history-title" className="rounded-lg bg-white p-4 shadow-sm">
      <h2 id="payroll-history-title" className="text-lg font-semibold">
        {t("history.title")}
      </h2>
      {pushes.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t("history.none")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200" data-testid="payroll-pushes">
          {pushes.map((push) => (
            <PushRow
              key={push.id}
              push={push}
              command={commandOf(push)}
              alias={integrations.find((i) => i.id === push.integration_id)?.alias ?? ""}
              onMoved={(c) => setLive((current) => ({ ...current, [c.id]: c }))}
              onEnterCode={mayAnswer(push, commandOf(push)) ? (c) => setAsking({ push, command: c }) : undefined}
            />
          ))}
        </ul>
      )}
      {question ? (
        <TwoFactorModal
          key={`${question.command.id}:${question.command.version}`}
          command={question.command}
          paths={{
            pass: `/api/integrations/days_off/pushes/${question.push.id}/pass2faCredentials`,
            cancel: `/api/integrations/days_off/pushes/${question.push.id}/cancel2fa`,
          }}
          onDone={(answer) => {
            const key = `${question.command.id}:${question.command.version}`;
            setAnswered((done) => new Set([...done, key]));
            setAsking(null);
            if (answer) setLive((current) => ({ ...current, [answer.id]: newer(current[answer.id], answer) }));
            router.refresh();
          }}
        />
      ) : null}
    </section>
  );
}

function PushRow({
  push,
  command,
  alias,
  onMoved,
  onEnterCode,
}: {
  push: PushView;
  command: CommandJson | null;
  alias: string;
  onMoved: (command: CommandJson) => void;
  /** Set when the portal waits for a code this user may give. */
  onEnterCode?: (command: CommandJson) => void;
}) {
  const t = useTranslations("payroll");
  const locale = useLocale();
  const toast = useToast();
  const router = useRouter();
  const failure = useFailureMessage();
  const [pending, setPending] = useState(false);
  const status = command?.status ?? push.status;
  const receipt = push.receipt as Receipt | null;
  const succeeded = status === "succeeded" && push.status === "succeeded";

  async function retry() {
    setPending(true);
    try {
      const res = await apiFetch<{ command: CommandJson }>(`/api/integrations/days_off/pushes/${push.id}/retry`, {
        body: { version: command?.version },
      });
      onMoved(res.command);
      toast.show({ title: t("history.retried"), variant: "success" });
      router.refresh();
    } catch (error) {
      toast.showError(error);
    } finally {
      setPending(false);
    }
  }

  const failureText = command?.error_reason ? failure(command) : push.error_reason;
  return (
    <li className="py-3" data-testid="payroll-push" data-push-id={push.id}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StatusBadge kind="command" status={status} />
        <span className="font-medium">{alias}</span>
        {push.is_retry ? (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
            {t("history.retryBadge")}
          </span>
        ) : null}
        <span className="text-xs text-slate-600">{formatDateTime(push.created_at, locale)}</span>
        {push.actor_name ? (
          <span className="text-xs text-slate-600">{t("history.by", { name: push.actor_name })}</span>
        ) : null}
      </div>
      {succeeded ? (
        <p className="mt-1 text-sm text-slate-700" data-testid="payroll-push-figures">
          {t("history.figures", {
            people: push.people_sent,
            lines: push.lines,
            seconds: ((push.duration_ms ?? 0) / 1000).toLocaleString(locale, { maximumFractionDigits: 1 }),
          })}
        </p>
      ) : null}
      {succeeded && receipt ? (
        <p className="mt-1 text-sm text-emerald-800" data-testid="payroll-push-receipt">
          {t("history.receipt", {
            id: receipt.receiptId,
            count: receipt.lineCount,
            added: receipt.added,
            changed: receipt.changed,
            removed: receipt.removed,
            unchanged: receipt.unchanged,
          })}
        </p>
      ) : null}
      {succeeded && !receipt ? <p className="mt-1 text-sm text-slate-700">{t("history.nothingChanged")}</p> : null}
      {!succeeded && failureText && !UNSETTLED.has(status) ? (
        <p className="mt-1 text-sm text-red-700" data-testid="payroll-push-error">
          {failureText}
        </p>
      ) : null}
      {onEnterCode && command ? (
        <Button className="mt-2 mr-2" onClick={() => onEnterCode(command)} data-testid="payroll-push-enter-code">
          {t("history.enterCode")}
        </Button>
      ) : null}
      {push.may_retry && command && RETRYABLE.has(command.status) ? (
        <Button
          variant="secondary"
          className="mt-2"
          onClick={() => void retry()}
          disabled={pending}
          data-testid="payroll-push-retry-button"
        >
          {t("history.retry")}
        </Button>
      ) : null}
    </li>
  );
}
