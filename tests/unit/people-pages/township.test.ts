import { townshipOf } from "@/components/people/personal-data-form";

describe("the city filled from a Belgian postal code", () => {
  it("takes the one place a code serves", () => {
    expect(townshipOf({ data: { postal_code: "9000", townships: [{ name: "Gent", municipality: "Gent" }] } })).toBe(
      "Gent",
    );
  });
  it("takes the municipality that several sections share", () => {
    const sections = ["Baardegem", "Herdersem", "Meldert", "Moorsel"].map((name) => ({ name, municipality: "Aalst" }));
    expect(townshipOf({ data: { postal_code: "9310", townships: sections } })).toBe("Aalst");
  });
  it("takes the first place when they belong to different municipalities, and nothing for no places", () => {
    expect(
      townshipOf({
        data: {
          townships: [
            { name: "A", municipality: "X" },
            { name: "B", municipality: "Y" },
          ],
        },
      }),
    ).toBe("A");
    expect(townshipOf({ data: { townships: [] } })).toBeNull();
  });
});
