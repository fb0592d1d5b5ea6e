// What one page of a people sync writes, gathered while the page is compared person by person and written
// at the end of the page's transaction in a few statements (one insert per kind of row, one update of the
// links' last-seen records) instead of several statements per person: a sync of 1,000 people went from
// thousands of round trips to a few dozen. Rare writes (a wage ending, a conflict's values updated, a blank
// filled) stay one statement each. Nothing here commits: flush runs inside the page's transaction.
import type { RequestContext } from "@/lib/api/context";
import { recordAudits, type AuditEntry } from "@/lib/audit/record-audit";
import type { Prisma } from "@/lib/db/generated/client";

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
}
