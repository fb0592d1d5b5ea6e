// A group's day-off types. The built-in ones are created the first time the group's leave is used (so
// older groups get them too); a type whose feature flag is off is not offered for new requests.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { BUILT_IN_DAY_OFF_TYPES } from "./day-off-type-catalogue";

type Db = Pick<Prisma.TransactionClient, "dayOffType" | "$executeRaw">;

export async function ensureDayOffTypes(groupId: number): Promise<void> {
  const count = await db.dayOffType.count({ where: { groupId } });
  if (count > 0) return;
  await db.$transaction(async (tx) => {
    // Two first requests at once must not both create the catalogue.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(8151, ${groupId})`;
    if ((await tx.dayOffType.count({ where: { groupId } })) > 0) return;
    await createBuiltIns(tx, groupId);
  });
}

/** The built-in catalogue for a new group (also used by the demo seed inside its transaction). */
export async function createBuiltIns(tx: Db, groupId: number) {
  for (const t of BUILT_IN_DAY_OFF_TYPES) {
    await tx.dayOffType.create({
      data: {
        groupId,
        kind: t.kind,
        name: "",
        unit: t.unit,
        needsApproval: t.needsApproval,
        selfRequest: t.selfRequest,
        tracksBalance: t.tracksBalance,
        yearlyAllowance: t.yearlyAllowance,
        colour: t.colour,
        payrollCodes: t.payrollCodes,
      },
    });
  }
}

export type DayOffTypeRow = Awaited<ReturnType<typeof db.dayOffType.findFirstOrThrow>>;

/** Whether the group's flags offer the type (built-in types may hang on a flag). */
export function typeIsOn(ctx: RequestContext, type: Pick<DayOffTypeRow, "kind" | "archivedAt">): boolean {
  if (type.archivedAt) return false;
  const builtIn = BUILT_IN_DAY_OFF_TYPES.find((t) => t.kind === type.kind);
  return !builtIn?.flag || ctx.subject.flags[builtIn.flag];
}

export async function findDayOffType(ctx: RequestContext, id: number): Promise<DayOffTypeRow> {
  const type = await db.dayOffType.findFirst({ where: { id, groupId: ctx.group.id } });
  if (!type) throw AppError.notFound("Day-off type");
  return type;
}

export function dayOffTypeJson(type: DayOffTypeRow, on = true) {
  return {
    id: type.id,
    kind: type.kind,
    name: type.name || null,
    unit: type.unit,
    needs_approval: type.needsApproval,
    self_request: type.selfRequest,
    tracks_balance: type.tracksBalance,
    yearly_allowance: type.yearlyAllowance === null ? null : Number(type.yearlyAllowance),
    colour: type.colour,
    payroll_codes: (type.payrollCodes ?? {}) as Record<string, string>,
    archived: type.archivedAt !== null,
    available: on,
  };
}
