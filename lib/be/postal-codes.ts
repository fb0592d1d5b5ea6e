// Belgian postal codes (bpost) and the townships each serves, from lib/be/data/postal-codes-be.json.
// That file was written by hand from general knowledge of bpost's published list (no third-party file
// was copied); it is incomplete by design and should be checked against bpost's list. A code missing
// from it is answered as unknown, so an address form must still accept what the user types.
import data from "./data/postal-codes-be.json";
import type { Locale } from "@/lib/i18n/locales";

type PlaceNames = { name_nl?: string; name_fr?: string; name_de?: string; name_en?: string };
type RawTownship = PlaceNames & { name: string; municipality: string };
type RawMunicipality = PlaceNames & { province: string };

export type BelgianProvinceCode = "BRU" | "VAN" | "VBR" | "VLI" | "VOV" | "VWV" | "WBR" | "WHT" | "WLG" | "WLX" | "WNA";

/** One locality a postal code serves, with every official name it has. */
export type BelgianTownship = {
  /** Local official name (French in the Brussels-Capital Region, German in the German-speaking Community). */
  name: string;
  names: PlaceNames;
  municipality: { name: string; names: PlaceNames };
  /** ISO 3166-2:BE code without "BE-"; BRU is the Brussels-Capital Region. */
  province: BelgianProvinceCode;
};

export type TTownshipDisplay = { name: string; municipality: string; province: string };

const CODES = data.codes as Record<string, RawTownship[]>;
const MUNICIPALITIES = data.municipalities as Record<string, RawMunicipality>;

const PROVINCE_NAMES: Record<BelgianProvinceCode, Record<Locale, string>> = {
  BRU: { en: "Brussels-Capital Region", nl: "Brussels Hoofdstedelijk Gewest", fr: "Région de Bruxelles-Capitale" },
  VAN: { en: "Antwerp", nl: "Antwerpen", fr: "Anvers" },
  VBR: { en: "Flemish Brabant", nl: "Vlaams-Brabant", fr: "Brabant flamand" },
  VLI: { en: "Limburg", nl: "Limburg", fr: "Limbourg" },
  VOV: { en: "East Flanders", nl: "Oost-Vlaanderen", fr: "Flandre orientale" },
  VWV: { en: "West Flanders", nl: "West-Vlaanderen", fr: "Flandre occidentale" },
  WBR: { en: "Walloon Brabant", nl: "Waals-Brabant", fr: "Brabant wallon" },
  WHT: { en: "Hainaut", nl: "Henegouwen", fr: "Hainaut" },
  WLG: { en: "Liège", nl: "Luik", fr: "Liège" },
  WLX: { en: "Luxembourg", nl: "Luxemburg", fr: "Luxembourg" },
  WNA: { en: "Namur", nl: "Namen", fr: "Namur" },
};

/** Four digits, 1000–9999: the shape of a Belgian postal code (whether it exists is another question). */
export function isBelgianPostalCodeFormat(code: unknown): code is string {
  return typeof code === "string" && /^[1-9]\d{3}$/.test(code);
}

/** The townships a Belgian postal code serves, or null when the code is malformed or not in the list. */
export function belgianPostalCode(code: string): BelgianTownship[] | null {
  if (!isBelgianPostalCodeFormat(code) || !Object.hasOwn(CODES, code)) return null;
  return CODES[code]!.map(({ name, municipality, ...names }) => {
    const { province, ...municipalityNames } = MUNICIPALITIES[municipality]!;
    return {
      name,
      names,
      municipality: { name: municipality, names: municipalityNames },
      province: province as BelgianProvinceCode,
    };
  });
}

/** The name to show in a screen language; English (and a language the place has no name in) gets the local official name. */
export function placeName(name: string, names: PlaceNames, locale: Locale): string {
  if (locale === "nl") return names.name_nl ?? name;
  if (locale === "fr") return names.name_fr ?? name;
  return names.name_en ?? name;
}

export function provinceName(code: BelgianProvinceCode, locale: Locale): string {
  return PROVINCE_NAMES[code][locale];
}

export function townshipDisplay(township: BelgianTownship, locale: Locale): TTownshipDisplay {
  return {
    name: placeName(township.name, township.names, locale),
    municipality: placeName(township.municipality.name, township.municipality.names, locale),
    province: provinceName(township.province, locale),
  };
}
