"use client";
// Starts an export as a background job (POST /api/exports/start) and follows it in place: a progress bar
// fed by the live export-progress events (the bell shows the same), then a download link. The status is
// also polled every few seconds, so the button finishes even when live updates are unavailable.
import { useCallback, useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import type { ExportKindName } from "@/lib/exports/export-kinds";
import { useOptionalNotifications } from "@/components/notifications/notifications-provider";
import { capProgress } from "@/components/notifications/progress";
import { useToast } from "@/components/ui/toast";

type Started = { export_id: number; notification_id: number | null };
type Status = { status: "queued" | "running" | "finished" | "failed"; progress: number; download_url: string | null };

const POLL_MS = 3000;
const buttonClass =
  "inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium hover:bg-slate-100 disabled:opacity-60";

export function BackgroundExportButton({
  kind,
  filters,
  label,
  testId,
}: {
  kind: ExportKindName;
  filters?: Record<string, unknown>;
  label: string;
  testId?: string;
}) {
  const t = useTranslations("notifications.exports");
  const toast = useToast();
  const live = useOptionalNotifications();
  const [job, setJob] = useState<Started | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const [pending, setPending] = useState(false);

  const liveValue = job?.notification_id != null ? live?.progress[job.notification_id] : undefined;
  const done = status?.status === "finished" || status?.status === "failed";

  const check = useCallback(async (exportId: number) => {
    const next = await apiFetch<Status>(`/api/exports/${exportId}/status`).catch(() => null);
    if (next) setStatus(next);
  }, []);

  // Poll while the export runs, and look again at once when a live event says it finished.
  useEffect(() => {
    if (!job || done) return;
    const timer = setInterval(() => void check(job.export_id), POLL_MS);
    return () => clearInterval(timer);
  }, [job, done, check]);
  useEffect(() => {
    if (job && (liveValue === 100 || liveValue === "failed")) void check(job.export_id);
  }, [job, liveValue, check]);

  async function start() {
    setPending(true);
    try {
      const started = await apiFetch<Started>("/api/exports/start", { body: { kind, filters: filters ?? {} } });
      setStatus({ status: "queued", progress: 0, download_url: null });
      setJob(started);
      toast.show({ title: t("started"), variant: "success" });
    } catch (error) {
      toast.showError(error);
    } finally {
      setPending(false);
    }
  }

  if (job && status && !done) {
    const percent = capProgress(typeof liveValue === "number" ? Math.max(liveValue, status.progress) : status.progress);
    return (
      <div
        className="flex min-h-10 min-w-44 flex-col justify-center gap-1"
        data-testid={testId ? `${testId}-progress` : undefined}
      >
        <span className="text-xs text-slate-700">
          {t("preparing")} · {t("percent", { percent })}
        </span>
        <div
          role="progressbar"
          aria-label={t("preparing")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      </div>
    );
  }
  if (status?.status === "finished" && status.download_url) {
    return (
      <span className="inline-flex items-center gap-2">
        <a
          href={status.download_url}
          download
          className={`${buttonClass} border-brand-600 text-brand-700`}
          data-testid={testId ? `${testId}-download` : undefined}
        >
          {t("download")}
        </a>
        <button
          type="button"
          className="text-sm text-brand-700 underline"
          onClick={() => {
            setJob(null);
            setStatus(null);
          }}
        >
          {t("again")}
        </button>
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-2">
      {status?.status === "failed" && (
        <span role="alert" className="text-sm text-red-800">
          {t("failed")}
        </span>
      )}
      <button type="button" className={buttonClass} onClick={start} disabled={pending} data-testid={testId}>
        {status?.status === "failed" ? t("again") : label}
      </button>
    </span>
  );
}
