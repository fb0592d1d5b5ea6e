// The /inbox section of leave: pending requests and deletion requests of the people the caller manages,
// with approve / decline (hidden from read-only users). Server component over listInboxLeave.
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { isReadOnly } from "@/lib/access/subject";
import { formatDayRange } from "@/lib/i18n/format-date";
import { listInboxLeave } from "@/lib/leave/list-leave-requests";
import { listDayOffTypes } from "@/lib/leave/manage-day-off-types";
import { RequestActions } from "./request-actions";
import { dayOffTypeLabel } from "./day-off-type-label";
import { leaveRequestSource } from "./leave-request-source";
import { InboxPager } from "@/components/inbox/inbox-pager";
import type { InboxSectionProps } from "@/components/inbox/inbox-section-props";

const PER_PAGE = 10;

export async function InboxLeaveSection({ ctx, page, employeeId, count, pageHref }: InboxSectionProps) {
  const t = await getTranslations("leave");
  const locale = await getLocale();
  const [list, types] = await Promise.all([
    listInboxLeave(ctx, {
      page,
      per_page: PER_PAGE,
      ...(employeeId ? { employee_id: employeeId } : { total: count }),
    }),
    listDayOffTypes(ctx, { includeArchived: true }),
  ]);
  const typeById = new Map(types.data.map((ty) => [ty.id, ty]));
  return (
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
            const source = leaveRequestSource(t, r);
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
                    {source ? ` · ${source}` : ""}
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
      <InboxPager page={page} perPage={PER_PAGE} total={list.total} pageHref={pageHref} />
    </section>
  );
}
