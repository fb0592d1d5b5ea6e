// Makes one plausible demo employee: name, language and nationality that match the name's origin, a home
// address with a real postal code, a valid national number and IBAN. Pure: all chance comes from the
// seeded generator, all dates from the reference date, so the same inputs give the same person.
import { generateNationalNumber } from "@/lib/be/national-number";
import type { Language } from "@/lib/db/generated/client";
import { generateBelgianIban, generateDutchIban } from "@/lib/iban/iban";
import {
  BELGIAN_BANK_CODES,
  BIRTH_PLACES,
  DUTCH_BANK_CODES,
  FIRST_NAMES,
  NATIONALITIES,
  STREETS,
  SURNAMES,
  type Origin,
  type Town,
} from "./demo-names";
import type { CreateEmployeeOptions } from "./factories";
import type { SeededRandom } from "./seeded-random";

export type DemoPerson = Omit<CreateEmployeeOptions, "groupId" | "teamId"> & {
  firstName: string;
  lastName: string;
  gender: "male" | "female";
  preferredLanguage: Language;
  nationalNumber: string;
  iban: string;
};

export type MakeDemoPersonOptions = {
  rng: SeededRandom;
  origin: Origin;
  towns: Record<Origin, readonly Town[]>;
  /** "Today" for the demo data: fixed, so ages and seniority do not drift between runs. */
  referenceDate: Date;
  ageRange: readonly [number, number];
  /** Unique across the whole seed: it becomes the national number's day counter, so no two collide. */
  serial: number;
  workEmailDomain: string;
  employeeNumber: string;
  jobTitle: string;
  /** Full names already used, so the demo has no namesakes. */
  usedNames: Set<string>;
};

const LANGUAGE_BY_ORIGIN: Record<Origin, Language> = { flemish: "nl", walloon: "fr", dutch: "nl", english: "en" };
// Nobody in the demo started before the company's payroll history begins.
const EARLIEST_START = Date.UTC(2004, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

export function makeDemoPerson(o: MakeDemoPersonOptions): DemoPerson {
  const { rng, origin } = o;
  const gender = rng.chance(0.5) ? "male" : "female";
  const { firstName, surname } = pickUnusedName(o, gender);

  const birthDate = randomBirthDate(rng, o.referenceDate, o.ageRange);
  const startDate = randomStartDate(rng, birthDate, o.referenceDate);
  const home = rng.pick(o.towns[origin]);
  const nameForEmail = slug(firstName) + "." + slug(`${surname.insertion ?? ""}${surname.lastName}`);

  return {
    employeeNumber: o.employeeNumber,
    firstName,
    insertion: surname.insertion ?? null,
    lastName: surname.lastName,
    initials: `${firstName[0]}.`,
    gender,
    birthDate,
    birthPlace: rng.pick(BIRTH_PLACES[origin]),
    nationality: rng.pick(NATIONALITIES[origin]),
    preferredLanguage: LANGUAGE_BY_ORIGIN[origin],
    email: `${nameForEmail}@${o.workEmailDomain}`,
    privateEmail: rng.chance(0.6) ? `${nameForEmail}${rng.int(1, 99)}@example.com` : null,
    phone: belgianMobile(rng),
    street: rng.pick(STREETS[home.streets]),
    houseNumber: String(rng.int(1, 180)),
    box: rng.chance(0.12) ? String(rng.int(1, 12)) : null,
    postalCode: home.postalCode,
    city: home.city,
    countryCode: "BE",
    jobTitle: o.jobTitle,
    startDate,
    seniorityDate: startDate,
    // Residents of Belgium all have a national number, whatever their nationality.
    nationalNumber: generateNationalNumber(birthDate, gender, 2 * o.serial + (gender === "male" ? 1 : 2)),
    iban: randomIban(rng, origin),
  };
}

function pickUnusedName(o: MakeDemoPersonOptions, gender: "male" | "female") {
  for (;;) {
    const firstName = o.rng.pick(FIRST_NAMES[o.origin][gender]);
    const surname = o.rng.pick(SURNAMES[o.origin]);
    const fullName = `${firstName} ${surname.insertion ?? ""} ${surname.lastName}`;
    if (o.usedNames.has(fullName)) continue;
    o.usedNames.add(fullName);
    return { firstName, surname };
  }
}

function randomBirthDate(rng: SeededRandom, reference: Date, [minAge, maxAge]: readonly [number, number]): Date {
  const latest = Date.UTC(reference.getUTCFullYear() - minAge, reference.getUTCMonth(), reference.getUTCDate());
  const earliest = Date.UTC(
    reference.getUTCFullYear() - maxAge - 1,
    reference.getUTCMonth(),
    reference.getUTCDate() + 1,
  );
  return new Date(earliest + rng.int(0, Math.floor((latest - earliest) / DAY_MS)) * DAY_MS);
}

// Started working here at 19 at the earliest, and at least a month before the reference date.
function randomStartDate(rng: SeededRandom, birthDate: Date, reference: Date): Date {
  const adult = Date.UTC(birthDate.getUTCFullYear() + 19, birthDate.getUTCMonth(), birthDate.getUTCDate());
  const earliest = Math.max(adult, EARLIEST_START);
  const latest = reference.getTime() - 30 * DAY_MS;
  const day = new Date(earliest + rng.int(0, Math.max(0, Math.floor((latest - earliest) / DAY_MS))) * DAY_MS);
  // Belgian contracts mostly start on the first of a month.
  return rng.chance(0.7) ? new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1)) : day;
}

function randomIban(rng: SeededRandom, origin: Origin): string {
  if (origin === "dutch" && rng.chance(0.5)) {
    return generateDutchIban(rng.weighted(DUTCH_BANK_CODES), rng.int(100_000_000, 999_999_999));
  }
  return generateBelgianIban(rng.weighted(BELGIAN_BANK_CODES), rng.int(0, 9_999_999));
}

// Belgian mobile numbers are 04xx xx xx xx; the 046-049 ranges belong to the mobile operators.
function belgianMobile(rng: SeededRandom): string {
  const two = () => String(rng.int(0, 99)).padStart(2, "0");
  return `+32 4${rng.int(60, 99)} ${two()} ${two()} ${two()}`;
}

function slug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
}
