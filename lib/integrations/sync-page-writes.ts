// What one page of a people sync writes, gathered while the page is compared person by person and written
// at the end of the page's transaction in a few statements (one insert per kind of row, one update of the
// links' last-seen records) instead of several statements per person: a sync of 1,000 people went from
// thousands of round trips to a few dozen. Rare writes (a wage ending, a conflict's values updated, a blank
// filled) stay one statement each. Nothing here commits: flush runs inside the page's transaction.
import type { RequestContext } from "@/lib/api/context";
import { recordAudits, type AuditEntry } from "@/lib/audit/record-audit";
import type { Prisma } from "@/lib/db/generated/client";
import { addDays, parseIsoDate, weekdayIndex, type IsoDate } from "@/lib/leave/iso-date";
import type { NewContract } from "./contract-mapping";

type Tx = Prisma.TransactionClient;

type WageCreate = {
  employeeId: number;
  startDate: Date;
  endDate: Date | null;
  brutoCents: number;
  weeklyMinutes: number;
  /** The wage it follows (audited as the "from" values); none for a first wage. */
  before?: { brutoCents: number; weeklyMinutes: number };
};

export class PageWrites {
  readonly lastSeen: { external_id: string; seen: Prisma.InputJsonValue }[] = [];
  readonly wageEnds: { id: number; endDate: Date }[] = [];
  readonly wageCreates: WageCreate[] = [];
  readonly conflictCreates: Prisma.DataConflictCreateManyInput[] = [];
  readonly conflictUpdates: { id: number; ourValue?: Prisma.InputJsonValue; theirValue?: Prisma.InputJsonValue }[] = [];
  readonly conflictCloses: number[] = [];
  readonly employeeUpdates: { employeeId: number; data: Prisma.EmployeeUpdateInput }[] = [];
  readonly audits: AuditEntry[] = [];
  /** Contracts the provider holds and we do not (sync-contracts.ts). */
  readonly contractCreates: { employeeId: number; country: "BE" | "NL"; contract: NewContract }[] = [];
  readonly contractUpdates: {
    id: number;
    employeeId: number;
    data: Prisma.ContractUncheckedUpdateInput;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  }[] = [];

  constructor(
    private readonly ctx: RequestContext,
    private readonly groupId: number,
    private readonly integrationId: number,
  ) {}

  async flush(tx: Tx): Promise<void> {
    await this.flushLastSeen(tx);
    for (const end of this.wageEnds) {
      await tx.employeeWage.update({ where: { id: end.id }, data: { endDate: end.endDate } });
    }
    await this.flushWages(tx);
    await this.flushContracts(tx);
    if (this.conflictCreates.length > 0) await tx.dataConflict.createMany({ data: this.conflictCreates });
    // Only while still open: a person resolving one at this moment wins, the sync sees it next time.
    for (const u of this.conflictUpdates) {
      await tx.dataConflict.updateMany({
        where: { id: u.id, status: "open" },
        data: { ourValue: u.ourValue, theirValue: u.theirValue, version: { increment: 1 } },
      });
    }
    if (this.conflictCloses.length > 0) {
      await tx.dataConflict.updateMany({
        where: { id: { in: this.conflictCloses }, status: "open" },
        data: { status: "closed", version: { increment: 1 } },
      });
    }
    for (const u of this.employeeUpdates) {
      await tx.employee.update({ where: { id: u.employeeId }, data: u.data });
    }
    await recordAudits(tx, this.ctx, this.audits);
  }

  // One UPDATE for the page: the rows come as one JSON parameter (jsonb_to_recordset), which every driver
  // (node-postgres, PGlite) passes alike, unlike array parameters.
  private async flushLastSeen(tx: Tx) {
    if (this.lastSeen.length === 0) return;
    await tx.$executeRaw`
      UPDATE employee_provider_link AS l
      SET last_seen = v.seen, updated_at = now()
      FROM jsonb_to_recordset(${JSON.stringify(this.lastSeen)}::jsonb) AS v(external_id text, seen jsonb)
      WHERE l.integration_id = ${this.integrationId} AND l.external_id = v.external_id`;
  }

  // One insert returning the new ids (the audit rows name them), then the audit rows with the rest.
  private async flushWages(tx: Tx) {
    if (this.wageCreates.length === 0) return;
    const created = await tx.employeeWage.createManyAndReturn({
      data: this.wageCreates.map((w) => ({
        groupId: this.groupId,
        employeeId: w.employeeId,
        startDate: w.startDate,
        endDate: w.endDate,
        brutoCents: w.brutoCents,
        weeklyMinutes: w.weeklyMinutes,
      })),
      select: { id: true, employeeId: true },
    });
    // A page holds one new wage per employee at most (one link per employee and integration).
    const idOf = new Map(created.map((c) => [c.employeeId, c.id]));
    for (const w of this.wageCreates) {
      this.audits.push({
        action: "create",
        objectType: "wage",
        objectId: idOf.get(w.employeeId)!,
        employeeId: w.employeeId,
        before: w.before,
        after: { brutoCents: w.brutoCents, weeklyMinutes: w.weeklyMinutes },
      });
    }
  }

