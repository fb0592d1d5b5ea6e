// The /contracts list (and GET /api/contracts/list): the current, upcoming and ending contracts of the people
// the caller may see (team scope, sensitive people), ended ones left out. Filters: ending within 30/60/90
// days, contract type, team. Ordered by end date (soonest first, open-ended last), then name. One query for
// the page and one for the count, both on the (group_id, end_date) index.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { addDays, parseIsoDate, todayIso } from "@/lib/people-history/day";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";
import { CONTRACT_INCLUDE, contractJson } from "./contract-json";
import type { TListContractsInput } from "./contracts.types";

export type ContractListFilters = Omit<TListContractsInput, "page" | "per_page">;

export function contractListWhere(ctx: RequestContext, filters: ContractListFilters, today = todayIso()) {
  const from = parseIsoDate(today);
  const endFilter: Prisma.DateTimeNullableFilter | null = filters.ending_within
    ? { gte: from, lte: parseIsoDate(addDays(today, Number(filters.ending_within))) }
    : null;
  return {
    groupId: ctx.group.id,
    ...(endFilter ? { endDate: endFilter } : { OR: [{ endDate: null }, { endDate: { gte: from } }] }),
    ...(filters.contract_type ? { contractType: filters.contract_type } : {}),
    employee: filters.team_id
      ? { AND: [visiblePeopleWhere(ctx), { teamId: filters.team_id }] }
      : visiblePeopleWhere(ctx),
  } satisfies Prisma.ContractWhereInput;
}

export async function listContracts(ctx: RequestContext, input: TListContractsInput) {
  const today = todayIso();
  const where = contractListWhere(ctx, input, today);
  const [rows, total] = await Promise.all([
    db.contract.findMany({
      where,
      include: CONTRACT_INCLUDE,
      orderBy: [{ endDate: { sort: "asc", nulls: "last" } }, { employee: { lastName: "asc" } }, { id: "asc" }],
      skip: (input.page - 1) * input.per_page,
      take: input.per_page,
    }),
    db.contract.count({ where }),
  ]);
  return { data: rows.map((r) => contractJson(r, today)), total, page: input.page, per_page: input.per_page };
}
