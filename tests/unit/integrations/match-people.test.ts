import { chooseMatches, currentContract } from "@/lib/integrations/match-people";

const c = (externalId: string, byNationalNumber: number[], byNameAndBirthDate: number[] = []) => ({
  externalId,
  byNationalNumber,
  byNameAndBirthDate,
});

describe("chooseMatches", () => {
  it("matches by national number first, then by name and birth date", () => {
    expect(chooseMatches([c("a", [1]), c("b", [], [2])], new Set())).toEqual([
      { externalId: "a", employeeId: 1, matchedBy: "national_number" },
      { externalId: "b", employeeId: 2, matchedBy: "name_birth_date" },
    ]);
  });

  it("leaves ambiguous people unmatched", () => {
    expect(chooseMatches([c("a", [1, 2]), c("b", [], [3, 4])], new Set())).toEqual([]);
  });

  it("does not fall back to the name when the national number names someone, even ambiguously", () => {
    expect(chooseMatches([c("a", [1, 2], [3])], new Set())).toEqual([]);
  });

  it("never gives one employee two provider people, and skips employees already linked", () => {
    expect(chooseMatches([c("a", [], [1]), c("b", [], [1]), c("c", [5])], new Set([5]))).toEqual([
      { externalId: "a", employeeId: 1, matchedBy: "name_birth_date" },
    ]);
  });

  it("lets a sure national-number match win over an earlier name match for the same employee", () => {
    expect(chooseMatches([c("a", [], [7]), c("b", [7])], new Set())).toEqual([
      { externalId: "b", employeeId: 7, matchedBy: "national_number" },
    ]);
  });

  it("counts a repeated candidate once", () => {
    expect(chooseMatches([c("a", [3, 3])], new Set())).toEqual([
      { externalId: "a", employeeId: 3, matchedBy: "national_number" },
    ]);
  });
});

describe("currentContract", () => {
  it("takes the open-ended contract, else the latest one", () => {
    const old = { startDate: "2020-01-01", endDate: "2021-12-31" };
    const open = { startDate: "2019-01-01", endDate: null };
    const last = { startDate: "2024-01-01", endDate: "2024-12-31" };
    expect(currentContract([old, open, last])).toBe(open);
    expect(currentContract([old, last])).toBe(last);
    expect(currentContract([])).toBeNull();
  });
});
