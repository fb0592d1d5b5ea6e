// Contracts in the full demo company (issue 21): every person has one, from their start date, with a wage in
// the wage history (the BE portal simulator books the same wages); most are open-ended employee contracts under joint committee 200, the logistics team's
// are worker contracts (PC 124 construction is not theirs: 226, international trade and logistics), and a few
// fixed-term and student contracts end within 30, 60 and 90 days so /contracts has something ending. People who
// sign in as demo users get none: the browser tests add their contracts from a clean page.
import { addDays, parseIsoDate, toIsoDate } from "@/lib/leave/iso-date";
import type { DbClient } from "./factories";

const FULL_WEEK = [456, 456, 456, 456, 456, 0, 0];
/** Everyone works the full-time week: the seeded leave is counted on it. */
export const DEMO_WEEKLY_MINUTES = FULL_WEEK.reduce((a, b) => a + b, 0);

/**
 * A demo person's contract terms, from their employee number alone, so the BE portal simulator's data
 * (demo-portal.ts) books the same wage as ours and a first sync of the demo company finds no wage conflict.
 * Every seventh person has a contract ending soon: fixed-term, or (every third of those) a student one.
 */
export function demoContractTerms(employeeNumber: string | null): {
  ending: boolean;
  student: boolean;
  endsInDays: number;
  brutoCents: number;
} {
  const n = Number(employeeNumber ?? 0) || 0;
  const ending = n % 7 === 3;
  const student = ending && n % 3 === 0;
  return {
    ending,
    student,
    endsInDays: [25, 55, 85][n % 3]!,
    brutoCents: student ? 120_000 : 280_000 + ((n * 13_700) % 240_000),
  };
}

/**
 * A demo person's whole contract, as our seed books it and as the BE portal simulator holds it (demo-portal.ts
 * serves the same terms), so a first people sync matches each of ours to the portal's by its start day and
 * opens no contract conflict. Dates relative to `today` (the seed and the portal's data are written at the
 * same first start). The logistics team are workers under PC 226, everyone else employees under PC 200.
 */
export function demoContractPlan(
  person: { employeeNumber: string | null; startDate: Date | null; team: string | null },
  today: Date,
) {
  const { ending, student, endsInDays, brutoCents } = demoContractTerms(person.employeeNumber);
  const n = Number(person.employeeNumber ?? 0) || 0;
  const worker = person.team === "Logistics";
  const now = toIsoDate(today);
  return {
    ending,
    student,
    worker,
    brutoCents,
    contractType: student ? ("student" as const) : ending ? ("fixed_term" as const) : ("open_ended" as const),
    employmentType: worker ? ("worker" as const) : ("employee" as const),
    jointCommittee: worker ? "226" : "200",
    start: ending ? addDays(now, -120 - (n % 60)) : toIsoDate(person.startDate ?? parseIsoDate("2020-01-01")),
    end: ending ? addDays(now, endsInDays) : null,
    weeklySchedule: FULL_WEEK,
  };
}

export async function insertDemoContracts(tx: DbClient, groupId: number, today = new Date()): Promise<void> {
  const people = await tx.employee.findMany({
    where: { groupId, deletedAt: null, membership: null },
    select: { id: true, startDate: true, employeeNumber: true, team: { select: { name: true } } },
    orderBy: { id: "asc" },
  });
  // Planned first, then written in four batched statements (the seed runs on every first start).
  const plans = people.map((person) => ({
    person,
    ...demoContractPlan({ ...person, team: person.team?.name ?? null }, today),
  }));
  const hours = DEMO_WEEKLY_MINUTES / 60;
  const wages = await tx.employeeWage.createManyAndReturn({
    data: plans.map((p) => ({
      groupId,
      employeeId: p.person.id,
      startDate: parseIsoDate(p.start),
      brutoCents: p.brutoCents,
      weeklyMinutes: hours * 60,
      registrationCountryCode: "BE",
    })),
    select: { id: true, employeeId: true },
  });
  const wageOf = new Map(wages.map((w) => [w.employeeId, w.id]));
  await tx.wageBenefit.createMany({
    data: plans
      .filter((p) => !p.student)
      .map((p) => ({ groupId, wageId: wageOf.get(p.person.id)!, kind: "maaltijdcheques", amountCents: 15_000 })),
  });
  await tx.workSchedule.createMany({
    data: plans.map((p) => ({
      groupId,
      employeeId: p.person.id,
      validFrom: parseIsoDate(p.start),
      weeks: [FULL_WEEK],
      cycleStart: parseIsoDate(p.start),
      employmentNature: p.worker ? ("worker" as const) : ("employee" as const),
    })),
    skipDuplicates: true,
  });
  await tx.contract.createMany({
    data: plans.map((p) => ({
      groupId,
      employeeId: p.person.id,
      country: "BE" as const,
      contractType: p.contractType,
      employmentType: p.employmentType,
      jointCommittee: p.jointCommittee,
      daysPerWeek: FULL_WEEK.filter((m) => m > 0).length,
      hoursPerWeek: hours,
      wageId: wageOf.get(p.person.id)!,
      startDate: parseIsoDate(p.start),
      endDate: p.end ? parseIsoDate(p.end) : null,
      // The older contracts went to the social secretariat long ago.
      sentToProviderAt: p.ending ? null : parseIsoDate(p.start),
    })),
  });
}
