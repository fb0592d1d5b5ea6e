import { belgianPostalCode, isBelgianPostalCodeFormat, townshipDisplay } from "@/lib/be/postal-codes";
import { getPostalCodeTownships } from "@/lib/be/get-postal-code-townships";
import type { Locale } from "@/lib/i18n/locales";
import data from "@/lib/be/data/postal-codes-be.json";

const shown = (code: string, locale: Locale) => belgianPostalCode(code)?.map((t) => townshipDisplay(t, locale)) ?? null;
const names = (code: string, locale: Locale) => shown(code, locale)?.map((t) => t.name) ?? null;

describe("isBelgianPostalCodeFormat", () => {
  it.each(["1000", "4700", "9992", "9999"])("accepts %s", (code) => expect(isBelgianPostalCodeFormat(code)).toBe(true));
  it.each(["0999", "999", "10000", "10a0", "abcd", " 1000", "1000 ", "", "१०००"])("refuses %p", (code) =>
    expect(isBelgianPostalCodeFormat(code)).toBe(false),
  );
  it("refuses what is not a string", () => {
    expect(isBelgianPostalCodeFormat(1000)).toBe(false);
    expect(isBelgianPostalCodeFormat(null)).toBe(false);
  });
});

describe("belgianPostalCode", () => {
  it("names Brussels in Dutch, French and English, in the Brussels-Capital Region", () => {
    expect(shown("1000", "nl")).toEqual([
      { name: "Brussel", municipality: "Brussel", province: "Brussels Hoofdstedelijk Gewest" },
    ]);
    expect(shown("1000", "fr")).toEqual([
      { name: "Bruxelles", municipality: "Bruxelles", province: "Région de Bruxelles-Capitale" },
    ]);
    expect(shown("1000", "en")).toEqual([
      { name: "Brussels", municipality: "Brussels", province: "Brussels-Capital Region" },
    ]);
    expect(belgianPostalCode("1000")![0]!.province).toBe("BRU");
  });

  it("keeps both names of a Brussels municipality: 1050 Ixelles / Elsene", () => {
    expect(names("1050", "nl")).toEqual(["Elsene"]);
    expect(names("1050", "fr")).toEqual(["Ixelles"]);
    // English falls back to the local official name.
    expect(names("1050", "en")).toEqual(["Ixelles"]);
  });

  it("names a section of Brussels after its own name and the city: 1020 Laeken", () => {
    expect(shown("1020", "nl")).toEqual([
      { name: "Laken", municipality: "Brussel", province: "Brussels Hoofdstedelijk Gewest" },
    ]);
  });

  it("2000 is Antwerpen (Anvers in French, Antwerp in English)", () => {
    expect(shown("2000", "nl")).toEqual([{ name: "Antwerpen", municipality: "Antwerpen", province: "Antwerpen" }]);
    expect(shown("2000", "fr")).toEqual([{ name: "Anvers", municipality: "Anvers", province: "Anvers" }]);
    expect(shown("2000", "en")).toEqual([{ name: "Antwerp", municipality: "Antwerp", province: "Antwerp" }]);
  });

  it("9000 is Gent / Gand / Ghent in East Flanders", () => {
    expect(shown("9000", "nl")).toEqual([{ name: "Gent", municipality: "Gent", province: "Oost-Vlaanderen" }]);
    expect(shown("9000", "fr")).toEqual([{ name: "Gand", municipality: "Gand", province: "Flandre orientale" }]);
    expect(names("9000", "en")).toEqual(["Ghent"]);
  });

  it("4000 is Liège (Luik in Dutch) with its sections", () => {
    expect(names("4000", "fr")).toEqual(["Glain", "Liège", "Rocourt"]);
    expect(shown("4000", "nl")).toContainEqual({ name: "Luik", municipality: "Luik", province: "Luik" });
    expect(shown("4000", "fr")!.every((t) => t.municipality === "Liège" && t.province === "Liège")).toBe(true);
  });

  it("3000 is Leuven (Louvain in French) in Flemish Brabant", () => {
    expect(shown("3000", "nl")).toEqual([{ name: "Leuven", municipality: "Leuven", province: "Vlaams-Brabant" }]);
    expect(shown("3000", "fr")).toEqual([{ name: "Louvain", municipality: "Louvain", province: "Brabant flamand" }]);
    expect(names("3000", "en")).toEqual(["Leuven"]);
  });

  it("8500 is Kortrijk (Courtrai in French) in West Flanders", () => {
    expect(shown("8500", "nl")).toEqual([{ name: "Kortrijk", municipality: "Kortrijk", province: "West-Vlaanderen" }]);
    expect(shown("8500", "fr")).toEqual([
      { name: "Courtrai", municipality: "Courtrai", province: "Flandre occidentale" },
    ]);
  });

  it("2800 serves two sections of Mechelen (Malines)", () => {
    expect(shown("2800", "nl")).toEqual([
      { name: "Mechelen", municipality: "Mechelen", province: "Antwerpen" },
      { name: "Walem", municipality: "Mechelen", province: "Antwerpen" },
    ]);
    expect(shown("2800", "fr")!.map((t) => [t.name, t.municipality])).toEqual([
      ["Malines", "Malines"],
      ["Walem", "Malines"],
    ]);
  });

  it("9300 is Aalst (Alost) and 9310 its sections; 3800 Aalst in Sint-Truiden keeps one name", () => {
    expect(shown("9300", "fr")).toEqual([{ name: "Alost", municipality: "Alost", province: "Flandre orientale" }]);
    expect(names("9310", "nl")).toEqual(["Baardegem", "Herdersem", "Meldert", "Moorsel"]);
    expect(shown("9310", "nl")!.every((t) => t.municipality === "Aalst")).toBe(true);
    const truiden = shown("3800", "fr")!.find((t) => t.name === "Aalst");
    expect(truiden).toEqual({ name: "Aalst", municipality: "Saint-Trond", province: "Limbourg" });
  });

  it("4700 is Eupen, a German-speaking municipality in the province of Liège", () => {
    expect(shown("4700", "nl")).toEqual([{ name: "Eupen", municipality: "Eupen", province: "Luik" }]);
    expect(shown("4700", "fr")).toEqual([{ name: "Eupen", municipality: "Eupen", province: "Liège" }]);
  });

  it("4720 Kelmis keeps its German name and its French one (La Calamine)", () => {
    expect(names("4720", "en")).toEqual(["Kelmis"]);
    expect(names("4720", "fr")).toEqual(["La Calamine"]);
    expect(belgianPostalCode("4720")![0]!.names.name_de).toBe("Kelmis");
  });

  it("places former municipalities in their 2025 merged municipality", () => {
    expect(shown("9185", "nl")).toEqual([
      { name: "Wachtebeke", municipality: "Lochristi", province: "Oost-Vlaanderen" },
    ]);
    // Zwijndrecht moved from the province of Antwerp to East Flanders with the merger.
    expect(shown("2070", "nl")!.map((t) => [t.name, t.municipality, t.province])).toEqual([
      ["Burcht", "Beveren-Kruibeke-Zwijndrecht", "Oost-Vlaanderen"],
      ["Zwijndrecht", "Beveren-Kruibeke-Zwijndrecht", "Oost-Vlaanderen"],
    ]);
    expect(shown("6687", "fr")).toEqual([{ name: "Bertogne", municipality: "Bastogne", province: "Luxembourg" }]);
  });

  it("names facility municipalities in both languages", () => {
    expect(names("1640", "fr")).toEqual(["Rhode-Saint-Genèse"]);
    expect(names("1640", "nl")).toEqual(["Sint-Genesius-Rode"]);
    expect(names("7700", "nl")).toEqual(["Lowingen", "Moeskroen"]);
    expect(names("9600", "fr")).toEqual(["Renaix"]);
  });

  it.each(["1001", "9999", "1100", "5999"])("answers null for %s, a well-formed code that does not exist", (code) => {
    expect(belgianPostalCode(code)).toBeNull();
  });

  it.each(["abcd", "100", "10000", "0000", "__proto__", "constructor", "toString"])(
    "answers null for malformed %p",
    (code) => {
      expect(belgianPostalCode(code)).toBeNull();
    },
  );
});

