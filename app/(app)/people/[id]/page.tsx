// /people/{id} – one person: a header with photo, name and the delete / reactivate / hard-delete actions
// the caller may use, and sections as tabs in the URL (?tab=) so the server loads only the section shown.
// Wages only with the wages right; custom fields only in the full edition; the audit trail only with
// the audit right. Another group's id, or a person outside the caller's scope, is the 404 page.
// One's own record opens also without the directory (self-service, lib/people/own-record.ts): then only
// the personal data (contact and address editable with the self-service flag), wages with the wages
// switch and documents; a self-service employee gets every other id as the 404 page.
import Link from "next/link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { can } from "@/lib/access/permissions";
import { AppError } from "@/lib/api/errors";
import { requirePageContext } from "@/lib/api/page-context";
import { getEmployeeDetail } from "@/lib/people/get-employee-detail";
import { usesDirectory } from "@/lib/people/own-record";
import { listTeams } from "@/lib/teams/list-teams";
import { listPersonProviderLinks } from "@/lib/integrations/list-person-links";
import { PersonProviderLinks } from "@/components/integrations/person-provider-links";
import { PersonActions } from "@/components/people/person-actions";
import { PhotoUpload } from "@/components/people/photo-upload";
import { formatDay } from "@/components/people/format";
import { PERSON_TABS, type PersonTab, visibleTabs } from "./tabs";
import { PersonSection } from "./sections";
import { withClientMessages } from "@/lib/i18n/client-messages";
import { CurrentTabIntoView } from "@/components/people/current-tab-into-view";

export async function generateMetadata() {
  return { title: (await getTranslations("people"))("title") };
}

type Params = { id: string };
type Search = { tab?: string; page?: string };

async function PersonPage({ params, searchParams }: { params: Promise<Params>; searchParams: Promise<Search> }) {
  // No area gate here (lib/access/page-areas.ts): getEmployeeDetail answers 404 for anyone outside the
  // directory but the person.
  const ctx = await requirePageContext("/people/[id]");
  const directory = usesDirectory(ctx);
  const t = await getTranslations("people");
  const tDocuments = await getTranslations("documents");
  const tabLabel = (key: PersonTab) => (key === "documents" ? tDocuments("title") : t(`sections.${PERSON_TABS[key]}`));
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const employeeId = Number(id);
  const { data: employee } = await getEmployeeDetail(ctx, employeeId).catch((e) => {
    if (e instanceof AppError && e.code === "not_found") notFound();
    throw e;
  });
  const query = await searchParams;
  const tabs = visibleTabs(ctx, employee.permissions, employee.deleted, !directory);
  const tab: PersonTab = tabs.includes(query.tab as PersonTab) ? (query.tab as PersonTab) : "personal";
  const page = query.page && /^\d{1,6}$/.test(query.page) && Number(query.page) > 0 ? Number(query.page) : 1;
  const teams =
    !can(ctx.subject, "employees.assign_team") || !directory
      ? { data: employee.team_id ? [{ id: employee.team_id, name: employee.team_name ?? "" }] : [] }
      : await listTeams(ctx, { page: 1, per_page: 500 });
  const name = employee.display_name;
  // The payroll provider's link: in the directory, for those who may open the integrations (the use case
  // checks integrations.read and the payroll area, module switch included).
  const providerLinks = directory ? await listPersonProviderLinks(ctx, employeeId) : [];

  return (
    <div className="space-y-4">
      {directory && (
        <Link href="/people" className="text-sm text-brand-700 hover:underline">
          ← {t("backToList")}
        </Link>
      )}
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg bg-white p-4 shadow-sm">
        <div className="flex min-w-0 items-center gap-4">
          <PhotoUpload
            employeeId={employee.employee_id}
            name={name}
            photoUrl={employee.photo_url}
            canEdit={employee.permissions.can_edit}
            version={String(Date.now())}
          />
          <div className="min-w-0">
            <h1 className="break-words text-2xl font-semibold" data-testid="person-name">
              {name}
            </h1>
            <p className="text-sm text-slate-600">
              {[employee.job_title, employee.team_name].filter(Boolean).join(" · ")}
            </p>
            {employee.is_sensitive && (
              <span className="mt-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
                {t("sensitiveBadge")}
              </span>
            )}
          </div>
        </div>
        <PersonActions
          employeeId={employee.employee_id}
          name={name}
          deleted={employee.deleted}
          canDelete={employee.permissions.can_delete}
          canReactivate={employee.permissions.can_reactivate}
          canHardDelete={employee.permissions.can_hard_delete}
        />
      </div>
      <PersonProviderLinks links={providerLinks} locale={await getLocale()} />
      {employee.deleted && (
        <p
          role="status"
          className="rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="person-deleted"
        >
          {t("actions.deletedNotice", { date: formatDay(employee.end_date) || "–" })}
        </p>
      )}

      <nav aria-label={t("sections.label")} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1 border-b border-slate-200">
          {tabs.map((key) => (
            <li key={key}>
              <Link
                href={key === "personal" ? `/people/${employeeId}` : `/people/${employeeId}?tab=${key}`}
                aria-current={key === tab ? "page" : undefined}
                className={`inline-flex min-h-10 items-center whitespace-nowrap border-b-2 px-3 text-sm font-medium ${key === tab ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"}`}
              >
                {tabLabel(key)}
              </Link>
            </li>
          ))}
        </ul>
        <CurrentTabIntoView tab={tab} />
      </nav>

      <section aria-label={tabLabel(tab)} className="rounded-lg bg-white p-4 shadow-sm" data-testid={`section-${tab}`}>
        <PersonSection
          ctx={ctx}
          tab={tab}
          employee={employee}
          teams={teams.data}
          page={page}
          canAudit={can(ctx.subject, "audit.read")}
        />
      </section>
    </div>
  );
}

export default withClientMessages("person", PersonPage);
