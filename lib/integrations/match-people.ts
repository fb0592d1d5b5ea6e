// Which of our employees a provider's person is (issue 19): first by national number, then by first
// name, last name and birth date together. A match counts only when it is the one candidate; ambiguous
// people stay unlinked for a person to link by hand. An employee is never given two provider people of
// one integration. Pure: the candidates come from findMatchingEmployees.
export type MatchedBy = "national_number" | "name_birth_date";

export type MatchCandidates = {
  externalId: string;
  byNationalNumber: number[];
  byNameAndBirthDate: number[];
};

export type MatchDecision = { externalId: string; employeeId: number; matchedBy: MatchedBy };

export function chooseMatches(candidates: MatchCandidates[], alreadyLinked: ReadonlySet<number>): MatchDecision[] {
  const taken = new Set(alreadyLinked);
  const decisions: MatchDecision[] = [];
  // Two passes, so that a sure national-number match is never lost to an earlier name match.
  const pick = (
    list: MatchCandidates[],
    ids: (c: MatchCandidates) => number[],
    matchedBy: MatchedBy,
    decided: Set<string>,
  ) => {
    for (const c of list) {
      if (decided.has(c.externalId)) continue;
      const unique = [...new Set(ids(c))];
      if (unique.length !== 1 || taken.has(unique[0]!)) continue;
      taken.add(unique[0]!);
      decided.add(c.externalId);
      decisions.push({ externalId: c.externalId, employeeId: unique[0]!, matchedBy });
    }
  };
  const decided = new Set<string>();
  pick(candidates, (c) => c.byNationalNumber, "national_number", decided);
  // A person whose national number names someone (even ambiguously) is not matched by name instead.
  pick(
    candidates.filter((c) => c.byNationalNumber.length === 0),
    (c) => c.byNameAndBirthDate,
    "name_birth_date",
    decided,
  );
  return decisions;
}

/** The contract in force: the open-ended one, else the one that started last. */
export function currentContract<T extends { startDate: string; endDate: string | null }>(contracts: T[]): T | null {
  if (contracts.length === 0) return null;
  const sorted = [...contracts].sort((a, b) => b.startDate.localeCompare(a.startDate));
  return sorted.find((c) => c.endDate === null) ?? sorted[0]!;
}
