// GET /api/saldos/{id}/getLatestSaldo: a person's balance per day-off type that keeps one, on a date
// (today by default): taken, planned, pending, remaining and available, with the ledger steps up to the date.
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { NAME_PARTS_SELECT } from "@/lib/people/display-name";
import { findVisibleEmployee } from "@/lib/people/visible-employees";
import { findDayOffType, typeIsOn } from "./day-off-types";
import { ensureDayOffTypes } from "./day-off-types";
import { parseIsoDate, toIsoDate, type IsoDate } from "./iso-date";
import { balanceOn, type LedgerEntry } from "./ledger";
import type { TAdjustBalanceInput, TAllowanceExceptionInput, TSaldoInput } from "./leave.types";
import { assertMayChangeMonths } from "./locked-months";
import { loadBalanceSummary } from "./load-balance-summary";

/** The caller's own record, or someone in their scope with the calendar right. */
export async function findPersonForLeave(ctx: RequestContext, employeeId: number) {
  if (
    employeeId !== ctx.membership.employeeId &&
    (!can(ctx.subject, "leave.read_others") || !can(ctx.subject, "leave.read"))
  ) {
    throw AppError.notFound("Employee");
  }
  return findVisibleEmployee(ctx, employeeId, {
    id: true,
    ...NAME_PARTS_SELECT,
    teamId: true,
    reportsToId: true,
    startDate: true,
    endDate: true,
  });
}

export async function ledgerFor(employeeId: number, dayOffTypeId: number, upTo?: IsoDate): Promise<LedgerEntry[]> {
  const rows = await db.leaveLedgerEntry.findMany({
    where: { employeeId, dayOffTypeId, ...(upTo ? { date: { lte: parseIsoDate(upTo) } } : {}) },
    select: { id: true, date: true, kind: true, amount: true, expiresOn: true, note: true },
    orderBy: [{ date: "asc" }, { id: "asc" }],
  });
  return rows.map((r) => ({
    id: r.id,
    date: toIsoDate(r.date),
    kind: r.kind,
    amount: Number(r.amount),
    expiresOn: r.expiresOn ? toIsoDate(r.expiresOn) : null,
    note: r.note,
  }));
}

export async function getLatestSaldo(ctx: RequestContext, input: TSaldoInput) {
  const date = input.date ?? toIsoDate(new Date());
  const findTypes = () =>
    db.dayOffType.findMany({
      where: {
        groupId: ctx.group.id,
        tracksBalance: true,
        ...(input.day_off_type_id ? { id: input.day_off_type_id } : {}),
      },
      orderBy: { id: "asc" },
    });
  // The person check and the types load side by side: this read is on every calendar screen.
  const [person, found] = await Promise.all([findPersonForLeave(ctx, input.id), findTypes()]);
  // A group that never opened the calendar gets its built-in types first.
  const types = found.length > 0 ? found : await ensureDayOffTypes(ctx.group.id).then(findTypes);
  if (input.day_off_type_id && types.length === 0) throw AppError.notFound("Day-off type");
  const saldos = await Promise.all(
    types
      .filter((t) => typeIsOn(ctx, t) || t.id === input.day_off_type_id)
      .map(async (type) => {
        const summary = await loadBalanceSummary(person.id, type.id, date);
        const balance = balanceOn(summary.ledger, date);
        return {
          day_off_type_id: type.id,
          kind: type.kind,
          name: type.name || null,
          unit: type.unit,
          // What every screen shows as "the balance": remaining, so approved future leave is already
          // subtracted (issue 16: "Vacation 20 days" after 3 approved days). ledger_balance is the ledger's
          // running total on the date, where the steps end.
          balance: summary.remaining,
          ledger_balance: balance.balance,
          // What people read (lib/leave/balance-summary.ts): remaining subtracts planned leave;
          // available also subtracts what is waiting for approval.
          taken: summary.taken,
          planned: summary.planned,
          pending: summary.pending,
          remaining: summary.remaining,
          available: summary.available,
          steps: balance.steps.map((s) => ({
            date: s.date,
            kind: s.kind,
            amount: s.amount,
            running: s.running,
            expires_on: s.expiresOn ?? null,
            note: s.note ?? null,
          })),
        };
      }),
  );
  return { data: { employee_id: person.id, date, saldos } };
}

export async function adjustBalance(ctx: RequestContext, input: TAdjustBalanceInput) {
  const person = await findPersonForLeave(ctx, input.employee_id);
  const type = await findDayOffType(ctx, input.day_off_type_id);
  if (!type.tracksBalance) throw AppError.validation({ day_off_type_id: "This type keeps no balance" });
  const entry = await db.$transaction(async (tx) => {
    await assertMayChangeMonths(tx, ctx, input.date, input.date);
    const row = await tx.leaveLedgerEntry.create({
      data: {
        groupId: ctx.group.id,
        employeeId: person.id,
        dayOffTypeId: type.id,
        date: parseIsoDate(input.date),
        kind: input.kind,
        amount: input.amount,
        expiresOn: input.expires_on ? parseIsoDate(input.expires_on) : null,
        note: input.note ?? null,
        createdByUserId: ctx.user.id,
      },
    });
    await recordAudit(tx, ctx, {
      action: "create",
      objectType: "leave_ledger_entry",
      objectId: row.id,
      employeeId: person.id,
      after: {
        day_off_type_id: type.id,
        date: input.date,
        kind: input.kind,
        amount: input.amount,
        expires_on: input.expires_on ?? null,
        note: input.note ?? null,
      },
    });
    return row;
  });
  return { data: { id: entry.id } };
}

/** A person's allowance for a year that overrides the company's (amount null removes the exception). */
export async function setAllowanceException(ctx: RequestContext, input: TAllowanceExceptionInput) {
  const person = await findPersonForLeave(ctx, input.employee_id);
  const type = await findDayOffType(ctx, input.day_off_type_id);
  const key = { employeeId_dayOffTypeId_year: { employeeId: person.id, dayOffTypeId: type.id, year: input.year } };
  await db.$transaction(async (tx) => {
    const before = await tx.leaveAllowanceException.findUnique({ where: key });
    if (input.amount === null) {
      if (before) await tx.leaveAllowanceException.delete({ where: key });
    } else {
      await tx.leaveAllowanceException.upsert({
        where: key,
        create: { employeeId: person.id, dayOffTypeId: type.id, year: input.year, amount: input.amount },
        update: { amount: input.amount },
      });
    }
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "leave_allowance_exception",
      objectId: `${person.id}:${type.id}:${input.year}`,
      employeeId: person.id,
      before: { amount: before ? Number(before.amount) : null },
      after: { amount: input.amount },
    });
  });
  return { data: { employee_id: person.id, day_off_type_id: type.id, year: input.year, amount: input.amount } };
}
