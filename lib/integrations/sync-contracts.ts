// The contracts step of a people sync (issue 19): each linked person's contracts at the provider become our
// contracts (lib/contracts: the person's contract history). Runs inside the page's transaction and only
// gathers writes into PageWrites, so a failed page writes no contract either. The rules (which terms the
// provider owns, which become conflicts) are contract-mapping.ts's; this file finds, for each provider
// contract, ours (by the reference kept on it, else the same start day) and plans what follows:
// - none of ours: a new contract (with the wage in force on its first day and, if the person has none from
//   that day, its weekly schedule), unless it would overlap one of ours (then nothing, counted);
// - a reference met twice in one sync (the provider gave two people, or one person twice, the same contract
//   id), or one that a contract of another person already carries: only the first is imported, the other copy
//   is counted as not imported (the unique reference per integration would otherwise fail every sync);
// - ours found: the provider-owned terms taken over, the shared terms compared into data conflicts about
//   that contract, the provider's end date filling an open-ended one of ours. A re-run changes nothing.
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { dayOf } from "@/lib/people-history/day";
import {
  contractReadings,
  findOurContract,
  mapProviderContract,
  newContractTerms,
  overlapping,
  providerOwnedChange,
  type OurContract,
  type ReferenceIds,
} from "./contract-mapping";
import { compareField, planConflict } from "./data-conflicts/conflict-rules";
import { storedValue } from "./data-conflicts/conflict-values";
import { conflictKey, type Known } from "./data-conflicts/record-conflicts";
import type { ProviderPerson } from "./providers/provider";
import type { PageWrites } from "./sync-page-writes";

type Tx = Prisma.TransactionClient;

export type ContractTotals = {
  contracts_created: number;
  /** Ours that had no provider reference and were matched to the provider's by their start day. */
  contracts_matched: number;
  /** Ours whose provider-owned terms (or end date) were taken over. */
  contracts_updated: number;
  /** Provider contracts not imported: unreadable, refused by our contract rules, overlapping ours, or a
   * reference already met in this sync or held by another person's contract. */
  contracts_not_imported: number;
  /** Set when contracts were left as they are because the user who asked lacks the contracts right. */
  contracts_skipped?: string;
};

export const CONTRACTS_SKIPPED = "Contracts were not imported: the user who asked has no right to change contracts";

export const emptyContractTotals = (): ContractTotals => ({
  contracts_created: 0,
  contracts_matched: 0,
  contracts_updated: 0,
  contracts_not_imported: 0,
});

export const OUR_CONTRACT_SELECT = {
  id: true,
  employeeId: true,
  integrationId: true,
  providerContractId: true,
  contractType: true,
  employmentType: true,
  jointCommittee: true,
  daysPerWeek: true,
  hoursPerWeek: true,
  isVariableSchedule: true,
  startDate: true,
  endDate: true,
  functionId: true,
  qualificationId: true,
  departmentId: true,
  costCentreId: true,
} as const satisfies Prisma.ContractSelect;

/** The linked people's contracts, by employee, in the sync's terms. */
export async function loadOurContracts(tx: Tx, groupId: number, employeeIds: number[]) {
  const rows = await tx.contract.findMany({
    where: { groupId, employeeId: { in: employeeIds } },
    select: OUR_CONTRACT_SELECT,
    orderBy: [{ employeeId: "asc" }, { startDate: "asc" }],
  });
  const byEmployee = new Map<number, OurContract[]>();
  for (const r of rows) {
    const list = byEmployee.get(r.employeeId) ?? [];
    list.push({
      ...r,
      daysPerWeek: Number(r.daysPerWeek),
      hoursPerWeek: Number(r.hoursPerWeek),
      startDate: dayOf(r.startDate),
      endDate: r.endDate ? dayOf(r.endDate) : null,
    });
    byEmployee.set(r.employeeId, list);
  }
  return byEmployee;
}

/** The integration's imported reference lists, code to id, per kind (sync-reference-lists.ts ran first). */
export async function loadReferenceIds(integrationId: number): Promise<ReferenceIds> {
  const rows = await db.providerReference.findMany({
    where: { integrationId },
    select: { id: true, kind: true, code: true, active: true },
  });
  const refs: ReferenceIds = {
    function: new Map(),
    qualification: new Map(),
    department: new Map(),
    cost_centre: new Map(),
  };
  for (const r of rows) if (r.active) refs[r.kind].set(r.code, r.id);
  return refs;
}

/** The provider references of one sync: those our contracts carry (to whom) and those this sync has met. */
export type SyncReferences = { heldBy: Map<string, number>; seen: Set<string> };

