// Reads the provider's people with their contracts, page by page, links them to our employees (existing
// links first, then findMatchingEmployees: national number, then name and birth date), brings each linked
// person's wage in line with the provider's contract in force, and records a data conflict where both sides
// hold different values (data-conflicts/conflict-rules.ts says which side wins where). One transaction per
// page, and idempotent: a re-run finds the links, equal wages and open conflicts and changes nothing. A
// changed wage is audited with the command's actor and announced with a wage_updated_via_integration
// notification. Each linked person's contracts become our contracts (sync-contracts.ts) in the same
// transaction. The page's writes are gathered (sync-page-writes.ts) and written in a few statements.
import { isDeepStrictEqual } from "node:util";
import { membersWith } from "@/lib/users/find-members-with";
import { canAccessArea } from "@/lib/access/areas";
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { createNotifications } from "@/lib/notifications/create-notifications";
import { findMatchingEmployees } from "@/lib/people/find-matching-employees";
import { displayName, NAME_PARTS_SELECT } from "@/lib/people/display-name";
import { ZFindMatchingEmployeesInput } from "@/lib/people/people.types";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";
import { chooseMatches, currentContract, type MatchCandidates } from "./match-people";
import type { ProviderPerson } from "./providers/provider";
import { lockIntegration } from "./lock-integration";
import { PageWrites } from "./sync-page-writes";
import type { FieldReading, WageValue } from "./data-conflicts/conflict-rules";
import {
  loadKnownConflicts,
  OUR_PERSON_SELECT,
  personReadings,
  reconcilePerson,
  type ReconcileTotals,
} from "./data-conflicts/record-conflicts";
import type { CommandWork } from "./run-command";
import {
  CONTRACTS_SKIPPED,
  emptyContractTotals,
  loadOurContracts,
  loadSyncReferences,
  loadReferenceIds,
  planPersonContracts,
  type ContractTotals,
  type SyncReferences,
} from "./sync-contracts";
import type { ReferenceIds } from "./contract-mapping";

type Totals = {
  people: number;
  linked_now: number;
  linked: number;
  unmatched: number;
  wages_changed: number;
  /** Data conflicts this run opened, and closed because the two values became equal. */
  conflicts_opened: number;
  conflicts_closed: number;
  /** Fields our records left empty that the provider filled. */
  fields_filled: number;
  /** Set when the wages were left as they are because the user who asked lacks the wages right. */
  wages_skipped?: string;
} & ContractTotals;

export const WAGES_SKIPPED = "Wages were not aligned: the user who asked has no right to change wages";

export async function syncPeople(work: CommandWork): Promise<Totals> {
  const totals: Totals = {
    people: 0,
    linked_now: 0,
    linked: 0,
    unmatched: 0,
    wages_changed: 0,
    conflicts_opened: 0,
    conflicts_closed: 0,
    fields_filled: 0,
    ...emptyContractTotals(),
  };
  if (!can(work.ctx.subject, "wages.write")) totals.wages_skipped = WAGES_SKIPPED;
  // The reference lists were imported just before (run-command.ts): contracts name their entries by id.
  const refs =
    can(work.ctx.subject, "contracts.write") && canAccessArea(work.ctx.subject, "contracts")
      ? await loadReferenceIds(work.integration.id)
      : null;
  if (!refs) totals.contracts_skipped = CONTRACTS_SKIPPED;
  // The references met across the whole sync: a duplicate on a later page is seen too.
  const references = await loadSyncReferences(work.integration.id);
  for await (const page of work.provider.fetchPeople(work.credentials, work.session)) {
    const outcome = await applyPage(work, page, refs, references);
    totals.people += page.length;
    totals.linked_now += outcome.linkedNow;
    totals.linked += outcome.linked;
    totals.unmatched += page.length - outcome.linked;
    totals.wages_changed += outcome.wageChanges.length;
    totals.conflicts_opened += outcome.conflicts.opened;
    totals.conflicts_closed += outcome.conflicts.closed;
    totals.fields_filled += outcome.conflicts.filled;
    totals.contracts_created += outcome.contracts.contracts_created;
    totals.contracts_matched += outcome.contracts.contracts_matched;
    totals.contracts_updated += outcome.contracts.contracts_updated;
    totals.contracts_not_imported += outcome.contracts.contracts_not_imported;
    totals.conflicts_opened += outcome.contracts.conflicts_opened;
    totals.conflicts_closed += outcome.contracts.conflicts_closed;
    await notifyWageChanges(work.ctx, outcome.wageChanges);
  }
  return totals;
}

