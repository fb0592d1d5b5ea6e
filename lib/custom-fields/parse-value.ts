// Validates a custom field value sent by a client and turns it into the stored canonical text (schema
// comment on CustomFieldValue): numbers with a dot, dates YYYY-MM-DD, money in cents, option and team ids
// as digits. Pure, so the rules are unit tested; whether a team or option id exists is the use case's check.
import { parseNumberInput } from "@/lib/validation/number-input";
import { parseDateInput, toIsoDay, fromIsoDay } from "@/lib/validation/date-input";
import { COUNTRY_CODES } from "./country-codes";
import { HYPERLINK_VALUE_MAX, STRING_VALUE_MAX, TEXTFIELD_VALUE_MAX, type TCustomFieldType } from "./field-types";

export type TParsedValue = { ok: true; value: string | null } | { ok: false; message: string };

// Integers beyond this lose precision in JavaScript numbers; nobody needs them in a custom field.
const MAX_ABS_INT = 1_000_000_000_000_000;
// Deliberately simple: one @, no spaces, a dot in the domain. The mail server is the real judge.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 254;

const ok = (value: string | null): TParsedValue => ({ ok: true, value });
const fail = (message: string): TParsedValue => ({ ok: false, message });

/** null, undefined and blank text clear the value. */
export function parseCustomFieldValue(type: TCustomFieldType, raw: unknown, field = "value"): TParsedValue {
  if (raw === null || raw === undefined || (typeof raw === "string" && raw.trim() === "")) return ok(null);
  if (type === "auto_incrementing_int") return fail(`${field} is assigned automatically and cannot be set`);
  if (typeof raw !== "string" && typeof raw !== "number") return fail(`${field} must be text or a number`);
  const text = typeof raw === "string" ? raw.trim() : null;
  if (text?.includes("\u0000")) return fail(`${field} contains a character that is not allowed`);
  switch (type) {
    case "int":
      return parseInteger(raw, field, `${field} must be a whole number`);
    case "money":
      // Money travels as integer cents, so 12.50 EUR is 1250: no rounding on either side.
      return parseInteger(raw, field, `${field} must be a whole number of cents`);
    case "float":
      return parseFloatValue(raw, field);
    case "email":
      if (text === null || text.length > EMAIL_MAX || !EMAIL_PATTERN.test(text))
        return fail(`${field} is not a valid email address`);
      return ok(text);
    case "string":
      return text === null ? ok(String(raw)) : maxLength(text, STRING_VALUE_MAX, field);
    case "textfield":
      return text === null ? ok(String(raw)) : maxLength(text, TEXTFIELD_VALUE_MAX, field);
    case "hyperlink":
      return text === null ? fail(`${field} is not a valid web address`) : parseHyperlink(text, field);
    case "date":
      return text === null ? fail(`${field} is not a valid date`) : parseDate(text, field);
    case "country": {
      const code = text?.toUpperCase() ?? "";
      return COUNTRY_CODES.has(code) ? ok(code) : fail(`${field} is not a valid country code`);
    }
    case "team":
    case "select_option":
      return parseId(raw, field, type === "team" ? `${field} must be a team id` : `${field} must be an option id`);
  }
}

function parseInteger(raw: string | number, field: string, message: string): TParsedValue {
  const text = typeof raw === "number" ? String(raw) : raw.trim();
  if (!/^-?\d+$/.test(text)) return fail(message);
  const n = Number(text);
  if (!Number.isSafeInteger(n) || Math.abs(n) > MAX_ABS_INT) return fail(`${field} is too large`);
  return ok(String(Object.is(n, -0) ? 0 : n));
}

function parseFloatValue(raw: string | number, field: string): TParsedValue {
  if (typeof raw === "number")
    return Number.isFinite(raw) && Math.abs(raw) <= MAX_ABS_INT
      ? ok(String(raw))
      : fail(`${field} is not a valid number`);
  const parsed = parseNumberInput(raw);
  if (!parsed || !parsed.ok) return fail(`${field} is not a valid number`);
  if (Math.abs(parsed.value) > MAX_ABS_INT) return fail(`${field} is too large`);
  return ok(String(parsed.value));
}

function maxLength(text: string, max: number, field: string): TParsedValue {
  return Array.from(text).length <= max ? ok(text) : fail(`${field} can have at most ${max} characters`);
}

function parseHyperlink(text: string, field: string): TParsedValue {
  if (text.length > HYPERLINK_VALUE_MAX) return fail(`${field} can have at most ${HYPERLINK_VALUE_MAX} characters`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return fail(`${field} is not a valid web address`);
  }
  // Only web links: a javascript: or data: link in a custom field would run in whoever clicks it.
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return fail(`${field} must start with http:// or https://`);
  if (!url.hostname) return fail(`${field} is not a valid web address`);
  return ok(text);
}

function parseDate(text: string, field: string): TParsedValue {
  // DD/MM/YYYY as typed (spec section 5), or the stored YYYY-MM-DD form.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? fromIsoDay(text) : parseDateInput(text);
  return date ? ok(toIsoDay(date)) : fail(`${field} is not a valid date`);
}

function parseId(raw: string | number, field: string, message: string): TParsedValue {
  const text = typeof raw === "number" ? String(raw) : raw.trim();
  if (!/^\d{1,10}$/.test(text)) return fail(message);
  const n = Number(text);
  return n >= 1 && n <= 2_147_483_647 ? ok(String(n)) : fail(message);
}
