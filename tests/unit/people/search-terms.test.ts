// The people search's word filters: split into at most five words, a lower-cased searchText prefilter only
// for ASCII words (JavaScript and PostgreSQL lower-case those alike), and always the exact per-column ILIKE.
import { MAX_SEARCH_TERMS, personSearchTermWhere, searchTerms } from "@/lib/people/search-terms";

describe("searchTerms", () => {
  it("splits on any whitespace and keeps at most five words", () => {
    expect(searchTerms("  jan\tvan\u00a0den  berg ")).toEqual(["jan", "van", "den", "berg"]);
    expect(searchTerms("a b c d e f g")).toHaveLength(MAX_SEARCH_TERMS);
    expect(searchTerms(undefined)).toEqual([]);
    expect(searchTerms("   ")).toEqual([]);
  });
});

describe("personSearchTermWhere", () => {
  const exact = (term: string) => ({
    OR: [{ firstName: { contains: term, mode: "insensitive" } }, { email: { contains: term, mode: "insensitive" } }],
  });

  it("puts a lower-cased LIKE on searchText before the exact ILIKEs for ASCII words", () => {
    expect(personSearchTermWhere("PeeT", ["firstName", "email"])).toEqual({
      AND: [{ searchText: { contains: "peet" } }, exact("PeeT")],
    });
  });

  it("uses the exact ILIKEs alone for words with other letters, whose case folding the database decides", () => {
    expect(personSearchTermWhere("Élo", ["firstName", "email"])).toEqual(exact("Élo"));
    expect(personSearchTermWhere("straße", ["firstName", "email"])).toEqual(exact("straße"));
  });
});