type WageChange = { employeeId: number; name: string };

async function applyPage(
  work: CommandWork,
  page: ProviderPerson[],
  refs: ReferenceIds | null,
  references: SyncReferences,
) {
  const { ctx, integration } = work;
  const links = await db.employeeProviderLink.findMany({
    where: { integrationId: integration.id, externalId: { in: page.map((p) => p.externalId) } },
    select: { externalId: true, employeeId: true, lastSeen: true },
  });
  const linkedIds = new Map(links.map((l) => [l.externalId, l.employeeId]));
  // The provider's record as each link keeps it: a re-run that reads the same record writes nothing.
  const storedSeen = new Map(links.map((l) => [l.externalId, l.lastSeen as unknown]));
  // A pair a person unlinked is not matched again by the sync (people-links.ts): neither side of it.
  const unlinkedByHand = await db.employeeProviderUnlink.findMany({
    where: { integrationId: integration.id },
    select: { employeeId: true, externalId: true },
  });
  const keptApart = new Set(unlinkedByHand.map((u) => u.externalId));
  const unlinked = page.filter((p) => !linkedIds.has(p.externalId) && !keptApart.has(p.externalId));
  const candidates = await findCandidates(ctx, unlinked);
  const candidateIds = [...new Set(candidates.flatMap((c) => [...c.byNationalNumber, ...c.byNameAndBirthDate]))];
  const taken = await db.employeeProviderLink.findMany({
    where: { integrationId: integration.id, employeeId: { in: candidateIds } },
    select: { employeeId: true },
  });
  const decisions = chooseMatches(
    candidates,
    new Set([...taken.map((t) => t.employeeId), ...unlinkedByHand.map((u) => u.employeeId)]),
  );
  const pageById = new Map(page.map((p) => [p.externalId, p]));
  for (const d of decisions) {
    linkedIds.set(d.externalId, d.employeeId);
    storedSeen.set(d.externalId, lastSeen(pageById.get(d.externalId)!));
  }

  const wageChanges: WageChange[] = [];
  const alignsWages = can(ctx.subject, "wages.write");
  const comparesNationalNumber = can(ctx.subject, "sensitive.read");
  const conflicts: ReconcileTotals = { opened: 0, closed: 0, filled: 0 };
  const contracts = { ...emptyContractTotals(), conflicts_opened: 0, conflicts_closed: 0 };
  const writes = new PageWrites(ctx, integration.groupId, integration.id);
  await db.$transaction(
    async (tx) => {
      // One batch of one integration at a time: two syncs never both create the same person's new wage.
      await lockIntegration(tx, integration.id);
      if (decisions.length > 0) {
        await tx.employeeProviderLink.createMany({
          data: decisions.map((d) => ({
            groupId: integration.groupId,
            integrationId: integration.id,
            employeeId: d.employeeId,
            externalId: d.externalId,
            matchedBy: d.matchedBy,
            lastSeen: storedSeen.get(d.externalId) as Prisma.InputJsonValue,
          })),
          skipDuplicates: true,
        });
        writes.audits.push({
          action: "integration_link",
          objectType: "integration",
          objectId: integration.id,
          after: { linked: decisions.map((d) => ({ employee_id: d.employeeId, matched_by: d.matchedBy })) },
        });
      }
      const employeeIds = [...linkedIds.values()];
      const [wages, people] = await Promise.all([
        tx.employeeWage.findMany({
          where: { groupId: integration.groupId, employeeId: { in: employeeIds } },
          orderBy: [{ employeeId: "asc" }, { startDate: "desc" }],
        }),
        // Only people the actor may see, and not deleted ones: a link to anyone else is left untouched.
        tx.employee.findMany({
          where: { AND: [visiblePeopleWhere(ctx), { id: { in: employeeIds } }] },
          select: { ...OUR_PERSON_SELECT, ...NAME_PARTS_SELECT },
        }),
      ]);
      const known = await loadKnownConflicts(
        tx,
        integration.id,
        people.map((p) => p.id),
      );
      const ours = new Map(people.map((p) => [p.id, p]));
      const latest = new Map<number, (typeof wages)[number]>();
      for (const w of wages) if (!latest.has(w.employeeId)) latest.set(w.employeeId, w);
      const names = new Map(people.map((p) => [p.id, displayName(p)]));
      const ourContracts = refs
        ? await loadOurContracts(
            tx,
            integration.groupId,
            people.map((p) => p.id),
          )
        : null;
      for (const person of page) {
        const employeeId = linkedIds.get(person.externalId);
        if (employeeId === undefined || !names.has(employeeId)) continue;
        const seen = lastSeen(person);
        if (!sameJson(seen, storedSeen.get(person.externalId))) {
          writes.lastSeen.push({ external_id: person.externalId, seen });
        }
        const readings = personReadings(ours.get(employeeId)!, person, comparesNationalNumber);
        if (alignsWages) {
          const wage = alignWage(writes, employeeId, person, latest.get(employeeId));
          if (wage.changed) wageChanges.push({ employeeId, name: names.get(employeeId)! });
          if (wage.reading) readings.push(wage.reading);
        }
        const target = {
          groupId: integration.groupId,
          integrationId: integration.id,
          employeeId,
          externalId: person.externalId,
        };
        reconcilePerson(writes, ctx, target, readings, known, conflicts);
        if (refs && ourContracts) {
          const contractTarget = { ...target, country: ctx.group.country };
          const ours = ourContracts.get(employeeId) ?? [];
          planPersonContracts(writes, contractTarget, employeeId, person, ours, refs, known, contracts, references);
        }
      }
      await writes.flush(tx);
    },
    { timeout: 60_000 },
  );
  return { linkedNow: decisions.length, linked: linkedIds.size, wageChanges, conflicts, contracts };
}

