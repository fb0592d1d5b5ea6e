// The /inbox section of expense claims (lib/expenses/expense-request-kind.ts): the submitted claims of the
// people the caller decides, each with its receipts and approve / decline (read-only users never hold the
// decide right, so the inbox does not list the kind for them). Server component; the cards act on the client.
import { getTranslations } from "next-intl/server";
import { listPendingClaims } from "@/lib/expenses/list-pending-claims";
import { InboxPager } from "@/components/inbox/inbox-pager";
import type { InboxSectionProps } from "@/components/inbox/inbox-section-props";
import { InboxClaimList } from "./inbox-claim-list";

const PER_PAGE = 10;

export async function InboxExpenseSection({ ctx, page, employeeId, count, pageHref }: InboxSectionProps) {
  const t = await getTranslations("requests");
  const list = await listPendingClaims(ctx, {
    page,
    per_page: PER_PAGE,
    ...(employeeId ? { employee_id: employeeId } : { total: count }),
  });
  return (
    <section
      aria-labelledby="inbox-expense-title"
      className="rounded-lg bg-white p-4 shadow-sm"
      data-testid="inbox-expenses"
    >
      <h2 id="inbox-expense-title" className="mb-3 text-lg font-semibold">
        {t("kinds.expense")} <span className="text-slate-500">({list.total})</span>
      </h2>
      <InboxClaimList claims={list.data} />
      <InboxPager page={page} total={list.total} perPage={PER_PAGE} pageHref={pageHref} />
    </section>
  );
}