/** The references the integration's contracts carry now, by employee; none met yet. */
export async function loadSyncReferences(integrationId: number): Promise<SyncReferences> {
  const rows = await db.contract.findMany({
    where: { integrationId, providerContractId: { not: null } },
    select: { employeeId: true, providerContractId: true },
  });
  return { heldBy: new Map(rows.map((r) => [r.providerContractId!, r.employeeId])), seen: new Set() };
}

type Target = { groupId: number; integrationId: number; country: "BE" | "NL" };

/** Plans one linked person's contracts into the page's writes. */
export function planPersonContracts(
  writes: PageWrites,
  target: Target,
  employeeId: number,
  person: ProviderPerson,
  ours: OurContract[],
  refs: ReferenceIds,
  known: Map<string, Known>,
  totals: ContractTotals & { conflicts_opened: number; conflicts_closed: number },
  references: SyncReferences,
): void {
  const taken = new Set<number>();
  // Oldest first: an earlier contract is matched (or created) before a later one is checked for overlap.
  const contracts = [...person.contracts].sort((a, b) => a.startDate.localeCompare(b.startDate));
  for (const pc of contracts) {
    const mapped = mapProviderContract(pc, person, target.country, refs);
    if (!mapped.ok) {
      totals.contracts_not_imported += 1;
      continue;
    }
    const theirs = mapped.contract;
    const holder = references.heldBy.get(theirs.reference);
    if (references.seen.has(theirs.reference) || (holder !== undefined && holder !== employeeId)) {
      totals.contracts_not_imported += 1;
      continue;
    }
    references.seen.add(theirs.reference);
    const found = findOurContract(theirs, target.integrationId, ours, taken);
    if (!found) {
      if (overlapping(theirs, ours) !== null) {
        totals.contracts_not_imported += 1;
        continue;
      }
      // Only a contract we create gets defaults for the terms the provider left out.
      const created = newContractTerms(theirs);
      writes.contractCreates.push({ employeeId, country: target.country, contract: created });
      // Later provider contracts of this person are checked against this one too.
      ours.push({
        id: -1,
        integrationId: target.integrationId,
        providerContractId: created.reference,
        contractType: created.contractType,
        employmentType: created.employmentType,
        jointCommittee: created.jointCommittee,
        daysPerWeek: created.daysPerWeek,
        hoursPerWeek: created.hoursPerWeek,
        isVariableSchedule: created.isVariableSchedule,
        startDate: created.startDate,
        endDate: created.endDate,
        functionId: created.functionId,
        qualificationId: created.qualificationId,
        departmentId: created.departmentId,
        costCentreId: created.costCentreId,
      });
      totals.contracts_created += 1;
      continue;
    }
    const our = found.contract;
    taken.add(our.id);
    const data: Prisma.ContractUncheckedUpdateInput = {};
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    if (found.adopt) {
      Object.assign(data, {
        integrationId: target.integrationId,
        providerContractId: theirs.reference,
        providerLinkedAt: new Date(),
      });
      // A reference left from a deleted integration is replaced.
      before.provider_contract_id = our.providerContractId;
      after.provider_contract_id = theirs.reference;
      totals.contracts_matched += 1;
    }
    const owned = providerOwnedChange(our, theirs);
    for (const [key, value] of Object.entries(owned)) {
      Object.assign(data, { [key]: value });
      before[snake(key)] = our[key as keyof typeof owned];
      after[snake(key)] = value;
    }
    for (const reading of contractReadings(our, theirs)) {
      const entry = known.get(conflictKey(employeeId, reading.field, our.id)) ?? { open: null, lastSettled: null };
      // The provider ended a contract we hold open-ended: our end date follows (nothing of ours is lost).
      if (reading.field === "contract_end" && compareField(reading) === "fill") {
        data.endDate = new Date(`${theirs.endDate}T00:00:00Z`);
        before.end_date = null;
        after.end_date = theirs.endDate;
      }
      const plan = planConflict(reading, entry.open, entry.lastSettled);
      if (plan.kind === "open") {
        writes.conflictCreates.push({
          groupId: target.groupId,
          integrationId: target.integrationId,
          employeeId,
          externalId: person.externalId,
          contractId: our.id,
          field: reading.field,
          ourValue: storedValue(reading.field, reading.ours),
          theirValue: storedValue(reading.field, reading.theirs),
        });
        totals.conflicts_opened += 1;
      } else if (plan.kind === "update") {
        writes.conflictUpdates.push({
          id: plan.id,
          ourValue: storedValue(reading.field, reading.ours),
          theirValue: storedValue(reading.field, reading.theirs),
        });
      } else if (plan.kind === "close") {
        writes.conflictCloses.push(plan.id);
        totals.conflicts_closed += 1;
      }
    }
    if (Object.keys(data).length > 0) writes.contractUpdates.push({ id: our.id, employeeId, data, before, after });
    if (Object.keys(owned).length > 0 || data.endDate !== undefined) totals.contracts_updated += 1;
  }
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
