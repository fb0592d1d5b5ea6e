"use client";
// The person's activity feed (GET /api/activity/employee/{id}/list, read on the server for this page):
// changes and notes, newest first, with a note box for callers who may write (POST /api/activity/addNote).
import Link from "next/link";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { Button } from "@/components/ui/button";
import { actorLabel, ChangeList, useAuditHeadline } from "./change-list";
import { formatDateTime } from "@/lib/i18n/format-date";
import type { DisplayChange } from "@/lib/audit-logs/format-change";
import { useFormAction } from "@/components/ui/use-form-action";

export type ActivityEntry = {
  id: string;
  type: "audit" | "note";
  created_at: string;
  actor: { name: string | null } | null;
  impersonator: { name: string | null } | null;
  action: string;
  object_type: string;
  automated: boolean;
  changes?: DisplayChange[];
  note?: string;
};

type Props = { employeeId: number; entries: ActivityEntry[]; page: number; hasMore: boolean; canNote: boolean };

export function ActivityFeed({ employeeId, entries, page, hasMore, canNote }: Props) {
  const t = useTranslations("people");
  const locale = useLocale();
  const router = useRouter();
  const [note, setNote] = useState("");
  const { pending, run, fieldError } = useFormAction(["note"]);
  const headline = useAuditHeadline();
  const base = `/people/${employeeId}?tab=activity`;

  async function addNote(event: React.FormEvent) {
    event.preventDefault();
    if (!note.trim()) return;
    if (
      (
        await run(() =>
          apiFetch("/api/activity/addNote", { body: { object_type: "employee", object_id: employeeId, note } }),
        )
      ).ok
    ) {
      setNote("");
      router.refresh();
    }
  }

  return (
    <div className="space-y-4">
      {canNote && (
        <form onSubmit={addNote} className="space-y-2" aria-label={t("activity.addNote")}>
          <label htmlFor="activity-note" className="block text-sm font-medium">
            {t("activity.note")}
          </label>
          <textarea
            id="activity-note"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            rows={3}
            maxLength={5000}
            className="block w-full rounded-md border border-slate-300 px-3 py-2 text-base sm:text-sm"
            aria-invalid={fieldError("note") ? true : undefined}
          />
          {fieldError("note") && <p className="text-xs text-red-700">{fieldError("note")}</p>}
          <div className="flex justify-end">
            <Button type="submit" disabled={pending || !note.trim()}>
              {pending ? t("activity.adding") : t("activity.addNote")}
            </Button>
          </div>
        </form>
      )}
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">{t("activity.empty")}</p>
      ) : (
        <ol className="divide-y divide-slate-100" data-testid="activity-feed">
          {entries.map((entry) => (
            <li key={entry.id} className="py-2">
              <p className="text-xs text-slate-500">
                <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, locale)}</time> ·{" "}
                {actorLabel(entry, t)}
              </p>
              {entry.type === "note" ? (
                <p className="mt-1 whitespace-pre-wrap text-sm">{entry.note}</p>
              ) : (
                <>
                  <p className="mt-1 text-sm font-medium">{headline(entry.action, entry.object_type)}</p>
                  <ChangeList changes={entry.changes ?? []} />
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      <div className="flex justify-between">
        {page > 1 ? (
          <Link
            className="text-sm text-brand-700 hover:underline"
            href={page === 2 ? base : `${base}&page=${page - 1}`}
          >
            ← {t("activity.previous")}
          </Link>
        ) : (
          <span />
        )}
        {hasMore && (
          <Link className="text-sm text-brand-700 hover:underline" href={`${base}&page=${page + 1}`}>
            {t("activity.more")} →
          </Link>
        )}
      </div>
    </div>
  );
}
