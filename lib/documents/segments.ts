// Segments: the spec names visible_for_specific_segment without saying what a segment is. Here a segment
// is a fixed, named rule over the Employee record, evaluated when someone reads (so people move in and out
// of a segment as their record changes):
//   managers     – people who manage others: someone reports to them, or their user account manages a team
//   language_nl / language_fr / language_en – the person's preferred language
//   country_be / country_nl – the person's home address is in Belgium / the Netherlands (country_code)
// A company document meant for a segment is shown to users whose own employee record matches it (besides
// the teams it names). The catalogue is code, not data: rules must stay evaluable in SQL and in memory.
import type { Prisma } from "@/lib/db/generated/client";

export const SEGMENT_KEYS = [
  "managers",
  "language_nl",
  "language_fr",
  "language_en",
  "country_be",
  "country_nl",
] as const;
export type SegmentKey = (typeof SEGMENT_KEYS)[number];

const LABELS: Record<SegmentKey, { en: string; nl: string; fr: string }> = {
  managers: {
    en: "Managers (people who manage others)",
    nl: "Managers (wie anderen aanstuurt)",
    fr: "Managers (personnes qui encadrent d'autres)",
  },
  language_nl: { en: "Dutch-speaking people", nl: "Nederlandstaligen", fr: "Néerlandophones" },
  language_fr: { en: "French-speaking people", nl: "Franstaligen", fr: "Francophones" },
  language_en: { en: "English-speaking people", nl: "Engelstaligen", fr: "Anglophones" },
  country_be: { en: "Living in Belgium", nl: "Wonend in België", fr: "Habitant en Belgique" },
  country_nl: { en: "Living in the Netherlands", nl: "Wonend in Nederland", fr: "Habitant aux Pays-Bas" },
};

export function isSegmentKey(value: string): value is SegmentKey {
  return (SEGMENT_KEYS as readonly string[]).includes(value);
}

export function segmentLabel(key: SegmentKey, language: string | null | undefined): string {
  const l = language === "nl" || language === "fr" ? language : "en";
  return LABELS[key][l];
}

/** What a segment rule reads of a person. */
export type SegmentFacts = {
  preferredLanguage: string | null;
  countryCode: string | null;
  reportsCount: number;
  managesTeams: boolean;
};

export function matchesSegment(person: SegmentFacts, key: SegmentKey): boolean {
  switch (key) {
    case "managers":
      return person.reportsCount > 0 || person.managesTeams;
    case "language_nl":
    case "language_fr":
    case "language_en":
      return person.preferredLanguage === key.slice("language_".length);
    case "country_be":
    case "country_nl":
      return (person.countryCode ?? "").toUpperCase() === key.slice("country_".length).toUpperCase();
  }
}

export function segmentsOf(person: SegmentFacts): SegmentKey[] {
  return SEGMENT_KEYS.filter((key) => matchesSegment(person, key));
}

/** The same rule as a Prisma filter on Employee (who is in a segment, for notifying). */
export function segmentEmployeeWhere(key: SegmentKey): Prisma.EmployeeWhereInput {
  switch (key) {
    case "managers":
      return {
        OR: [{ reports: { some: { deletedAt: null } } }, { membership: { is: { managedTeams: { some: {} } } } }],
      };
    case "language_nl":
    case "language_fr":
    case "language_en":
      return { preferredLanguage: key.slice("language_".length) as "nl" | "fr" | "en" };
    case "country_be":
    case "country_nl":
      return { countryCode: { equals: key.slice("country_".length), mode: "insensitive" } };
  }
}
