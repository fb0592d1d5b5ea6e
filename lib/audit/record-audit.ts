// Writes one append-only audit row: who (and the impersonating admin), which object, which fields
// changed from what to what. Called inside the use case's transaction so that a change and its audit
// row land together or not at all.
import type { Prisma } from "@/lib/db/generated/client";
import type { RequestContext } from "@/lib/api/context";

type Tx = Pick<Prisma.TransactionClient, "auditLog">;
type Snapshot = Record<string, unknown> | null | undefined;

export type AuditEntry = {
  action: "create" | "update" | "delete" | "restore" | string;
  objectType: string;
  objectId: string | number;
  before?: Snapshot;
  after?: Snapshot;
  /** The person the change is about (their audit trail and the employee filter read this). */
  employeeId?: number | null;
};

export async function recordAudit(tx: Tx, ctx: RequestContext, entry: AuditEntry): Promise<void> {
  await tx.auditLog.create({
    data: {
      groupId: ctx.group.id,
      actorUserId: ctx.user.id,
      impersonatorUserId: ctx.impersonatorUserId,
      action: entry.action,
      objectType: entry.objectType,
      objectId: String(entry.objectId),
      employeeId: entry.employeeId ?? null,
      changes: diffFields(entry.before, entry.after) as Prisma.InputJsonValue,
    },
  });
}

/** Many audit rows in one insert (a sync's batch): the same rows recordAudit writes one by one. */
export async function recordAudits(tx: Tx, ctx: RequestContext, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.auditLog.createMany({
    data: entries.map((entry) => ({
      groupId: ctx.group.id,
      actorUserId: ctx.user.id,
      impersonatorUserId: ctx.impersonatorUserId,
      action: entry.action,
      objectType: entry.objectType,
      objectId: String(entry.objectId),
      employeeId: entry.employeeId ?? null,
      changes: diffFields(entry.before, entry.after) as Prisma.InputJsonValue,
    })),
  });
}

/** { field: { from, to } } for every field whose value differs between the two snapshots. */
export function diffFields(before: Snapshot, after: Snapshot): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const from = normalise(before?.[key]);
    const to = normalise(after?.[key]);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  }
  return changes;
}

function normalise(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint") return value.toString();
  return value ?? null;
}
