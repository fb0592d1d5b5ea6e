// The employee field validators: real identifier algorithms, dates in both spellings, masks, photo bytes.
import { generateNationalNumber } from "@/lib/be/national-number";
import { generateBsn } from "@/lib/nl/bsn";
import { maskIban, maskNationalNumber } from "@/lib/people/mask-sensitive";
import {
  dayString,
  normaliseNationalNumber,
  parseDay,
  zCountryCode,
  zIbanOrNull,
  zOptionalText,
  zPhone,
} from "@/lib/people/people-fields";
import { decodeBase64, sniffPhotoMime } from "@/lib/people/photo-format";
import { listCurrencies } from "@/lib/people/list-currencies";
import { dialectMatchesLanguage } from "@/lib/people/preferred-languages";

describe("normaliseNationalNumber", () => {
  const nn = generateNationalNumber(new Date(Date.UTC(2003, 1, 28)), "female", 12);
  it("accepts Belgian numbers (also after 2000) with or without separators", () => {
    expect(normaliseNationalNumber(nn)).toBe(nn);
    expect(
      normaliseNationalNumber(`${nn.slice(0, 2)}.${nn.slice(2, 4)}.${nn.slice(4, 6)}-${nn.slice(6, 9)}.${nn.slice(9)}`),
    ).toBe(nn);
  });
  it("accepts BIS numbers and Dutch BSNs", () => {
    const nine = `${nn.slice(0, 2)}${Number(nn.slice(2, 4)) + 20}${nn.slice(4, 9)}`;
    const bis = nine + String(97 - (Number(`2${nine}`) % 97)).padStart(2, "0");
    expect(normaliseNationalNumber(bis)).toBe(bis);
    expect(normaliseNationalNumber(generateBsn(123))).toBe(generateBsn(123));
  });
  it("refuses a wrong check digit, a wrong BSN and other lengths", () => {
    const wrong = nn.slice(0, 9) + String((Number(nn.slice(9)) + 1) % 100).padStart(2, "0");
    expect(normaliseNationalNumber(wrong)).toBeNull();
    expect(normaliseNationalNumber("123456789")).toBeNull();
    expect(normaliseNationalNumber("1234")).toBeNull();
  });
});

describe("field helpers", () => {
  it("reads days as YYYY-MM-DD and DD/MM/YYYY, refusing impossible days", () => {
    expect(dayString(parseDay("2024-02-29"))).toBe("2024-02-29");
    expect(dayString(parseDay("1/3/2024"))).toBe("2024-03-01");
    expect(parseDay("2023-02-29")).toBeNull();
    expect(parseDay("03-01-2024")).toBeNull();
  });
  it("clears optional text with '' and null, trims and caps length", () => {
    expect(zOptionalText("city", 5).parse("  ")).toBeNull();
    expect(zOptionalText("city", 5).parse(null)).toBeNull();
    expect(zOptionalText("city", 5).parse(" Gent ")).toBe("Gent");
    expect(zOptionalText("city", 5).safeParse("Antwerpen").success).toBe(false);
  });
  it("normalises IBANs and country codes, and checks phones", () => {
    expect(zIbanOrNull("iban").parse("be71 0961 2345 6769")).toBe("BE71096123456769");
    expect(zIbanOrNull("iban").safeParse("BE71096123456768").success).toBe(false);
    expect(zCountryCode("country_code").parse("be")).toBe("BE");
    expect(zPhone("phone").parse("+32 (0)9 123 45 67")).toBe("+32 (0)9 123 45 67");
    expect(zPhone("phone").safeParse("call me").success).toBe(false);
  });
  it("matches dialects to their language", () => {
    expect(dialectMatchesLanguage("nl", "nl-BE")).toBe(true);
    expect(dialectMatchesLanguage("fr", "nl-BE")).toBe(false);
  });
});

describe("masks", () => {
  it("keeps only the country and last four of an IBAN and the last two of a national number", () => {
    expect(maskIban("BE71096123456769")).toBe("BE** **** 6769");
    expect(maskNationalNumber("85051210175")).toBe("*********75");
    expect(maskIban(null)).toBeNull();
  });
});

describe("photo bytes", () => {
  it("tells JPEG, PNG and WebP by their magic numbers only", () => {
    expect(sniffPhotoMime(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffPhotoMime(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("image/png");
    expect(sniffPhotoMime(Buffer.from("RIFF\0\0\0\0WEBPVP8 "))).toBe("image/webp");
    expect(sniffPhotoMime(Buffer.from("RIFF\0\0\0\0WAVEfmt "))).toBeNull();
    expect(sniffPhotoMime(Buffer.from("GIF89a"))).toBeNull();
  });
  it("decodes strict base64 with an optional data URL prefix", () => {
    expect(decodeBase64("data:image/png;base64,QUJD")?.toString()).toBe("ABC");
    expect(decodeBase64("QUJD!")).toBeNull();
    expect(decodeBase64("")).toBeNull();
  });
});

describe("currencies", () => {
  it("lists ISO 4217 codes with EUR first and the right decimals", () => {
    const { data } = listCurrencies("en");
    expect(data[0]).toEqual({ code: "EUR", name: "Euro", decimals: 2 });
    expect(data.find((c) => c.code === "JPY")?.decimals).toBe(0);
    expect(data.find((c) => c.code === "KWD")?.decimals).toBe(3);
    expect(data.some((c) => c.code === "XXX")).toBe(false);
    expect(listCurrencies("nl").data[0]!.name).toBe("Euro");
  });
});