  // Updates one statement each (a first sync matches ours, later ones rarely change any); new contracts in
  // one insert, after the wages so each points at the wage in force on its first day; their schedules in one
  // insert, only for a person who has no schedule in force on the contract's first day (one already in force,
  // the person's own, is never overridden by a provider's week).
  private async flushContracts(tx: Tx) {
    for (const u of this.contractUpdates) {
      await tx.contract.update({ where: { id: u.id }, data: u.data });
      this.audits.push({
        action: "update",
        objectType: "contract",
        objectId: u.id,
        employeeId: u.employeeId,
        before: u.before,
        after: u.after,
      });
    }
    if (this.contractCreates.length === 0) return;
    const employeeIds = [...new Set(this.contractCreates.map((c) => c.employeeId))];
    const wages = await tx.employeeWage.findMany({
      where: { groupId: this.groupId, employeeId: { in: employeeIds } },
      select: { id: true, employeeId: true, startDate: true },
      orderBy: { startDate: "desc" },
    });
    const wageOn = (employeeId: number, day: IsoDate) =>
      wages.find((w) => w.employeeId === employeeId && w.startDate <= parseIsoDate(day))?.id ?? null;
    const linkedAt = new Date();
    const created = await tx.contract.createManyAndReturn({
      data: this.contractCreates.map(({ employeeId, country, contract: c }) => ({
        groupId: this.groupId,
        employeeId,
        country,
        contractType: c.contractType,
        employmentType: c.employmentType,
        jointCommittee: c.jointCommittee,
        isVariableSchedule: c.isVariableSchedule,
        daysPerWeek: c.daysPerWeek,
        hoursPerWeek: c.hoursPerWeek,
        wageId: wageOn(employeeId, c.startDate),
        departmentId: c.departmentId,
        costCentreId: c.costCentreId,
        functionId: c.functionId,
        qualificationId: c.qualificationId,
        startDate: parseIsoDate(c.startDate),
        endDate: c.endDate ? parseIsoDate(c.endDate) : null,
        integrationId: this.integrationId,
        providerContractId: c.reference,
        providerLinkedAt: linkedAt,
      })),
      select: { id: true, employeeId: true, providerContractId: true, wageId: true },
    });
    const idOf = new Map(created.map((r) => [r.providerContractId, r]));
    for (const { employeeId, contract: c } of this.contractCreates) {
      const row = idOf.get(c.reference)!;
      this.audits.push({
        action: "create",
        objectType: "contract",
        objectId: row.id,
        employeeId,
        after: {
          contract_type: c.contractType,
          employment_type: c.employmentType,
          joint_committee: c.jointCommittee,
          is_variable_schedule: c.isVariableSchedule,
          days_per_week: String(c.daysPerWeek),
          hours_per_week: String(c.hoursPerWeek),
          wage_id: row.wageId,
          function_id: c.functionId,
          qualification_id: c.qualificationId,
          department_id: c.departmentId,
          cost_centre_id: c.costCentreId,
          start_date: c.startDate,
          end_date: c.endDate,
          provider_contract_id: c.reference,
        },
      });
    }
    const wanted = this.contractCreates.filter((c) => c.contract.weeklySchedule && !c.contract.isVariableSchedule);
    if (wanted.length === 0) return;
    // The schedules the people had before this page: one from a day on or before a new contract's start is in
    // force on that day.
    const existing = await tx.workSchedule.findMany({
      where: { groupId: this.groupId, employeeId: { in: [...new Set(wanted.map((c) => c.employeeId))] } },
      select: { employeeId: true, validFrom: true },
    });
    const schedules = wanted.filter(
      ({ employeeId, contract: c }) =>
        !existing.some((w) => w.employeeId === employeeId && w.validFrom <= parseIsoDate(c.startDate)),
    );
    if (schedules.length === 0) return;
    const rows = await tx.workSchedule.createManyAndReturn({
      data: schedules.map(({ employeeId, contract: c }) => ({
        groupId: this.groupId,
        employeeId,
        validFrom: parseIsoDate(c.startDate),
        weeks: [c.weeklySchedule!],
        cycleStart: parseIsoDate(addDays(c.startDate, -weekdayIndex(c.startDate))),
        employmentNature: c.employmentType,
      })),
      skipDuplicates: true,
      select: { id: true, employeeId: true, validFrom: true, weeks: true, employmentNature: true },
    });
    for (const r of rows) {
      this.audits.push({
        action: "create",
        objectType: "work_schedule",
        objectId: r.id,
        employeeId: r.employeeId,
        after: {
          valid_from: r.validFrom.toISOString().slice(0, 10),
          weeks: r.weeks,
          employment_nature: r.employmentNature,
        },
      });
    }
  }
}
