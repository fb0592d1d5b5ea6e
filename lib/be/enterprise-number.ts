// Belgian enterprise number (KBO/BCE, ondernemingsnummer / numéro d'entreprise), also the VAT number
// without the BE prefix. 10 digits starting with 0 or 1; the last two are 97 - (first 8 mod 97).
// Old 9-digit numbers are the same number without the leading 0.
// Rules and vectors: ../shared/domain/be-nl-payroll.md (after python-stdnum be/vat.py).

export type EnterpriseNumberResult = { valid: true; value: string } | { valid: false; reason: "format" | "checksum" };

/** Strips spaces, dots, dashes and a "BE" VAT prefix; pads old 9-digit numbers to 10. */
export function compactEnterpriseNumber(input: string): string {
  let value = input.replace(/[\s.\-/]/g, "").toUpperCase();
  if (value.startsWith("BE")) value = value.slice(2);
  if (/^\d{9}$/.test(value)) value = `0${value}`;
  return value;
}

export function enterpriseNumberCheckDigits(firstEight: string): number {
  return 97 - (Number(firstEight) % 97);
}

export function validateEnterpriseNumber(input: string): EnterpriseNumberResult {
  const value = compactEnterpriseNumber(input);
  if (!/^[01]\d{9}$/.test(value) || Number(value) === 0) return { valid: false, reason: "format" };
  if (enterpriseNumberCheckDigits(value.slice(0, 8)) !== Number(value.slice(8))) {
    return { valid: false, reason: "checksum" };
  }
  return { valid: true, value };
}

export function isValidEnterpriseNumber(input: string): boolean {
  return validateEnterpriseNumber(input).valid;
}

/** 0403.019.261, the way the KBO/BCE prints it. Returns the input when it is not 10 digits. */
export function formatEnterpriseNumber(input: string): string {
  const v = compactEnterpriseNumber(input);
  if (!/^\d{10}$/.test(v)) return input;
  return `${v.slice(0, 4)}.${v.slice(4, 7)}.${v.slice(7)}`;
}

/** A valid enterprise number whose first 8 digits are `base` (0-19999999), for seed and test data. */
export function generateEnterpriseNumber(base: number): string {
  if (!Number.isInteger(base) || base < 1 || base > 19_999_999) throw new RangeError("base must be 1-19999999");
  const firstEight = String(base).padStart(8, "0");
  return firstEight + String(enterpriseNumberCheckDigits(firstEight)).padStart(2, "0");
}
