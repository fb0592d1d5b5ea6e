// A command's or an integration's status as a coloured pill; a spinner while the job works on it.
import { useTranslations } from "next-intl";

const TONE: Record<string, string> = {
  queued: "bg-slate-100 text-slate-800",
  running: "bg-sky-100 text-sky-900",
  awaiting_2fa: "bg-amber-100 text-amber-900",
  login_failure: "bg-red-100 text-red-800",
  succeeded: "bg-emerald-100 text-emerald-800",
  failed: "bg-red-100 text-red-800",
  cancelled: "bg-slate-100 text-slate-700",
  pending: "bg-amber-100 text-amber-900",
  connected: "bg-emerald-100 text-emerald-800",
  disabled: "bg-slate-200 text-slate-700",
};

/** `past`: a state in a command's history, never spinning. */
type Props = { kind: "command" | "integration"; status: string; testId?: string; past?: boolean };

export function StatusBadge({ kind, status, testId, past = false }: Props) {
  const t = useTranslations("integrations");
  const busy = kind === "command" && !past && (status === "queued" || status === "running");
  return (
    <span
      data-testid={testId ?? `${kind}-status`}
      data-status={status}
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${TONE[status] ?? TONE.queued}`}
    >
      {busy ? (
        <span
          aria-hidden="true"
          className="h-2 w-2 animate-spin rounded-full border border-current border-t-transparent"
        />
      ) : null}
      {t(`${kind}Status.${status}`)}
    </span>
  );
}
