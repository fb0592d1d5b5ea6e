"use client";
// The messages the company's reseller or payroll provider left for its admins (issue 19), on the
// integrations page: newest first, unread ones marked, and for admins who may act a "Mark as read" button
// (read state is the company's: one admin reading a message marks it read for all). New messages arrive live.
import { useCallback, useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useRealtimeEvent } from "@/components/notifications/use-realtime-event";
import { Button } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { useToast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/client/api-fetch";
import { formatDateTime } from "@/lib/i18n/format-date";
import type { Locale } from "@/lib/i18n/locales";
import type { ResellerMessageJson } from "@/lib/integrations/messages/reseller-message-json";

const PER_PAGE = 5;
type Page = { data: ResellerMessageJson[]; total: number; page: number; per_page: number; unread: number };

export function ResellerMessages({ canManage }: { canManage: boolean }) {
  const t = useTranslations("resellerMessages");
  const locale = useLocale() as Locale;
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [list, setList] = useState<Page | null>(null);
  const [failed, setFailed] = useState(false);
  const [marking, setMarking] = useState<number | null>(null);

  const load = useCallback(async (p: number) => {
    try {
      setList(await apiFetch<Page>(`/api/integrations/reseller_messages/list?page=${p}&per_page=${PER_PAGE}`));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void load(page);
  }, [load, page]);
  // A new message for this company (lib/integrations/messages/notify-reseller-message.ts), or a reconnect.
  useRealtimeEvent(
    "reseller-message",
    () => void load(page),
    () => void load(page),
  );

  async function markRead(id: number) {
    setMarking(id);
    try {
      await apiFetch(`/api/integrations/reseller_messages/${id}/markRead`, { body: {} });
      await load(page);
    } catch (error) {
      toast.showError(error);
    } finally {
      setMarking(null);
    }
  }

  return (
    <section aria-labelledby="reseller-messages-title" className="space-y-3" data-testid="reseller-messages">
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <h2 id="reseller-messages-title" className="text-lg font-semibold text-slate-900">
          {t("title")}
        </h2>
        {list && list.unread > 0 ? (
          <span className="whitespace-nowrap rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-800">
            {t("unread_count", { count: list.unread })}
          </span>
        ) : null}
      </div>
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          {t("load_failed")}{" "}
          <button type="button" className="underline" onClick={() => void load(page)}>
            {t("retry")}
          </button>
        </p>
      ) : list === null ? (
        <p className="text-sm text-slate-600">{t("loading")}</p>
      ) : list.total === 0 ? (
        <p className="text-sm text-slate-600">{t("empty")}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
          {list.data.map((m) => (
            <li key={m.id} className="space-y-1 p-3" data-testid="reseller-message" data-unread={!m.read_at}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className={`text-sm ${m.read_at ? "font-medium text-slate-800" : "font-semibold text-slate-900"}`}>
                  {m.read_at ? null : <span className="sr-only">{t("unread")}: </span>}
                  {m.read_at ? null : (
                    <span aria-hidden="true" className="mr-2 inline-block h-2 w-2 rounded-full bg-brand-600" />
                  )}
                  <span id={`reseller-message-${m.id}-subject`}>{m.subject}</span>
                </h3>
                {canManage && !m.read_at ? (
                  <Button
                    variant="secondary"
                    className="min-h-8 px-3 py-1"
                    disabled={marking === m.id}
                    onClick={() => void markRead(m.id)}
                    // The visible text stays the accessible name (WCAG 2.5.3, voice control says what it sees);
                    // which message it acts on is the description.
                    aria-describedby={`reseller-message-${m.id}-subject`}
                  >
                    {t("mark_read")}
                  </Button>
                ) : null}
              </div>
              <p className="text-xs text-slate-600">
                {t(m.source === "provider" ? "from_provider" : "from_reseller", { name: m.author_name })} ·{" "}
                <time dateTime={m.created_at}>{formatDateTime(m.created_at, locale)}</time>
              </p>
              <p className="whitespace-pre-line break-words text-sm text-slate-700">{m.body}</p>
            </li>
          ))}
        </ul>
      )}
      {list && list.total > PER_PAGE ? (
        <Pagination
          page={page}
          itemsOnPage={list.data.length}
          pageSize={PER_PAGE}
          total={list.total}
          onPageChange={setPage}
        />
      ) : null}
    </section>
  );
}
