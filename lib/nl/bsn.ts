// Dutch citizen service number (BSN, burgerservicenummer): 9 digits passing the "11-proof"
// 9*d1 + 8*d2 + ... + 2*d8 - 1*d9 = 0 (mod 11). Shorter numbers are left-padded with zeros.
// Rules and vectors: ../shared/domain/be-nl-payroll.md (after python-stdnum nl/bsn.py).

export type BsnResult = { valid: true; value: string } | { valid: false; reason: "format" | "checksum" };

export function compactBsn(input: string): string {
  const value = input.replace(/[\s.-]/g, "");
  return /^\d{1,9}$/.test(value) ? value.padStart(9, "0") : value;
}

export function validateBsn(input: string): BsnResult {
  const value = compactBsn(input);
  if (!/^\d{9}$/.test(value) || Number(value) === 0) return { valid: false, reason: "format" };
  return elevenProofRemainder(value) === 0 ? { valid: true, value } : { valid: false, reason: "checksum" };
}

export function isValidBsn(input: string): boolean {
  return validateBsn(input).valid;
}

/**
 * A valid BSN built from `sequence` (1-9999999), for seed and test data. Each sequence owns the block
 * sequence*10 .. sequence*10+9 of 8-digit prefixes, so different sequences never give the same BSN;
 * within a block at most one prefix needs the impossible check digit 10, so one of the first two works.
 */
export function generateBsn(sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 9_999_999) {
    throw new RangeError("sequence must be 1-9999999");
  }
  for (let last = 0; last <= 9; last++) {
    const prefix = String(sequence * 10 + last).padStart(8, "0");
    const checkDigit = weightedSum(prefix) % 11;
    if (checkDigit <= 9) return prefix + String(checkDigit);
  }
  throw new Error("unreachable: a block of ten prefixes always has a usable one");
}

// Weights 9..2 over the first 8 digits.
function weightedSum(firstEight: string): number {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += (9 - i) * Number(firstEight[i]);
  return sum;
}

function elevenProofRemainder(nineDigits: string): number {
  return (weightedSum(nineDigits.slice(0, 8)) - Number(nineDigits[8])) % 11;
}
