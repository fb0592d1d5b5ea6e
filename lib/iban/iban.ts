// IBAN validation, formatting, BIC lookup and generation.
// ibantools does the ISO 13616 mod-97 check and knows each country's length and BBAN layout.
// The Belgian BBAN carries its own check (first 10 digits mod 97, 0 becoming 97); ibantools checks it
// today, and we check it again ourselves so that a Belgian IBAN with a typo that happens to keep the
// mod-97 right is never accepted, whatever a future ibantools does.
// BICs come from iban-to-bic's offline datasets (National Bank of Belgium and Betaalvereniging lists).
// Rules and vectors: ../shared/domain/be-nl-payroll.md.
import { composeIBAN, validateIBAN, ValidationErrorsIBAN } from "ibantools";
// Only the two datasets we need: the package's index also loads Germany's 88 KB list.
import belgianBics from "iban-to-bic/datasets/be.json";
import dutchBics from "iban-to-bic/datasets/nl.json";

export type IbanInfo = {
  valid: true;
  /** Electronic format: upper case, no spaces. The form to store and to send to banks. */
  iban: string;
  countryCode: string;
  /** BE: 3 digits, NL: 4 letters; null for other countries (we do not read their layouts). */
  bankCode: string | null;
  /** Null when the bank is not in the dataset (or the country is not BE/NL). */
  bic: string | null;
};

export type IbanErrorReason = "empty" | "country" | "length" | "format" | "checksum" | "national_check";
export type IbanError = { valid: false; reason: IbanErrorReason };
export type IbanResult = IbanInfo | IbanError;

// The first reason in this list wins: it is the one most useful to show to the person typing.
const REASON_BY_ERROR: [ValidationErrorsIBAN, IbanErrorReason][] = [
  [ValidationErrorsIBAN.NoIBANProvided, "empty"],
  [ValidationErrorsIBAN.NoIBANCountry, "country"],
  [ValidationErrorsIBAN.WrongBBANLength, "length"],
  [ValidationErrorsIBAN.WrongBBANFormat, "format"],
  [ValidationErrorsIBAN.ChecksumNotNumber, "format"],
  [ValidationErrorsIBAN.WrongIBANChecksum, "checksum"],
  [ValidationErrorsIBAN.WrongAccountBankBranchChecksum, "national_check"],
];

const BIC_DATASETS: Record<string, Record<string, string>> = { BE: belgianBics, NL: dutchBics };

/** Upper case without whitespace, dashes or a leading "IBAN" label as printed on statements. */
export function formatIbanElectronic(input: string): string {
  return input
    .replace(/[\s-]/g, "")
    .toUpperCase()
    .replace(/^IBAN:?/, "");
}

/** Groups of four separated by spaces (BE71 0961 2345 6769), the way banks print it. */
export function formatIbanPrint(input: string): string {
  return formatIbanElectronic(input).replace(/(.{4})(?!$)/g, "$1 ");
}

export function validateIban(input: string): IbanResult {
  const iban = formatIbanElectronic(input);
  const { errorCodes } = validateIBAN(iban);
  const firstError = REASON_BY_ERROR.find(([code]) => errorCodes.includes(code));
  if (firstError) return { valid: false, reason: firstError[1] };

  const countryCode = iban.slice(0, 2);
  if (countryCode === "BE" && !belgianNationalCheckIsValid(iban.slice(4))) {
    return { valid: false, reason: "national_check" };
  }
  const bankCode = bankCodeOf(iban);
  const bic = bankCode ? (BIC_DATASETS[countryCode]?.[bankCode] ?? null) : null;
  return { valid: true, iban, countryCode, bankCode, bic };
}

export function isValidIban(input: string): boolean {
  return validateIban(input).valid;
}

/** The BIC of a valid Belgian or Dutch IBAN; null when invalid, another country, or an unknown bank. */
export function bicForIban(input: string): string | null {
  const result = validateIban(input);
  return result.valid ? result.bic : null;
}

/**
 * A valid Belgian IBAN for seed and test data: 3-digit bank code (e.g. 001 BNP Paribas Fortis,
 * 096 Belfius, 320 ING, 734 KBC) and a 7-digit account sequence.
 */
export function generateBelgianIban(bankCode: string | number, accountSeq: number): string {
  const bank = String(bankCode).padStart(3, "0");
  if (!/^\d{3}$/.test(bank)) throw new RangeError("Belgian bank code must be 3 digits");
  if (!Number.isInteger(accountSeq) || accountSeq < 0 || accountSeq > 9_999_999) {
    throw new RangeError("accountSeq must be 0-9999999");
  }
  const firstTen = bank + String(accountSeq).padStart(7, "0");
  const bban = firstTen + String(belgianNationalCheck(firstTen)).padStart(2, "0");
  return composeOrThrow("BE", bban);
}

/** A valid Dutch IBAN for seed and test data: 4-letter bank code (ABNA, INGB, RABO ...) and account. */
export function generateDutchIban(bankCode: string, account: string | number): string {
  const bank = bankCode.toUpperCase();
  if (!/^[A-Z]{4}$/.test(bank)) throw new RangeError("Dutch bank code must be 4 letters");
  const accountDigits = String(account).padStart(10, "0");
  if (!/^\d{10}$/.test(accountDigits)) throw new RangeError("Dutch account must be at most 10 digits");
  return composeOrThrow("NL", bank + accountDigits);
}

function belgianNationalCheck(firstTen: string): number {
  const remainder = Number(firstTen) % 97;
  return remainder === 0 ? 97 : remainder;
}

function belgianNationalCheckIsValid(bban: string): boolean {
  return /^\d{12}$/.test(bban) && belgianNationalCheck(bban.slice(0, 10)) === Number(bban.slice(10));
}

function bankCodeOf(iban: string): string | null {
  if (iban.startsWith("BE")) return iban.slice(4, 7);
  if (iban.startsWith("NL")) return iban.slice(4, 8);
  return null;
}

function composeOrThrow(countryCode: string, bban: string): string {
  const iban = composeIBAN({ countryCode, bban });
  if (!iban) throw new Error(`could not compose an IBAN for ${countryCode} ${bban}`);
  return iban;
}