// Candidates from the existing matcher, with the job's actor's visibility. Matching by national number
// needs the sensitive right (as for a person using the matcher); without it, name and birth date only.
async function findCandidates(ctx: RequestContext, people: ProviderPerson[]): Promise<MatchCandidates[]> {
  if (people.length === 0) return [];
  const withNumber = can(ctx.subject, "sensitive.read") ? people.filter((p) => p.nationalNumber) : [];
  const byNumber = new Map<string, number[]>();
  if (withNumber.length > 0) {
    const input = ZFindMatchingEmployeesInput.parse({ national_numbers: withNumber.map((p) => p.nationalNumber) });
    const found = await findMatchingEmployees(ctx, input);
    for (const entry of found.data.national_numbers ?? []) {
      byNumber.set(
        withNumber[entry.index]!.externalId,
        entry.matches.map((m) => m.employee_id),
      );
    }
  }
  // Names the matcher's validation refuses (odd characters, too long) are left for a person to link.
  const named = people.filter(
    (p) =>
      !(byNumber.get(p.externalId)?.length ?? 0) &&
      p.birthDate &&
      ZFindMatchingEmployeesInput.safeParse({ nameAndDOBs: [nameQuery(p)] }).success,
  );
  const byName = new Map<string, number[]>();
  if (named.length > 0) {
    const input = ZFindMatchingEmployeesInput.parse({ nameAndDOBs: named.map(nameQuery), search_type: "exact" });
    const found = await findMatchingEmployees(ctx, input);
    (found.data.nameAndDOBs ?? []).forEach((entry, i) => {
      byName.set(
        named[i]!.externalId,
        entry.matches.map((m) => m.employee_id),
      );
    });
  }
  return people.map((p) => ({
    externalId: p.externalId,
    byNationalNumber: byNumber.get(p.externalId) ?? [],
    byNameAndBirthDate: byName.get(p.externalId) ?? [],
  }));
}

const nameQuery = (p: ProviderPerson) => ({ first_name: p.firstName, last_name: p.lastName, birth_date: p.birthDate });

