// /people – the people directory: the people the caller may see (group, team scope, sensitive right),
// searched and filtered through the URL (?search=&team=&page=) so the server renders the result, in the
// columns and name order of the caller's table settings. Export and "Add person" follow the caller's rights.
import { getTranslations } from "next-intl/server";
import { can } from "@/lib/access/permissions";
import { requirePageContext } from "@/lib/api/page-context";
import { listEmployees } from "@/lib/people/list-employees";
import { getTablePreferences } from "@/lib/table-preferences/get-table-preferences";
import { listTeams } from "@/lib/teams/list-teams";
import { listReferenceChoices } from "@/lib/integrations/reference-choices";
import { TABLE_COLUMNS_MAX } from "@/lib/ui/constants";
import { BackgroundExportButton } from "@/components/exports/background-export-button";
import { AddPersonDialog } from "@/components/people/add-person-dialog";
import { PeoplePagination } from "@/components/people/people-pagination";
import { FilterBar, FilterSelect } from "@/components/ui/filter-bar";
import { PeopleTable, type PeopleRow } from "@/components/people/people-table";
import { PeopleTableSettings } from "@/components/people/people-table-settings";
import { BUILT_IN_COLUMNS, DEFAULT_COLUMNS, builtInCell } from "@/components/people/people-columns";
import { loadCustomColumns } from "./custom-columns";
import { withClientMessages } from "@/lib/i18n/client-messages";
import { requestScreenLayout } from "@/lib/ui/request-screen-layout";

export async function generateMetadata() {
  return { title: (await getTranslations("people"))("title") };
}

type Search = { search?: string; team?: string; page?: string };

const ID = /^\d{1,9}$/;

async function PeoplePage({ searchParams }: { searchParams: Promise<Search> }) {
  const ctx = await requirePageContext("/people");
  const t = await getTranslations("people");
  const query = await searchParams;
  const search = (query.search ?? "").trim().slice(0, 100);
  const teamId = query.team && ID.test(query.team) ? Number(query.team) : undefined;
  const page = query.page && ID.test(query.page) && Number(query.page) > 0 ? Number(query.page) : 1;

  const [{ data: prefs }, teams, references, layout] = await Promise.all([
    getTablePreferences(ctx, { table: "people" }),
    listTeams(ctx, { page: 1, per_page: 500 }),
    can(ctx.subject, "employees.insert") ? listReferenceChoices(ctx.group.id) : undefined,
    requestScreenLayout(),
  ]);
  const list = await listEmployees(ctx, {
    page,
    per_page: prefs.per_page,
    search: search || undefined,
    team_id: teamId,
    name_order: prefs.name_order,
  });
  const wanted = prefs.columns ?? DEFAULT_COLUMNS;
  const custom =
    ctx.group.groupAccess === "light"
      ? null
      : await loadCustomColumns(
          ctx,
          list.data.map((e) => e.employee_id),
          wanted,
        );

  const available = [...BUILT_IN_COLUMNS.map((id) => ({ id, label: t(`columns.${id}`) })), ...(custom?.columns ?? [])];
  const chosen = wanted.filter((id) => available.some((c) => c.id === id)).slice(0, TABLE_COLUMNS_MAX);
  const columns = chosen.map((id) => available.find((c) => c.id === id)!);
  const rows: PeopleRow[] = list.data.map((e) => ({
    id: e.employee_id,
    name: e.display_name,
    deleted: e.deleted,
    sensitive: e.is_sensitive,
    cells: Object.fromEntries(
      chosen.map((id) => [id, builtInCell(e, id) ?? custom?.values(e.employee_id, id) ?? null]),
    ),
    card: { photoUrl: e.photo_url, jobTitle: e.job_title, teamName: e.team_name },
  }));

  // The export holds the rows the list shows, built in the background (GET /api/employees/list/excel serves API clients directly).
  const exportFilters = {
    ...(search ? { search } : {}),
    ...(teamId ? { team_id: teamId } : {}),
    name_order: prefs.name_order,
  };
  const filtered = Boolean(search || teamId);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <div className="flex flex-wrap gap-2">
          <PeopleTableSettings
            columns={BUILT_IN_COLUMNS.map((id) => ({ id, label: t(`columns.${id}`) }))}
            defaultColumns={[...DEFAULT_COLUMNS]}
            edition={ctx.group.groupAccess}
            customColumns={custom?.columns}
          />
          {can(ctx.subject, "exports.excel") && (
            <BackgroundExportButton
              kind="employees"
              filters={exportFilters}
              label={t("exportExcel")}
              testId="people-excel"
            />
          )}
          {can(ctx.subject, "employees.insert") && <AddPersonDialog teams={teams.data} references={references} />}
        </div>
      </div>

      <FilterBar action="/people" submitLabel={t("filter")} clearLabel={t("clearFilters")} filtered={filtered}>
        <div className="flex-1">
          <label htmlFor="people-search" className="mb-1 block text-sm font-medium">
            {t("search")}
          </label>
          <input
            id="people-search"
            name="search"
            type="search"
            defaultValue={search}
            maxLength={100}
            placeholder={t("searchPlaceholder")}
            className="block w-full rounded-md border border-slate-300 px-3 py-2 text-base sm:text-sm"
          />
        </div>
        {teams.data.length > 0 && (
          <FilterSelect
            id="people-team"
            name="team"
            label={t("team")}
            defaultValue={teamId}
            anyLabel={t("allTeams")}
            options={teams.data.map((team) => ({ value: team.id, label: team.name }))}
          />
        )}
      </FilterBar>

      <p className="text-sm text-slate-600" aria-live="polite" data-testid="people-count">
        {t("count", { count: list.total })}
      </p>
      {rows.length === 0 ? (
        <p className="rounded-lg bg-white p-5 text-slate-600 shadow-sm">{filtered ? t("empty") : t("emptyAll")}</p>
      ) : (
        <PeopleTable rows={rows} columns={columns} nameLabel={t("columns.name")} layout={layout} />
      )}
      <PeoplePagination page={list.page} perPage={list.per_page} itemsOnPage={rows.length} total={list.total} />
    </div>
  );
}

export default withClientMessages("people", PeoplePage);
