// /contracts – the current, upcoming and ending contracts of the people the caller may see (team scope,
// sensitive people), server-rendered like /people: filters in the URL (?ending=30|60|90&type=&team=&page=).
// The area gate (full edition, wages switch, disable_contracts off) is requirePageContext's.
import { getLocale, getTranslations } from "next-intl/server";
import { requirePageContext } from "@/lib/api/page-context";
import { CONTRACT_TYPES, ENDING_WITHIN, type TListContractsInput } from "@/lib/contracts/contracts.types";
import { listContracts } from "@/lib/contracts/list-contracts";
import { listTeams } from "@/lib/teams/list-teams";
import { withClientMessages } from "@/lib/i18n/client-messages";
import { ContractsTable } from "@/components/contracts/contracts-table";
import { PeoplePagination } from "@/components/people/people-pagination";
import { FilterBar, FilterSelect } from "@/components/ui/filter-bar";

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
  const selects = [
    {
      id: "contracts-ending",
      name: "ending",
      label: t("filters.endingWithin"),
      defaultValue: filters.ending_within,
      anyLabel: t("filters.anyTime"),
      options: ENDING_WITHIN.map((days) => ({ value: days, label: t("filters.days", { days }) })),
    },
    {
      id: "contracts-type",
      name: "type",
      label: t("filters.type"),
      defaultValue: filters.contract_type,
      anyLabel: t("filters.allTypes"),
      options: CONTRACT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) })),
    },
    // No team filter in a company without teams.
    ...(teams.data.length > 0
      ? [
          {
            id: "contracts-team",
            name: "team",
            label: t("filters.team"),
            defaultValue: filters.team_id,
            anyLabel: t("filters.allTeams"),
            options: teams.data.map((team) => ({ value: team.id, label: team.name })),
          },
        ]
      : []),
  ];

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <FilterBar
        action="/contracts"
        label={t("filters.label")}
        submitLabel={t("filters.apply")}
        clearLabel={t("filters.clear")}
        filtered={filtered}
      >
        {selects.map((select) => (
          <FilterSelect key={select.id} {...select} />
        ))}
      </FilterBar>
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
