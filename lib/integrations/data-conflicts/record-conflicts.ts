// The sync's side of data conflicts: for one linked person, compares our record with the provider's,
// fills what we leave empty and records, updates or closes conflicts (rules in conflict-rules.ts). Runs in
// the sync's page transaction (its writes gathered in PageWrites), so a failed page records nothing.
import type { RequestContext } from "@/lib/api/context";
import { decryptField } from "@/lib/crypto/field-encryption";
import type { Prisma } from "@/lib/db/generated/client";
import type { ProviderPerson } from "../providers/provider";
import {
  planConflict,
  compareField,
  type FieldReading,
  type KnownConflict,
  type ConflictField,
} from "./conflict-rules";
import { auditedValue, employeeData, readStoredValue, realDateOrNull, storedValue } from "./conflict-values";
import { can } from "@/lib/access/permissions";
import type { PageWrites } from "../sync-page-writes";

type Tx = Prisma.TransactionClient;

export type OurPerson = {
  id: number;
  firstName: string;
  lastName: string;
  insertion: string | null;
  birthDate: Date | null;
  nationalNumberEnc: string | null;
};

export const OUR_PERSON_SELECT = {
  id: true,
  firstName: true,
  lastName: true,
  insertion: true,
  birthDate: true,
  nationalNumberEnc: true,
} as const;

export const fullLastName = (p: { lastName: string; insertion: string | null }) =>
  [p.insertion, p.lastName].filter(Boolean).join(" ");

const isoDate = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

/** The person fields both sides hold. The national number only when the actor may read it (as matching). */
export function personReadings(ours: OurPerson, theirs: ProviderPerson, withNationalNumber: boolean): FieldReading[] {
  const readings: FieldReading[] = [
    { field: "first_name", ours: ours.firstName, theirs: theirs.firstName },
    // A provider keeps a Dutch insertion in the last name ("van Dijk"); we keep it apart.
    { field: "last_name", ours: fullLastName(ours), theirs: theirs.lastName },
    {
      field: "birth_date",
      ours: isoDate(ours.birthDate),
      // Not a real calendar day: unreadable, compared as empty (no conflict, nothing filled).
      theirs: realDateOrNull(theirs.birthDate),
    },
  ];
  if (withNationalNumber) {
    readings.push({
      field: "national_number",
      ours: decryptField(ours.nationalNumberEnc),
      theirs: theirs.nationalNumber,
    });
  }
  return readings;
}

export type Known = { open: KnownConflict | null; lastSettled: KnownConflict | null };

/** A person's field, or a field of one of their contracts (contract_* conflicts name the contract). */
export const conflictKey = (employeeId: number, field: string, contractId: number | null = null) =>
  `${employeeId}|${field}|${contractId ?? ""}`;

/** The conflicts recorded for these people, by employee and field: the open one and the latest decided one. */
export async function loadKnownConflicts(tx: Tx, integrationId: number, employeeIds: number[]) {
  const rows = await tx.dataConflict.findMany({
    where: { integrationId, employeeId: { in: employeeIds }, status: { in: ["open", "resolved", "ignored"] } },
    orderBy: { id: "desc" },
  });
  const known = new Map<string, Known>();
  for (const row of rows) {
    const key = conflictKey(row.employeeId, row.field, row.contractId);
    const entry = known.get(key) ?? { open: null, lastSettled: null };
    const conflict: KnownConflict = {
      id: row.id,
      status: row.status,
      resolutionMethod: row.resolutionMethod,
      writtenToProvider: row.writtenToProvider,
      ours: readStoredValue(row.field, row.ourValue),
      theirs: readStoredValue(row.field, row.theirValue),
    };
    if (row.status === "open") entry.open = conflict;
    else if (!entry.lastSettled) entry.lastSettled = conflict;
    known.set(key, entry);
  }
  return known;
}

export type ReconcileTotals = { opened: number; closed: number; filled: number };

/**
 * Compares one linked person's readings with the conflicts known for them and puts what follows (a conflict
 * opened, updated or closed, blanks filled) into the page's writes; nothing is written here.
 */
export function reconcilePerson(
  writes: PageWrites,
  ctx: RequestContext,
  target: { groupId: number; integrationId: number; employeeId: number; externalId: string },
  readings: FieldReading[],
  known: Map<string, Known>,
  totals: ReconcileTotals,
): void {
  const fills: FieldReading[] = [];
  for (const reading of readings) {
    const entry = known.get(conflictKey(target.employeeId, reading.field)) ?? { open: null, lastSettled: null };
    if (compareField(reading) === "fill") fills.push(reading);
    const plan = planConflict(reading, entry.open, entry.lastSettled);
    if (plan.kind === "open") {
      writes.conflictCreates.push({
        groupId: target.groupId,
        integrationId: target.integrationId,
        employeeId: target.employeeId,
        externalId: target.externalId,
        field: reading.field,
        ourValue: storedValue(reading.field, reading.ours),
        theirValue: storedValue(reading.field, reading.theirs),
      });
      totals.opened += 1;
    } else if (plan.kind === "update") {
      writes.conflictUpdates.push({
        id: plan.id,
        ourValue: storedValue(reading.field, reading.ours),
        theirValue: storedValue(reading.field, reading.theirs),
      });
    } else if (plan.kind === "close") {
      writes.conflictCloses.push(plan.id);
      totals.closed += 1;
    }
  }
  // Filling writes our person record: only for a job actor who may edit people (employees.write); without it
  // the blanks stay blank and nothing is recorded (an empty field is no conflict), the next sync by someone
  // who may fills them.
  if (fills.length > 0 && can(ctx.subject, "employees.write")) fillEmpty(writes, target.employeeId, fills, totals);
}

// What our record leaves empty, the provider fills: one update and one audit row per person.
function fillEmpty(writes: PageWrites, employeeId: number, fills: FieldReading[], totals: ReconcileTotals) {
  const data: Prisma.EmployeeUpdateInput = {};
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const f of fills) {
    Object.assign(data, employeeData(f.field as ConflictField, f.theirs, null));
    before[f.field] = null;
    after[f.field] = auditedValue(f.field, f.theirs);
  }
  writes.employeeUpdates.push({ employeeId, data });
  writes.audits.push({ action: "update", objectType: "employee", objectId: employeeId, employeeId, before, after });
  totals.filled += fills.length;
}
