// An approved contract change reaches the contract's own terms (hours, days, function, schedule kind) on its
// date: at approval when the date has come, else by the daily job (queue "contract-changes", just after
// midnight in Brussels). The wage and schedule were written at approval with the change date as their start,
// so leave counting and the wage history already read them from that day. The audit row names the person who
// approved the change (and their impersonator): the job only carries out their decision.
import { db } from "@/lib/db/client";
import type { ContractChange, Prisma } from "@/lib/db/generated/client";
import { parseIsoDate, todayIso } from "@/lib/people-history/day";

type Tx = Prisma.TransactionClient;

export async function applyChangeToContractInTx(
  tx: Tx,
  change: ContractChange,
  actorUserId: string,
  impersonatorUserId: string | null,
): Promise<ContractChange> {
  const contract = await tx.contract.findUniqueOrThrow({ where: { id: change.contractId } });
  const data: Prisma.ContractUncheckedUpdateInput = {};
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  const text = (v: { toString(): string } | null) => (v === null ? null : v.toString());
  if (change.hoursPerWeek !== null && text(change.hoursPerWeek) !== text(contract.hoursPerWeek)) {
    data.hoursPerWeek = change.hoursPerWeek;
    changes.hours_per_week = { from: text(contract.hoursPerWeek), to: text(change.hoursPerWeek) };
  }
  if (change.daysPerWeek !== null && text(change.daysPerWeek) !== text(contract.daysPerWeek)) {
    data.daysPerWeek = change.daysPerWeek;
    changes.days_per_week = { from: text(contract.daysPerWeek), to: text(change.daysPerWeek) };
  }
  if (change.functionId !== null && change.functionId !== contract.functionId) {
    data.functionId = change.functionId;
    changes.function_id = { from: contract.functionId, to: change.functionId };
  }
  if (change.isVariableSchedule !== null && change.isVariableSchedule !== contract.isVariableSchedule) {
    data.isVariableSchedule = change.isVariableSchedule;
    changes.is_variable_schedule = { from: contract.isVariableSchedule, to: change.isVariableSchedule };
  }
  if (Object.keys(data).length > 0) await tx.contract.update({ where: { id: contract.id }, data });
  await tx.auditLog.create({
    data: {
      groupId: change.groupId,
      actorUserId,
      impersonatorUserId,
      employeeId: contract.employeeId,
      action: "apply_change",
      objectType: "contract",
      objectId: String(contract.id),
      changes: { ...changes, contract_change_id: { from: null, to: change.id } } as Prisma.InputJsonValue,
    },
  });
  return tx.contractChange.update({ where: { id: change.id }, data: { appliedAt: new Date() } });
}

/** The daily job: every approved change whose date has come and that the contract has not taken yet. */
export async function applyDueContractChanges(today = todayIso()): Promise<number> {
  const due = await db.contractChange.findMany({
    where: { status: "approved", appliedAt: null, changeDate: { lte: parseIsoDate(today) } },
    orderBy: [{ changeDate: "asc" }, { id: "asc" }],
    take: 5_000,
  });
  for (const change of due) {
    await db.$transaction(async (tx) => {
      // Re-read under the transaction: another instance's job may have applied it meanwhile.
      const fresh = await tx.contractChange.findUnique({ where: { id: change.id } });
      if (!fresh || fresh.appliedAt) return;
      await applyChangeToContractInTx(tx, fresh, fresh.decidedByUserId ?? fresh.requestedByUserId, null);
    });
  }
  return due.length;
}
