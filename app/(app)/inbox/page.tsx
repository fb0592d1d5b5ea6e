// /inbox – every pending item the caller can act on, by kind (the requests backbone, lib/requests): leave and
// deletion requests of their people, data conflicts with the payroll provider, and every other registered
// kind. Filters: ?kind= (one kind), ?employee_id= (one person). Paging: with a kind chosen, ?page= pages it;
// in the "All" view each section keeps its own page (?leave_page=, ?expense_page=, ...), so turning the page
// of one section leaves the others where they were.
import { getTranslations } from "next-intl/server";
import { requirePageContext } from "@/lib/api/page-context";
import { inboxCountsByKind } from "@/lib/inbox/pending-count";
import { withClientMessages } from "@/lib/i18n/client-messages";
import { INBOX_SECTIONS } from "@/components/inbox/inbox-sections";
import { InboxKindFilter } from "@/components/inbox/inbox-kind-filter";

type Search = Record<string, string | string[] | undefined>;
type Pages = Record<string, number>;

export async function generateMetadata() {
  return { title: (await getTranslations("leave"))("inboxTitle") };
}

/** The page parameter of a kind's section: `page` when that kind is the one shown, else its own. */
const pageParam = (kind: string, filtered: boolean) => (filtered ? "page" : `${kind}_page`);

function toPage(value: string | string[] | undefined) {
  return Math.max(1, Math.min(1_000_000, Number(typeof value === "string" ? value : undefined) || 1));
}

function inboxHref(filters: { kind?: string | null; employee_id?: number; pages?: Pages }) {
  const params = new URLSearchParams();
  if (filters.kind) params.set("kind", filters.kind);
  if (filters.employee_id) params.set("employee_id", String(filters.employee_id));
  for (const [k, page] of Object.entries(filters.pages ?? {}))
    if (page > 1) params.set(pageParam(k, Boolean(filters.kind)), String(page));
  const query = params.toString();
  return query ? `/inbox?${query}` : "/inbox";
}

async function InboxPage({ searchParams }: { searchParams: Promise<Search> }) {
  const ctx = await requirePageContext("/inbox");
  const t = await getTranslations("leave");
  const search = await searchParams;
  const employeeId =
    typeof search.employee_id === "string" && /^\d{1,9}$/.test(search.employee_id)
      ? Number(search.employee_id)
      : undefined;
  const counts = await inboxCountsByKind(ctx);
  const kind = counts.find((c) => c.kind === search.kind)?.kind ?? null;
  const shown = counts.filter((c) => (kind === null || c.kind === kind) && INBOX_SECTIONS[c.kind]);
  const pages: Pages = Object.fromEntries(shown.map((c) => [c.kind, toPage(search[pageParam(c.kind, kind !== null)])]));
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("inboxTitle")}</h1>
      {counts.length > 1 && (
        <InboxKindFilter
          counts={counts}
          current={kind}
          hrefFor={(k) => inboxHref({ kind: k, employee_id: employeeId })}
        />
      )}
      {shown.length === 0 && <p className="rounded-lg bg-white p-4 text-slate-600 shadow-sm">{t("inboxEmpty")}</p>}
      {shown.map((c) => {
        const Section = INBOX_SECTIONS[c.kind]!;
        return (
          <Section
            key={c.kind}
            ctx={ctx}
            page={pages[c.kind] ?? 1}
            employeeId={employeeId}
            count={c.count}
            pageHref={(p) => inboxHref({ kind, employee_id: employeeId, pages: { ...pages, [c.kind]: p } })}
          />
        );
      })}
    </div>
  );
}

export default withClientMessages("inbox", InboxPage);
