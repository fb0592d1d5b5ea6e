// The one server-side answer to "is this Dimona period still open, and may it take another declaration?",
// used by editDimona/addDimona (409 on a double declaration) and by the history's buttons (the list API's
// `actions`), so the screen never offers what the server refuses, nor what the period no longer needs. A period is closed once a CANCEL or an
// OUT on it is accepted (A, W or S); a declaration still on its way (pending or sent) blocks another of the
// same type for the same start (IN) or the same period (UPDATE, CANCEL, OUT).
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import type { DimonaType, Prisma } from "@/lib/db/generated/client";

type Row = { type: string; status: string; periodId: string | null };
const ACCEPTED = ["A", "W", "S"];
const IN_FLIGHT = ["pending", "sent"];

/** Periods closed by an accepted CANCEL or OUT. */
export function closedPeriods(rows: Row[]): Set<string> {
  return new Set(
    rows
      .filter((r) => (r.type === "CANCEL" || r.type === "OUT") && ACCEPTED.includes(r.status) && r.periodId)
      .map((r) => r.periodId!),
  );
}

/** Periods with an UPDATE, CANCEL or OUT still on its way: no further change until it is answered. */
function busyPeriods(rows: Row[]): Set<string> {
  return new Set(
    rows.filter((r) => r.type !== "IN" && IN_FLIGHT.includes(r.status) && r.periodId).map((r) => r.periodId!),
  );
}

export type DimonaPeriodAction = "UPDATE" | "CANCEL" | "OUT";

type PeriodRow = Row & { endDate: Date | null; createdAt: Date };

/**
 * Per period of one person (rows of one employee): the changes that make sense now. None while its IN is not
 * accepted, once it is cancelled or ended by an accepted OUT, or while a change is on its way. UPDATE and
 * CANCEL otherwise; OUT only while the period as it stands (its last accepted IN or UPDATE) has no end date:
 * an IN or an UPDATE that carries an end already ends it (domain file: "if the IN carries an end date, no
 * OUT is needed"; an earlier end is an UPDATE).
 */
export function periodActions(rows: PeriodRow[]): Map<string, DimonaPeriodAction[]> {
  const closed = closedPeriods(rows);
  const busy = busyPeriods(rows);
  const current = new Map<string, PeriodRow>();
  for (const r of rows) {
    if (!r.periodId || !ACCEPTED.includes(r.status) || (r.type !== "IN" && r.type !== "UPDATE")) continue;
    const seen = current.get(r.periodId);
    if (!seen || r.createdAt > seen.createdAt) current.set(r.periodId, r);
  }
  const actions = new Map<string, DimonaPeriodAction[]>();
  for (const r of rows) {
    if (r.type !== "IN" || !ACCEPTED.includes(r.status) || !r.periodId) continue;
    if (closed.has(r.periodId) || busy.has(r.periodId)) actions.set(r.periodId, []);
    else actions.set(r.periodId, current.get(r.periodId)?.endDate ? ["UPDATE", "CANCEL"] : ["UPDATE", "CANCEL", "OUT"]);
  }
  return actions;
}

/** The person's accepted Dimona period still open (its IN accepted, not cancelled nor ended), newest first; null if none. */
export async function openDimonaPeriod(ctx: RequestContext, employeeId: number): Promise<string | null> {
  const rows = await db.dimonaDeclaration.findMany({
    where: { groupId: ctx.group.id, employeeId, periodId: { not: null } },
    orderBy: { createdAt: "desc" },
    select: { type: true, status: true, periodId: true },
  });
  const closed = closedPeriods(rows);
  return rows.find((r) => r.type === "IN" && ACCEPTED.includes(r.status) && !closed.has(r.periodId!))?.periodId ?? null;
}

export type DeclarationKey = { employeeId: number; type: DimonaType; startDate: Date | null; periodId: string | null };

/**
 * Inside the declaring transaction: serialises declarations of one person (advisory lock) and refuses a double
 * one with 409: the same IN (person and start date) or a change of the same period still on its way, or a
 * change of a period already closed.
 */
export async function assertNoDoubleDeclaration(
  tx: Prisma.TransactionClient,
  groupId: number,
  key: DeclarationKey,
): Promise<void> {
  await tx.$queryRaw`SELECT pg_advisory_xact_lock(7301, ${key.employeeId}::int)::text`;
  if (key.type === "IN") {
    const twin = await tx.dimonaDeclaration.findFirst({
      where: {
        groupId,
        employeeId: key.employeeId,
        type: "IN",
        startDate: key.startDate,
        status: { in: ["pending", "sent"] },
      },
      select: { id: true },
    });
    if (twin)
      throw conflict(
        "contract_start_date",
        "dimona_in_pending",
        `Dimona IN ${twin.id} for this start date is still on its way`,
      );
    return;
  }
  const rows = await tx.dimonaDeclaration.findMany({
    where: { groupId, periodId: key.periodId },
    select: { id: true, type: true, status: true, periodId: true },
  });
  if (closedPeriods(rows).has(key.periodId!))
    throw conflict("period_id", "dimona_period_closed", "This Dimona period is already cancelled or ended");
  if (busyPeriods(rows).has(key.periodId!))
    throw conflict("period_id", "dimona_period_busy", "A change of this Dimona period is still on its way");
}

const conflict = (field: string, rule: string, message: string) =>
  new AppError("conflict", message, { fields: { [field]: rule } });
