import { composedLastName, displayName } from "@/lib/people/display-name";

const fenna = {
  firstName: "Fenna",
  insertion: "In het",
  lastName: "Veld",
  insertionPartner: "van",
  lastNamePartner: "Velzen",
};

describe("Dutch name usage (BRP 61.10)", () => {
  it.each([
    ["E", "In het Veld"],
    ["P", "van Velzen"],
    ["V", "van Velzen-In het Veld"],
    ["N", "In het Veld-van Velzen"],
  ])("%s gives %s", (code, expected) => {
    expect(composedLastName({ ...fenna, lastNameComposition: code })).toBe(expected);
  });

  it("falls back to the own surname without a partner surname, whatever the code", () => {
    expect(composedLastName({ firstName: "Jan", lastName: "Dijk", insertion: "van", lastNameComposition: "P" })).toBe(
      "van Dijk",
    );
  });

  it("defaults to E and accepts lower-case codes", () => {
    expect(composedLastName(fenna)).toBe("In het Veld");
    expect(composedLastName({ ...fenna, lastNameComposition: "n" })).toBe("In het Veld-van Velzen");
  });
});

describe("displayName", () => {
  it("keeps the name particle (tussenvoegsel) with the surname", () => {
    expect(displayName({ firstName: "Iris", insertion: "de", lastName: "Boer" })).toBe("Iris de Boer");
    expect(displayName({ firstName: "Iris", insertion: "de", lastName: "Boer" }, "last_first")).toBe("de Boer, Iris");
    expect(displayName({ firstName: " Iris ", insertion: " ", lastName: "Boer" })).toBe("Iris Boer");
  });

  it("puts the first name first or last", () => {
    expect(displayName({ firstName: "Marie", lastName: "Dubois" })).toBe("Marie Dubois");
    expect(displayName({ firstName: "Marie", lastName: "Dubois" }, "last_first")).toBe("Dubois, Marie");
    expect(displayName({ ...fenna, lastNameComposition: "V" }, "last_first")).toBe("van Velzen-In het Veld, Fenna");
  });
});
