// Money as integer cents, never a float in the database (ARCHITECTURE.md "Data"). Amounts arrive as decimal
// euros: a JSON number or a string with one decimal separator (a comma counts as a dot, spec section 5);
// they are read digit by digit so 0.1 + 0.2 style rounding cannot creep in.
import { z } from "zod";

/** Largest amount accepted for a monthly wage or benefit: 10 million euros. */
export const MAX_AMOUNT_CENTS = 1_000_000_000;

export type ParsedAmount = { cents: number } | { error: string };

export function parseEuroAmount(value: unknown, field: string): ParsedAmount {
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return { error: `${field} is not a valid number` };
    // Shortest round-trip spelling: 2500.5 stays "2500.5"; exponent forms are refused below.
    text = String(value);
  } else if (typeof value === "string") {
    text = value.trim().replace(",", ".");
  } else {
    return { error: `${field} is not a valid number` };
  }
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return { error: `${field} is not a valid number` };
  const [, sign, whole, decimals = ""] = match;
  if (decimals.length > 2) return { error: `${field} can have at most 2 decimal places` };
  if (sign === "-") return { error: `${field} must be positive` };
  const cents = Number(whole) * 100 + Number(decimals.padEnd(2, "0"));
  if (!Number.isSafeInteger(cents) || cents > MAX_AMOUNT_CENTS)
    return { error: `${field} is above the maximum of 10000000` };
  return { cents };
}

/** zod field: decimal euros in, integer cents out; the message names the field. */
export function zEuroCents(field: string) {
  return z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null || value === "") {
      ctx.addIssue({ code: "custom", message: `${field} is required` });
      return z.NEVER;
    }
    const parsed = parseEuroAmount(value, field);
    if ("error" in parsed) {
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }
    return parsed.cents;
  });
}

/** Cents as a decimal string with two places ("2500.50"): exact, unlike a JSON float. */
export function formatCents(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  return `${cents < 0 && whole === 0 ? "-" : ""}${whole}.${String(rest).padStart(2, "0")}`;
}