describe("the dataset", () => {
  const codes = data.codes as Record<string, { name: string; municipality: string }[]>;
  const municipalities = data.municipalities as Record<string, { province: string }>;

  it("has about 565 municipalities (after the 2025 mergers), each with at least one postal code", () => {
    const used = new Set(Object.values(codes).flatMap((list) => list.map((t) => t.municipality)));
    expect(Object.keys(municipalities)).toHaveLength(565);
    expect([...used].sort()).toEqual(Object.keys(municipalities).sort());
  });

  it("has only 4-digit codes between 1000 and 9992, each with at least one township", () => {
    for (const [code, list] of Object.entries(codes)) {
      expect(code).toMatch(/^[1-9]\d{3}$/);
      expect(Number(code)).toBeLessThanOrEqual(9992);
      expect(list.length).toBeGreaterThan(0);
    }
    expect(Object.keys(codes).length).toBeGreaterThan(1100);
  });

  it("puts every municipality in a known province whose code range matches its postal codes", () => {
    const ranges: Record<string, [number, number][]> = {
      BRU: [[1000, 1299]],
      WBR: [[1300, 1499]],
      VBR: [
        [1500, 1999],
        [3000, 3499],
      ],
      VAN: [[2000, 2999]],
      VLI: [[3500, 3999]],
      WLG: [[4000, 4999]],
      WNA: [[5000, 5999]],
      WHT: [
        [6000, 6599],
        [7000, 7999],
      ],
      WLX: [[6600, 6999]],
      VWV: [[8000, 8999]],
      // Zwijndrecht (2070) joined Beveren-Kruibeke-Zwijndrecht, East Flanders, in 2025.
      VOV: [
        [9000, 9999],
        [2070, 2070],
      ],
    };
    for (const [code, list] of Object.entries(codes)) {
      for (const t of list) {
        const province = municipalities[t.municipality]!.province;
        const inRange = ranges[province]!.some(([lo, hi]) => Number(code) >= lo && Number(code) <= hi);
        if (!inRange) throw new Error(`${code} ${t.name} (${t.municipality}) is not in ${province}'s range`);
      }
    }
  });
});

// lib/be is pure: an unknown code is a plain null the route turns into 404, never lib/api's AppError.
describe("getPostalCodeTownships", () => {
  it("answers null for a well-formed code that does not exist", () => {
    expect(getPostalCodeTownships("1001", "en")).toBeNull();
  });
  it("answers the code's townships in the caller's language", () => {
    expect(getPostalCodeTownships("1000", "fr")?.data).toEqual({ postal_code: "1000", townships: shown("1000", "fr") });
  });
});
