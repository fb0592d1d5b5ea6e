import { personSearchTermWhere, searchTextPrefilter } from "@/lib/people/search-terms";

describe("the searchText prefilter", () => {
  it("looks for ASCII words lower-cased", () => {
    expect(searchTextPrefilter("ALI")).toBe("ali");
    expect(searchTextPrefilter("a%")).toBe("a%");
  });

  it("is skipped for non-ASCII words and for words with a backslash (LIKE's escape character)", () => {
    expect(searchTextPrefilter("Éloïse")).toBeNull();
    for (const word of ["x\\", "\\", "a\\b", "\\\\"]) expect([word, searchTextPrefilter(word)]).toEqual([word, null]);
    expect(personSearchTermWhere("x\\", ["firstName"])).toEqual({
      OR: [{ firstName: { contains: "x\\", mode: "insensitive" } }],
    });
  });
});
