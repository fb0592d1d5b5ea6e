// /inbox – the requests the caller can act on now: leave requests and deletion requests of their people,
// and data conflicts with the payroll provider for those with that right (the other request kinds join
// with their modules).
import { isReadOnly } from "@/lib/access/subject";
import { can } from "@/lib/access/permissions";
import { DataConflictsSection } from "@/components/integrations/data-conflicts-section";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { formatDayRange } from "@/lib/i18n/format-date";
import { requirePageContext } from "@/lib/api/page-context";
import { listInboxLeave } from "@/lib/leave/list-leave-requests";
import { listDayOffTypes } from "@/lib/leave/manage-day-off-types";
import { RequestActions } from "@/components/leave/request-actions";
import { dayOffTypeLabel } from "@/components/leave/day-off-type-label";
import { withClientMessages } from "@/lib/i18n/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("leave"))("inboxTitle") };
}

async function InboxPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const ctx = await requirePageContext("/inbox");
  const t = await getTranslations("leave");
  const locale = await getLocale();
  const page = Math.max(1, Number((await searchParams).page) || 1);
  const [list, types] = await Promise.all([
    listInboxLeave(ctx, { page, per_page: 10 }),
    listDayOffTypes(ctx, { includeArchived: true }),
  ]);
  const typeById = new Map(types.data.map((ty) => [ty.id, ty]));
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("inboxTitle")}</h1>
      <section aria-labelledby="inbox-leave-title" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="inbox-leave-title" className="mb-3 text-lg font-semibold">
          {t("leaveRequests")} <span className="text-slate-500">({list.total})</span>
        </h2>
        {list.data.length === 0 ? (
          <p className="text-slate-600">{t("inboxEmpty")}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {list.data.map((r) => {
              const type = typeById.get(r.day_off_type_id);
              const label = `${r.employee_name} · ${type ? dayOffTypeLabel(t, type) : ""} ${formatDayRange(r.start_date, r.end_date, locale)}`;
              return (
                <li
                  key={r.id}
                  className="flex flex-col gap-2 py-3 lg:flex-row lg:items-center lg:justify-between"
                  data-testid={`inbox-request-${r.id}`}
                >
                  <div>
                    <p className="font-medium">
                      <Link
                        href={`/calendar/person/${r.employee_id}?highlight=${r.id}&year=${r.start_date.slice(0, 4)}&month=${Number(r.start_date.slice(5, 7))}`}
                        className="text-brand-700 hover:underline"
                      >
                        {r.employee_name}
                      </Link>
                      {" · "}
                      {type ? dayOffTypeLabel(t, type) : ""}
                    </p>
                    <p className="text-sm text-slate-600">
                      {formatDayRange(r.start_date, r.end_date, locale)} ·{" "}
                      {t(type?.unit === "hours" ? "hoursValue" : "daysValue", { value: r.amount })} ·{" "}
                      {t(`status.${r.status}`)}
                      {r.note ? ` · “${r.note}”` : ""}
                    </p>
                  </div>
                  <RequestActions
                    requestId={r.id}
                    label={label}
                    canDecide={!isReadOnly(ctx.subject)}
                    canCancel={false}
                    deletionRequested={r.status === "deletion_requested"}
                  />
                </li>
              );
            })}
          </ul>
        )}
        {list.total > 10 && (
          <nav aria-label={t("pages")} className="mt-3 flex items-center justify-between text-sm">
            {page > 1 ? (
              <Link href={`/inbox?page=${page - 1}`} className="text-brand-700 hover:underline">
                {t("previousPage")}
              </Link>
            ) : (
              <span />
            )}
            <span>{t("pageOf", { page, pages: Math.ceil(list.total / 10) })}</span>
            {page * 10 < list.total ? (
              <Link href={`/inbox?page=${page + 1}`} className="text-brand-700 hover:underline">
                {t("nextPage")}
              </Link>
            ) : (
              <span />
            )}
          </nav>
        )}
      </section>
      {can(ctx.subject, "data_conflicts.read") && <DataConflictsSection ctx={ctx} />}
    </div>
  );
}

export default withClientMessages("inbox", InboxPage);