// What we keep of the provider's record: no national number (ours stays encrypted on the employee).
function lastSeen(p: ProviderPerson): Prisma.InputJsonValue {
  return {
    first_name: p.firstName,
    last_name: p.lastName,
    birth_date: p.birthDate,
    department_code: p.departmentCode,
    cost_centre_code: p.costCentreCode,
    function_code: p.functionCode,
    contract: currentContract(p.contracts),
  };
}

// Equal as stored JSON: jsonb keeps neither key order nor undefined members, so both sides are compared as
// JSON would store them.
function sameJson(a: unknown, b: unknown): boolean {
  const plain = (v: unknown) => (v === undefined || v === null ? null : JSON.parse(JSON.stringify(v)));
  return isDeepStrictEqual(plain(a), plain(b));
}

type WageRow = { id: number; startDate: Date; endDate: Date | null; brutoCents: number; weeklyMinutes: number };

type WageOutcome = { changed: boolean; reading?: FieldReading };
const wageValue = (w: { brutoCents: number; weeklyMinutes: number }): WageValue => ({
  bruto_cents: w.brutoCents,
  weekly_minutes: w.weeklyMinutes,
});

// The wage follows the provider's contract in force. A first wage is created quietly; a contract starting
// later than our wage with another amount or working time starts a new wage. A difference for the same
// period is not overwritten: the reading returned becomes a data conflict (equal values close one).
function alignWage(
  writes: PageWrites,
  employeeId: number,
  person: ProviderPerson,
  wage: WageRow | undefined,
): WageOutcome {
  const contract = currentContract(person.contracts);
  if (!contract || !Number.isInteger(contract.monthlyGrossCents) || !Number.isInteger(contract.weeklyMinutes)) {
    return { changed: false };
  }
  if (contract.monthlyGrossCents < 0 || contract.weeklyMinutes < 0 || !/^\d{4}-\d{2}-\d{2}$/.test(contract.startDate)) {
    return { changed: false };
  }
  const values = { brutoCents: contract.monthlyGrossCents, weeklyMinutes: contract.weeklyMinutes };
  const start = new Date(`${contract.startDate}T00:00:00Z`);
  const end =
    contract.endDate && /^\d{4}-\d{2}-\d{2}$/.test(contract.endDate) ? new Date(`${contract.endDate}T00:00:00Z`) : null;
  // A new wage row from the provider's contract, audited as the wage screens audit theirs ("wage").
  const createWage = (before: { brutoCents: number; weeklyMinutes: number } | undefined) =>
    writes.wageCreates.push({ employeeId, startDate: start, endDate: end, ...values, before });
  const theirs = wageValue(values);
  if (!wage) {
    createWage(undefined);
    return { changed: false };
  }
  if (wage.brutoCents === values.brutoCents && wage.weeklyMinutes === values.weeklyMinutes) {
    return { changed: false, reading: { field: "wage", ours: theirs, theirs } };
  }
  if (start <= wage.startDate) return { changed: false, reading: { field: "wage", ours: wageValue(wage), theirs } };
  const dayBefore = new Date(start.getTime() - 86_400_000);
  if (!wage.endDate || wage.endDate > dayBefore) {
    writes.wageEnds.push({ id: wage.id, endDate: dayBefore });
  }
  createWage({ brutoCents: wage.brutoCents, weeklyMinutes: wage.weeklyMinutes });
  // Our wage now is the provider's: an open wage conflict of the old period closes.
  return { changed: true, reading: { field: "wage", ours: theirs, theirs } };
}

// Everyone who may see wages in the company hears of a wage the provider changed.
async function notifyWageChanges(ctx: RequestContext, changes: WageChange[]): Promise<void> {
  if (changes.length === 0) return;
  const userIds = await membersWith(ctx.group.id, "wages.read");
  for (const change of changes) {
    await createNotifications({
      groupId: ctx.group.id,
      userIds,
      type: "wage_updated_via_integration",
      relatedEmployee: { id: change.employeeId, name: change.name },
      targetUrl: `/people/${change.employeeId}`,
    });
  }
}
