// Fills one company with many people fast (benchmarks of the people list and export): rows built in
// memory with valid, distinct national numbers and IBANs (encrypted like real rows), spread over a few
// teams, inserted with createMany in batches. Takes the client so a benchmark can pass its own.
import { generateNationalNumber } from "@/lib/be/national-number";
import { encryptField, lookupHash } from "@/lib/crypto/field-encryption";
import type { Prisma } from "@/lib/db/generated/client";
import { bicForIban, generateBelgianIban } from "@/lib/iban/iban";
import type { DbClient } from "./factories";

export type SeedTenThousandOptions = {
  groupId: number;
  /** How many people (default 10,000). */
  count?: number;
  /** How many teams to create and spread the people over (default 20). */
  teams?: number;
  batchSize?: number;
  /** Every n-th person is sensitive (default 50); 0 for none. */
  sensitiveEvery?: number;
};

const FIRST = [
  "Emma",
  "Lucas",
  "Olivia",
  "Noah",
  "Louise",
  "Arthur",
  "Mila",
  "Jules",
  "Elena",
  "Finn",
  "Lotte",
  "Daan",
  "Sofie",
  "Milan",
  "Julie",
  "Wout",
  "Nora",
  "Lars",
  "Fien",
  "Bram",
];
const LAST = [
  "Peeters",
  "Janssens",
  "Maes",
  "Jacobs",
  "Mertens",
  "Willems",
  "Claes",
  "Goossens",
  "Wouters",
  "De Smet",
  "Dubois",
  "Lambert",
  "Dupont",
  "De Vries",
  "Bakker",
  "Visser",
  "Smit",
  "Meijer",
  "Mulder",
  "Bos",
];

export async function seedTenThousand(
  client: DbClient,
  options: SeedTenThousandOptions,
): Promise<{ count: number; teamIds: number[] }> {
  const count = options.count ?? 10_000;
  const batchSize = options.batchSize ?? 1_000;
  const sensitiveEvery = options.sensitiveEvery ?? 50;
  const teams = await client.team.createManyAndReturn({
    data: Array.from({ length: options.teams ?? 20 }, (_, i) => ({
      groupId: options.groupId,
      name: `Bulk team ${String(i + 1).padStart(2, "0")}`,
    })),
    select: { id: true },
  });
  const teamIds = teams.map((t) => t.id);
  for (let start = 0; start < count; start += batchSize) {
    const rows: Prisma.EmployeeCreateManyInput[] = [];
    for (let i = start; i < Math.min(start + batchSize, count); i++)
      rows.push(bulkPerson(options.groupId, teamIds, i, sensitiveEvery));
    await client.employee.createMany({ data: rows });
  }
  return { count, teamIds };
}

function bulkPerson(
  groupId: number,
  teamIds: number[],
  i: number,
  sensitiveEvery: number,
): Prisma.EmployeeCreateManyInput {
  const male = i % 2 === 0;
  // Distinct national numbers: a different birth day for every 499 people, a different sequence within it.
  const birthDate = new Date(
    Date.UTC(1960 + (Math.floor(i / 499) % 40), 0, 1 + Math.floor(i / 499 / 40) + (Math.floor(i / 499) % 28)),
  );
  const sequence = 2 * (i % 499) + (male ? 1 : 2);
  const nationalNumber = generateNationalNumber(birthDate, male ? "male" : "female", sequence);
  const iban = generateBelgianIban("068", 2_000_000 + i);
  const firstName = FIRST[i % FIRST.length]!;
  const lastName = `${LAST[Math.floor(i / FIRST.length) % LAST.length]}${i >= 400 ? ` ${Math.floor(i / 400)}` : ""}`;
  return {
    groupId,
    teamId: teamIds.length ? teamIds[i % teamIds.length]! : null,
    firstName,
    lastName,
    email: `person${i}@bulk.test`,
    employeeNumber: `B${String(i + 1).padStart(6, "0")}`,
    gender: male ? "male" : "female",
    birthDate,
    nationalNumberEnc: encryptField(nationalNumber),
    nationalNumberHash: lookupHash(nationalNumber),
    ibanEnc: encryptField(iban),
    bic: bicForIban(iban),
    startDate: new Date(Date.UTC(2010 + (i % 15), i % 12, 1)),
    jobTitle: i % 10 === 0 ? "Team lead" : "Specialist",
    isSensitive: sensitiveEvery > 0 && i % sensitiveEvery === sensitiveEvery - 1,
  };
}
