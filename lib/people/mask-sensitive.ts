// Masked forms of national numbers and IBANs for audit rows and answers to callers without the sensitive
// right: enough to tell two values apart on a screen, never enough to use one.
export function maskIban(iban: string | null | undefined): string | null {
  if (!iban) return null;
  const compact = iban.replace(/\s/g, "");
  return `${compact.slice(0, 2)}** **** ${compact.slice(-4)}`;
}

export function maskNationalNumber(value: string | null | undefined): string | null {
  if (!value) return null;
  return `${"*".repeat(Math.max(value.length - 2, 0))}${value.slice(-2)}`;
}
