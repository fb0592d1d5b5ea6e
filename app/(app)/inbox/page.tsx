// /inbox – every pending item the caller can act on, by kind (the requests backbone, lib/requests): leave and
// deletion requests of their people, data conflicts with the payroll provider, and every other registered
// kind. Filters: ?kind= (one kind), ?employee_id= (one person), ?page= (within the kind shown).
import { getTranslations } from "next-intl/server";
import { requirePageContext } from "@/lib/api/page-context";
import { inboxCountsByKind } from "@/lib/inbox/pending-count";
import { withClientMessages } from "@/lib/i18n/client-messages";
import { INBOX_SECTIONS } from "@/components/inbox/inbox-sections";
import { InboxKindFilter } from "@/components/inbox/inbox-kind-filter";

type Search = { page?: string; kind?: string; employee_id?: string };

export async function generateMetadata() {
  return { title: (await getTranslations("leave"))("inboxTitle") };
}

function inboxHref(filters: { kind?: string | null; employee_id?: number; page?: number }) {
  const params = new URLSearchParams();
  if (filters.kind) params.set("kind", filters.kind);
  if (filters.employee_id) params.set("employee_id", String(filters.employee_id));
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `/inbox?${query}` : "/inbox";
}

async function InboxPage({ searchParams }: { searchParams: Promise<Search> }) {
  const ctx = await requirePageContext("/inbox");
  const t = await getTranslations("leave");
  const search = await searchParams;
  const page = Math.max(1, Math.min(1_000_000, Number(search.page) || 1));
  const employeeId = /^\d{1,9}$/.test(search.employee_id ?? "") ? Number(search.employee_id) : undefined;
  const counts = await inboxCountsByKind(ctx);
  const kind = counts.some((c) => c.kind === search.kind) ? (search.kind ?? null) : null;
  const shown = counts.filter((c) => (kind === null || c.kind === kind) && INBOX_SECTIONS[c.kind]);
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
            page={page}
            employeeId={employeeId}
            pageHref={(p) => inboxHref({ kind, employee_id: employeeId, page: p })}
          />
        );
      })}
    </div>
  );
}

export default withClientMessages("inbox", InboxPage);
