// What approving a contract change does, inside the caller's transaction (a rights holder's approval, or a
// change created approved by one): the wage history gets a wage from the change date (new base wage and/or
// hours, the rest carried from the wage then running, as the wage screens write it), the person's schedule a
// week from that date, the contract its new terms once the date is reached (apply-due-changes.ts), and the
// payroll provider the person is linked to a send_contract_change command. Queue the returned command after
// the transaction (queueCommand).
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import type { ContractChange, IntegrationCommand, Prisma } from "@/lib/db/generated/client";
import { createCommand } from "@/lib/integrations/start-command";
import { addWageInTx } from "@/lib/people-history/set-current-wage";
import { dayOf, todayIso } from "@/lib/people-history/day";
import { applyChangeToContractInTx } from "./apply-due-changes";
import { writeScheduleInTx } from "./contract-schedule";

type Tx = Prisma.TransactionClient;
type ContractForChange = { id: number; employeeId: number; employmentType: "worker" | "employee"; country: string };

export async function approveChangeInTx(
  tx: Tx,
  ctx: RequestContext,
  change: ContractChange,
  contract: ContractForChange,
): Promise<{ change: ContractChange; command: IntegrationCommand | null }> {
  const date = dayOf(change.changeDate);
  const wageId = await writeWage(tx, ctx, change, contract);
  const schedule = change.weeklySchedule as number[] | null;
  if (schedule && change.isVariableSchedule !== true) {
    await writeScheduleInTx(tx, ctx, contract.employeeId, date, schedule, contract.employmentType);
  }
  const command = await commandFor(tx, ctx, change, contract.employeeId);
  let approved = await tx.contractChange.update({
    where: { id: change.id },
    data: {
      status: "approved",
      decidedByUserId: ctx.user.id,
      decidedAt: new Date(),
      wageId,
      commandId: command?.id ?? null,
    },
  });
  await recordAudit(tx, ctx, {
    action: "approve",
    objectType: "contract_change",
    objectId: change.id,
    employeeId: contract.employeeId,
    before: { status: change.status },
    after: { status: "approved", wage_id: wageId, command_id: command?.id ?? null },
  });
  if (date <= todayIso()) approved = await applyChangeToContractInTx(tx, approved, ctx.user.id, ctx.impersonatorUserId);
  return { change: approved, command };
}

// A new wage from the change date when the wage or the hours change; the other values come from the wage
// running on that date (currency, country, monthly extras stay as they were).
async function writeWage(tx: Tx, ctx: RequestContext, change: ContractChange, contract: ContractForChange) {
  if (change.brutoCents === null && change.hoursPerWeek === null) return null;
  const running = await tx.employeeWage.findFirst({
    where: {
      groupId: ctx.group.id,
      employeeId: contract.employeeId,
      startDate: { lte: change.changeDate },
      OR: [{ endDate: null }, { endDate: { gte: change.changeDate } }],
    },
    include: { benefits: { select: { kind: true, amountCents: true } } },
    orderBy: { startDate: "desc" },
  });
  const brutoCents = change.brutoCents ?? running?.brutoCents;
  // Hours alone without any wage on record: nothing to carry; the contract's terms still change.
  if (brutoCents === undefined) return null;
  const hours = change.hoursPerWeek === null ? null : Number(change.hoursPerWeek);
  try {
    const wage = await addWageInTx(tx, ctx, contract.employeeId, {
      start: dayOf(change.changeDate),
      brutoCents,
      currency: running?.currency ?? "EUR",
      weeklyMinutes: hours === null ? (running?.weeklyMinutes ?? 0) : Math.round(hours * 60),
      registrationCountryCode: running?.registrationCountryCode ?? contract.country,
      extras: Object.fromEntries((running?.benefits ?? []).map((b) => [b.kind, b.amountCents])),
    });
    return wage.id;
  } catch (error) {
    // The wage history's own rule (a start after the latest wage) answers on this form's field.
    if (error instanceof AppError && error.fields?.start_date) {
      throw AppError.validation({ change_date: error.fields.start_date.replace("start_date", "change_date") });
    }
    throw error;
  }
}

// The provider that pays the person: the first enabled integration the person is linked to. None: the change
// stays ours (a company without a payroll provider keeps its contracts here only).
async function commandFor(tx: Tx, ctx: RequestContext, change: ContractChange, employeeId: number) {
  const link = await tx.employeeProviderLink.findFirst({
    where: { groupId: ctx.group.id, employeeId, integration: { status: { not: "disabled" } } },
    orderBy: { integrationId: "asc" },
    select: { integrationId: true },
  });
  if (!link) return null;
  return createCommand(tx, ctx, link.integrationId, "send_contract_change", { change_id: change.id });
}
