// Belgian national number (INSZ/NISS, rijksregisternummer) and BIS number.
// Layout: YYMMDD + 3-digit sequence (odd = male, even = female) + 2 check digits, where
// check = 97 - (first 9 digits mod 97), computed on "2" + first 9 digits for births from 2000 on.
// The century is not written down, so it is recovered from whichever checksum matches.
// Rules and vectors: ../shared/domain/be-nl-payroll.md (after python-stdnum be/nn.py and be/bis.py).

export type NationalNumberKind = "nn" | "bis";
export type Sex = "male" | "female";

export type NationalNumberInfo = {
  valid: true;
  /** 11 digits, no separators: the form to store and to send to RSZ/ONSS. */
  value: string;
  kind: NationalNumberKind;
  /** Null when the register did not know the full date (month 00, day 00, or 000001). */
  birthDate: Date | null;
  /** Known whenever the date part is not the "entirely unknown" 000001. */
  birthYear: number | null;
  /** Null for a BIS number issued with month + 20: the sex was unknown then. */
  sex: Sex | null;
};

export type NationalNumberError = {
  valid: false;
  reason: "format" | "month" | "checksum" | "date";
};

export type NationalNumberResult = NationalNumberInfo | NationalNumberError;

// A BIS number adds 20 (sex unknown) or 40 (sex known) to the month.
const BIS_MONTH_OFFSET_SEX_UNKNOWN = 20;
const BIS_MONTH_OFFSET_SEX_KNOWN = 40;
// "000001" as date part: even the year was unknown when the number was issued.
const FULLY_UNKNOWN_DATE = "000001";

export function compactNationalNumber(input: string): string {
  return input.replace(/[\s.\-/]/g, "");
}

/** The expected check digits for the first 9 digits in the given century. */
export function nationalNumberCheckDigits(firstNine: string, century: 1900 | 2000): number {
  const base = Number(century === 2000 ? `2${firstNine}` : firstNine);
  return 97 - (base % 97);
}

export function validateNationalNumber(input: string, options: { today?: Date } = {}): NationalNumberResult {
  const value = compactNationalNumber(input);
  if (!/^\d{11}$/.test(value) || /^0+$/.test(value)) return { valid: false, reason: "format" };

  // Checksum first, like python-stdnum: a typo is far more likely than a wrongly issued number.
  const checkDigits = Number(value.slice(9));
  const century = ([1900, 2000] as const).find((c) => nationalNumberCheckDigits(value.slice(0, 9), c) === checkDigits);
  if (!century) return { valid: false, reason: "checksum" };

  const split = splitMonth(Number(value.slice(2, 4)));
  if (!split) return { valid: false, reason: "month" };

  const today = options.today ?? new Date();
  const birth = readBirthDate(value, century, split.month);
  if (!birth) return { valid: false, reason: "date" };
  if (birth.year !== null && isInFuture(birth, today)) return { valid: false, reason: "date" };

  const sequenceIsOdd = Number(value.slice(6, 9)) % 2 === 1;
  return {
    valid: true,
    value,
    kind: split.kind,
    birthDate: birth.date,
    birthYear: birth.year,
    sex: split.sexKnown ? (sequenceIsOdd ? "male" : "female") : null,
  };
}

export function isValidNationalNumber(input: string, options: { today?: Date } = {}): boolean {
  return validateNationalNumber(input, options).valid;
}

/** YY.MM.DD-XXX.CC, the way it is printed on the Belgian identity card. Returns the input when invalid. */
export function formatNationalNumber(input: string): string {
  const v = compactNationalNumber(input);
  if (!/^\d{11}$/.test(v)) return input;
  return `${v.slice(0, 2)}.${v.slice(2, 4)}.${v.slice(4, 6)}-${v.slice(6, 9)}.${v.slice(9)}`;
}

/**
 * A valid national number for the given birth date (read in UTC, like @db.Date columns) and sex.
 * `sequence` is the 3-digit day counter (1-999); its parity must match the sex. Callers that create
 * several people born on the same day pass distinct sequences, since the number must stay unique.
 */
export function generateNationalNumber(birthDate: Date, sex: Sex, sequence?: number): string {
  const seq = sequence ?? (sex === "male" ? 1 : 2);
  if (!Number.isInteger(seq) || seq < 1 || seq > 999) throw new RangeError("sequence must be 1-999");
  if ((seq % 2 === 1) !== (sex === "male")) throw new RangeError("odd sequences are male, even ones female");
  const year = birthDate.getUTCFullYear();
  if (year < 1900 || year > 2099) throw new RangeError("birth year must be 1900-2099");

  const firstNine =
    pad(year % 100, 2) + pad(birthDate.getUTCMonth() + 1, 2) + pad(birthDate.getUTCDate(), 2) + pad(seq, 3);
  return firstNine + pad(nationalNumberCheckDigits(firstNine, year >= 2000 ? 2000 : 1900), 2);
}

function splitMonth(encoded: number): { month: number; kind: NationalNumberKind; sexKnown: boolean } | null {
  if (encoded <= 12) return { month: encoded, kind: "nn", sexKnown: true };
  const unknownSex = encoded - BIS_MONTH_OFFSET_SEX_UNKNOWN;
  if (unknownSex >= 0 && unknownSex <= 12) return { month: unknownSex, kind: "bis", sexKnown: false };
  const knownSex = encoded - BIS_MONTH_OFFSET_SEX_KNOWN;
  if (knownSex >= 0 && knownSex <= 12) return { month: knownSex, kind: "bis", sexKnown: true };
  return null;
}

type BirthParts = { year: number | null; month: number | null; day: number | null; date: Date | null };

// Null when the digits name a day that does not exist (e.g. 29 February of a non-leap year).
function readBirthDate(value: string, century: 1900 | 2000, month: number): BirthParts | null {
  if (value.slice(0, 6) === FULLY_UNKNOWN_DATE) return { year: null, month: null, day: null, date: null };
  const year = century + Number(value.slice(0, 2));
  // Month 00: the date was unknown, or the day's sequence ran out; the day digits mean nothing then.
  if (month === 0) return { year, month: null, day: null, date: null };
  const day = Number(value.slice(4, 6));
  if (day === 0) return { year, month, day: null, date: null };
  if (day > daysInMonth(year, month)) return null;
  return { year, month, day, date: new Date(Date.UTC(year, month - 1, day)) };
}

function isInFuture(birth: BirthParts, today: Date): boolean {
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  // Compare the earliest day the partial date could mean: a number is only refused when it cannot yet exist.
  const earliest = Date.UTC(birth.year!, (birth.month ?? 1) - 1, birth.day ?? 1);
  return earliest > todayUtc;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, "0");
}
