// Company registration and VAT numbers of the two countries the product serves. Belgium: the enterprise
// number (KBO/BCE, checksum in lib/be/enterprise-number.ts) and VAT = BE + that number. The Netherlands:
// the KvK number (8 digits) and the VAT id NL + 9 digits + B + 2 digits (btw-id).
import { validateEnterpriseNumber } from "@/lib/be/enterprise-number";

export type NumberCheck = { valid: true; value: string } | { valid: false; message: string };

export function checkEnterpriseNumber(input: string, country: "BE" | "NL"): NumberCheck {
  if (country === "NL") {
    const kvk = input.replace(/[\s.-]/g, "");
    return /^\d{8}$/.test(kvk)
      ? { valid: true, value: kvk }
      : { valid: false, message: "enterprise_number must be a KvK number of 8 digits" };
  }
  const be = validateEnterpriseNumber(input);
  if (be.valid) return { valid: true, value: be.value };
  return {
    valid: false,
    message:
      be.reason === "checksum"
        ? "enterprise_number has a wrong check number"
        : "enterprise_number must be a Belgian enterprise number (0123.456.789)",
  };
}

export function checkVatNumber(input: string): NumberCheck {
  const v = input.replace(/[\s.-]/g, "").toUpperCase();
  if (v.startsWith("BE")) {
    // The full 10-digit form only: an old 9-digit number is no longer a valid VAT id.
    return /^BE[01]\d{9}$/.test(v) && validateEnterpriseNumber(v).valid
      ? { valid: true, value: v }
      : { valid: false, message: "vat_number must be BE followed by a valid 10-digit enterprise number" };
  }
  if (v.startsWith("NL")) {
    return /^NL\d{9}B\d{2}$/.test(v)
      ? { valid: true, value: v }
      : { valid: false, message: "vat_number must look like NL123456789B01" };
  }
  return { valid: false, message: "vat_number must be a Belgian (BE0123456789) or Dutch (NL123456789B01) VAT number" };
}

/** Postal codes by country: Belgium 4 digits (1000-9999), the Netherlands 1234 AB; others 2-10 characters. */
export function checkPostalCode(input: string, countryCode: string): NumberCheck {
  const v = input.trim().toUpperCase();
  if (countryCode === "BE")
    return /^[1-9]\d{3}$/.test(v)
      ? { valid: true, value: v }
      : { valid: false, message: "postal_code must be a Belgian postal code of 4 digits" };
  if (countryCode === "NL") {
    const m = /^([1-9]\d{3})\s?([A-Z]{2})$/.exec(v);
    return m
      ? { valid: true, value: `${m[1]} ${m[2]}` }
      : { valid: false, message: "postal_code must be a Dutch postal code (1234 AB)" };
  }
  return /^[A-Z0-9 -]{2,10}$/.test(v)
    ? { valid: true, value: v }
    : { valid: false, message: "postal_code is not a valid postal code" };
}
