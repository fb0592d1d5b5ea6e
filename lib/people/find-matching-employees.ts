// Finds people among the visible ones by national number (through the lookup hash: nothing is decrypted
// to search) or by name and birth date. The answer echoes only what the caller sent and the matches'
// ids and names; a national number is shown only to callers with the sensitive right.
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { lookupHash } from "@/lib/crypto/field-encryption";
import { db } from "@/lib/db/client";
import { displayName, NAME_PARTS_SELECT } from "./display-name";
import { dayString, normaliseNationalNumber } from "./people-fields";
import type { TFindMatchingEmployeesInput } from "./people.types";
import { visiblePeopleWhere } from "./visible-employees";

const MATCH_SELECT = {
  id: true,
  ...NAME_PARTS_SELECT,
  birthDate: true,
  nationalNumberHash: true,
  teamId: true,
} as const;

type MatchRow = {
  id: number;
  firstName: string;
  lastName: string;
  insertion: string | null;
  lastNameComposition: string | null;
  insertionPartner: string | null;
  lastNamePartner: string | null;
  birthDate: Date | null;
  teamId: number | null;
};

type Match = {
  employee_id: number;
  display_name: string;
  first_name: string;
  last_name: string;
  birth_date: string | null;
  team_id: number | null;
};

export async function findMatchingEmployees(ctx: RequestContext, input: TFindMatchingEmployeesInput) {
  const visible = visiblePeopleWhere(ctx);
  const toMatch = (e: MatchRow): Match => ({
    employee_id: e.id,
    display_name: displayName(e),
    first_name: e.firstName,
    last_name: e.lastName,
    birth_date: dayString(e.birthDate),
    team_id: e.teamId,
  });

  // Matching by number is itself a read of the number: without the sensitive right a caller could try
  // the few hundred numbers a known birth date allows and learn the real one from the match.
  if (input.national_numbers && !can(ctx.subject, "sensitive.read")) {
    throw AppError.forbidden("Matching by national number needs the sensitive data right");
  }
  const byNationalNumber = input.national_numbers
    ? await matchNationalNumbers(ctx, visible, input.national_numbers, toMatch)
    : undefined;
  const byNameAndDob = input.nameAndDOBs
    ? await matchNamesAndBirthDates(visible, input.nameAndDOBs, input.search_type === "exact", toMatch)
    : undefined;
  return {
    data: {
      ...(byNationalNumber ? { national_numbers: byNationalNumber } : {}),
      ...(byNameAndDob ? { nameAndDOBs: byNameAndDob } : {}),
    },
  };
}

async function matchNationalNumbers(
  ctx: RequestContext,
  visible: ReturnType<typeof visiblePeopleWhere>,
  numbers: string[],
  toMatch: (e: MatchRow) => Match,
) {
  const showNumbers = can(ctx.subject, "sensitive.read");
  const queries = numbers.map((raw, index) => ({ index, raw, normal: normaliseNationalNumber(raw) }));
  const hashes = [...new Set(queries.flatMap((q) => (q.normal ? [lookupHash(q.normal)!] : [])))];
  const rows = hashes.length
    ? await db.employee.findMany({
        where: { AND: [visible, { nationalNumberHash: { in: hashes } }] },
        select: MATCH_SELECT,
        orderBy: { id: "asc" },
      })
    : [];
  return queries.map((q) => {
    const hash = q.normal ? lookupHash(q.normal) : null;
    return {
      index: q.index,
      // The caller's own input comes back only for callers who may read national numbers.
      ...(showNumbers ? { national_number: q.normal ?? q.raw } : {}),
      valid: q.normal !== null,
      matches: hash ? rows.filter((r) => r.nationalNumberHash === hash).map(toMatch) : [],
    };
  });
}

type NameQuery = NonNullable<TFindMatchingEmployeesInput["nameAndDOBs"]>[number];

// All the queries in one read (a sync asks for a page of 200 people at once): the people born on any of
// the asked days whose first or last name is one asked for that day, then each query takes its own rows.
// Names compare case-insensitively, as the database's insensitive mode does; "exact" needs both names,
// otherwise either one.
async function matchNamesAndBirthDates(
  visible: ReturnType<typeof visiblePeopleWhere>,
  queries: NameQuery[],
  exact: boolean,
  toMatch: (e: MatchRow) => Match,
) {
  const rows = queries.length
    ? await db.employee.findMany({
        where: {
          AND: [
            visible,
            {
              OR: queries.map((q) => ({
                birthDate: q.birth_date,
                OR: [
                  { firstName: { equals: q.first_name, mode: "insensitive" as const } },
                  { lastName: { equals: q.last_name, mode: "insensitive" as const } },
                ],
              })),
            },
          ],
        },
        select: MATCH_SELECT,
        orderBy: { id: "asc" },
      })
    : [];
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  return queries.map((q) => {
    const day = dayString(q.birth_date);
    const matches = rows.filter((r) => {
      if (dayString(r.birthDate) !== day) return false;
      const first = same(r.firstName, q.first_name);
      const last = same(r.lastName, q.last_name);
      return exact ? first && last : first || last;
    });
    return { first_name: q.first_name, last_name: q.last_name, birth_date: day, matches: matches.map(toMatch) };
  });
}
