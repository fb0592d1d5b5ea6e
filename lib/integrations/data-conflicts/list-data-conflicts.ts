// Reading data conflicts: the list (filters, paging), one conflict, and the open count the inbox adds to
// its pendingCount. The caller sees conflicts of the people their scope shows (team scoping, sensitive
// people), wage conflicts only with the wages right; another group's id answers 404.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { listResponse, skipTake } from "@/lib/api/list-response";
import { canAccessArea } from "@/lib/access/areas";
import { can } from "@/lib/access/permissions";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { displayName, NAME_PARTS_SELECT } from "@/lib/people/display-name";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";
import { CONTRACT_CONFLICT_FIELDS } from "./conflict-rules";
import { readStoredValue, shownValue } from "./conflict-values";
import type { TDataConflictIdParam, TDataConflictListInput } from "./data-conflicts.types";

export function visibleConflictsWhere(ctx: RequestContext): Prisma.DataConflictWhereInput {
  const parts: Prisma.DataConflictWhereInput[] = [{ groupId: ctx.group.id }, { employee: visiblePeopleWhere(ctx) }];
  if (!can(ctx.subject, "wages.read")) parts.push({ field: { not: "wage" } });
  // A contract's terms are for those who read contracts (contracts.read, which needs the wages switch), while
  // the contracts module is there (not in the light edition, not with disable_contracts).
  if (!(can(ctx.subject, "contracts.read") && canAccessArea(ctx.subject, "contracts")))
    parts.push({ field: { notIn: [...CONTRACT_CONFLICT_FIELDS] } });
  return { AND: parts };
}

const CONFLICT_INCLUDE = {
  employee: { select: { id: true, ...NAME_PARTS_SELECT } },
  integration: { select: { id: true, alias: true, provider: true } },
  contract: { select: { id: true, startDate: true } },
} as const;

type ConflictRow = Prisma.DataConflictGetPayload<{ include: typeof CONFLICT_INCLUDE }>;

export function dataConflictJson(ctx: RequestContext, c: ConflictRow) {
  const seesSensitive = can(ctx.subject, "sensitive.read");
  return {
    id: c.id,
    conflict_id: c.id,
    integration_id: c.integrationId,
    integration_alias: c.integration.alias,
    provider: c.integration.provider,
    employee_id: c.employeeId,
    employee_name: displayName(c.employee),
    external_id: c.externalId,
    field: c.field,
    // The contract a contract_* conflict is about (null for a person's fields and the wage).
    contract_id: c.contractId,
    contract_start_date: c.contract ? c.contract.startDate.toISOString().slice(0, 10) : null,
    our_value: shownValue(c.field, readStoredValue(c.field, c.ourValue), seesSensitive),
    their_value: shownValue(c.field, readStoredValue(c.field, c.theirValue), seesSensitive),
    status: c.status,
    resolution_method: c.resolutionMethod,
    written_to_provider: c.writtenToProvider,
    resolved_by_user_id: c.resolvedByUserId,
    resolved_at: c.resolvedAt?.toISOString() ?? null,
    version: c.version,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}
export type DataConflictJson = ReturnType<typeof dataConflictJson>;

export async function listDataConflicts(ctx: RequestContext, input: TDataConflictListInput) {
  const where: Prisma.DataConflictWhereInput = {
    AND: [
      visibleConflictsWhere(ctx),
      {
        status: input.status,
        field: input.field,
        employeeId: input.employee_id,
        integrationId: input.integration_id,
      },
    ],
  };
  const [rows, total] = await Promise.all([
    db.dataConflict.findMany({
      where,
      include: CONFLICT_INCLUDE,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      ...skipTake(input),
    }),
    db.dataConflict.count({ where }),
  ]);
  return listResponse(
    rows.map((r) => dataConflictJson(ctx, r)),
    total,
    input,
  );
}

export async function findDataConflict(ctx: RequestContext, id: number) {
  const row = await db.dataConflict.findFirst({
    where: { AND: [visibleConflictsWhere(ctx), { id }] },
    include: CONFLICT_INCLUDE,
  });
  if (!row) throw AppError.notFound("Data conflict");
  return row;
}

export async function getDataConflict(ctx: RequestContext, input: TDataConflictIdParam) {
  return { data_conflict: dataConflictJson(ctx, await findDataConflict(ctx, input.id)) };
}

/**
 * Open conflicts waiting for the caller: only those who can decide them (data_conflicts.manage) are waiting;
 * a read-only user lists them but has nothing pending (the inbox's pendingCount adds them).
 */
export async function openDataConflictCount(ctx: RequestContext): Promise<number> {
  if (!can(ctx.subject, "data_conflicts.manage")) return 0;
  return db.dataConflict.count({ where: { AND: [visibleConflictsWhere(ctx), { status: "open" }] } });
}
