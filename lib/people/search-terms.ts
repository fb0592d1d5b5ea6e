// The word filters of the people searches (the directory list and its export, the global search): every
// word must occur, case-insensitively, in one of the given columns. The exact test is the columns' ILIKEs;
// before them stands a plain LIKE on Employee.searchText (all searchable columns lower-cased into one
// string by a database trigger), which is 20-40x cheaper per row than six case-folding ILIKEs. The
// prefilter only ever narrows to a superset of the exact matches, so results are the same as ILIKE alone:
// whatever lower(column) contains, the string holding lower(column) contains too. PostgreSQL evaluates the
// cheaper LIKE first and runs the ILIKEs only on the rows it kept.
import type { Prisma } from "@/lib/db/generated/client";

export type PersonSearchColumn =
  "firstName" | "lastName" | "insertion" | "lastNamePartner" | "email" | "employeeNumber";

// More words than this add nothing a person types into a search box, and each costs a comparison per row.
export const MAX_SEARCH_TERMS = 5;

/** The words of a search box: split on whitespace, at most MAX_SEARCH_TERMS. */
export function searchTerms(search: string | undefined): string[] {
  return (search ?? "").split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_TERMS);
}

// JavaScript and PostgreSQL lower-case ASCII the same way; other letters depend on the database's collation
// (PGlite's C locale folds ASCII only), so a word with any non-ASCII character skips the prefilter and is
// matched by the ILIKEs alone, still correctly.
const ASCII = /^[\x20-\x7e]*$/;

/** One word: the searchText prefilter (ASCII words) and the exact ILIKE over `columns`. */
export function personSearchTermWhere(term: string, columns: readonly PersonSearchColumn[]): Prisma.EmployeeWhereInput {
  const exact: Prisma.EmployeeWhereInput = {
    OR: columns.map((column) => ({ [column]: { contains: term, mode: "insensitive" as const } })),
  };
  const prefilter = searchTextPrefilter(term);
  if (prefilter === null) return exact;
  return { AND: [{ searchText: { contains: prefilter } }, exact] };
}

/** What the searchText prefilter looks for (the word lower-cased), or null when the word skips it. */
export function searchTextPrefilter(term: string): string | null {
  // A backslash is LIKE's escape character: a word ending in one escapes the pattern's closing % (`x\` makes
  // `%x\%`, which must match at the end of the string), true of one column but on the joined search_text
  // only of the last one, so the prefilter would drop people the ILIKEs find. Such words skip it.
  if (term.includes("\\")) return null;
  return ASCII.test(term) ? term.toLowerCase() : null;
}
