// /contracts – the current, upcoming and ending contracts of the people the caller may see (team scope,
// sensitive people), server-rendered like /people: filters in the URL (?ending=30|60|90&type=&team=&page=).
// The area gate (full edition, wages switch, disable_contracts off) is requirePageContext's.
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { requirePageContext } from "@/lib/api/page-context";
import { CONTRACT_TYPES, ENDING_WITHIN, type TListContractsInput } from "@/lib/contracts/contracts.types";
import { listContracts } from "@/lib/contracts/list-contracts";
import { listTeams } from "@/lib/teams/list-teams";
import { withClientMessages } from "@/lib/i18n/client-messages";
import { ContractsTable } from "@/components/contracts/contracts-table";
import { PeoplePagination } from "@/components/people/people-pagination";

export async function generateMetadata() {
  return { title: (await getTranslations("contracts"))("title") };
}

type Search = { ending?: string; type?: string; team?: string; page?: string };
const ID = /^\d{1,9}$/;
const PER_PAGE = 30;

async function ContractsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const ctx = await requirePageContext("/contracts");
  const t = await getTranslations("contracts");
  const query = await searchParams;
  const filters: TListContractsInput = {
    ending_within: ENDING_WITHIN.find((d) => d === query.ending),
    contract_type: CONTRACT_TYPES.find((c) => c === query.type),
    team_id: query.team && ID.test(query.team) ? Number(query.team) : undefined,
    page: query.page && ID.test(query.page) && Number(query.page) > 0 ? Number(query.page) : 1,
    per_page: PER_PAGE,
  };
  const [list, teams] = await Promise.all([listContracts(ctx, filters), listTeams(ctx, { page: 1, per_page: 500 })]);
  const filtered = Boolean(filters.ending_within || filters.contract_type || filters.team_id);
  const select = "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base sm:text-sm";

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <form
        method="get"
        action="/contracts"
        aria-label={t("filters.label")}
        className="flex flex-col gap-2 rounded-lg bg-white p-3 shadow-sm sm:flex-row sm:flex-wrap sm:items-end"
      >
        <div>
          <label htmlFor="contracts-ending" className="mb-1 block text-sm font-medium">
            {t("filters.endingWithin")}
          </label>
          <select id="contracts-ending" name="ending" defaultValue={filters.ending_within ?? ""} className={select}>
            <option value="">{t("filters.anyTime")}</option>
            {ENDING_WITHIN.map((days) => (
              <option key={days} value={days}>
                {t("filters.days", { days })}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="contracts-type" className="mb-1 block text-sm font-medium">
            {t("filters.type")}
          </label>
          <select id="contracts-type" name="type" defaultValue={filters.contract_type ?? ""} className={select}>
            <option value="">{t("filters.allTypes")}</option>
            {CONTRACT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        {teams.data.length > 0 && (
          <div>
            <label htmlFor="contracts-team" className="mb-1 block text-sm font-medium">
              {t("filters.team")}
            </label>
            <select id="contracts-team" name="team" defaultValue={filters.team_id ?? ""} className={select}>
              <option value="">{t("filters.allTeams")}</option>
              {teams.data.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="flex gap-2">
          <button
            type="submit"
            className="inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
          >
            {t("filters.apply")}
          </button>
          {filtered && (
            <Link
              href="/contracts"
              className="inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-4 text-sm hover:bg-slate-100"
            >
              {t("filters.clear")}
            </Link>
          )}
        </div>
      </form>
      <p className="text-sm text-slate-600" aria-live="polite" data-testid="contracts-count">
        {t("count", { count: list.total })}
      </p>
      {list.data.length === 0 ? (
        <p className="rounded-lg bg-white p-5 text-slate-600 shadow-sm">{filtered ? t("empty") : t("emptyAll")}</p>
      ) : (
        <ContractsTable contracts={list.data} locale={await getLocale()} />
      )}
      <PeoplePagination page={list.page} perPage={list.per_page} itemsOnPage={list.data.length} total={list.total} />
    </div>
  );
}

export default withClientMessages("contracts", ContractsPage);
