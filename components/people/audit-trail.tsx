// The person's audit trail (helper of GET /api/auditlogs/employeeDetail/list, read on the server): who
// changed what and when, with the impersonating admin named; paged through the URL.
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { actorLabel, ChangeList, useAuditHeadline } from "./change-list";
import { formatDateTime } from "@/lib/i18n/format-date";
import type { DisplayChange } from "@/lib/audit-logs/format-change";

type Row = {
  id: string;
  created_at: string;
  action: string;
  object_type: string;
  actor: { name: string } | null;
  impersonator: { name: string } | null;
  automated: boolean;
  changes: DisplayChange[];
};

export function AuditTrail({
  employeeId,
  rows,
  page,
  hasMore,
}: {
  employeeId: number;
  rows: Row[];
  page: number;
  hasMore: boolean;
}) {
  const t = useTranslations("people");
  const locale = useLocale();
  const headline = useAuditHeadline();
  const base = `/people/${employeeId}?tab=audit`;
  if (rows.length === 0 && page === 1) return <p className="text-sm text-slate-600">{t("audit.empty")}</p>;
  return (
    <div className="space-y-3">
      <ol className="divide-y divide-slate-100" data-testid="audit-trail">
        {rows.map((row) => (
          <li key={row.id} className="py-2">
            <p className="text-xs text-slate-500">
              <time dateTime={row.created_at}>{formatDateTime(row.created_at, locale)}</time> · {actorLabel(row, t)}
            </p>
            <p className="mt-1 text-sm font-medium">{headline(row.action, row.object_type)}</p>
            <ChangeList changes={row.changes} />
          </li>
        ))}
      </ol>
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
