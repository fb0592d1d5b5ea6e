// The error body in the caller's language. Code builds its messages in English, each field message as
// "<field> <phrase>" ("iban is not a valid IBAN", "name can be at most 100 characters") and zod adds its
// own English defaults. Here, once, at the edge: the phrase is matched against the rules below and
// re-said in the caller's language with the field's translated label ("Rijksregisternummer is geen
// geldig rijksregisternummer"); known whole-sentence messages get their translation. One rule, so every
// route and every form that shows a server message benefits, and use cases keep throwing plain text.
//
// What is not recognised: in English the raw field name is still replaced by its label; in Dutch and
// French a field message falls back to "<label> is niet geldig" rather than mixing in English.
import type { Locale } from "@/lib/i18n/locales";
import { serverTranslator } from "@/lib/i18n/server-translator";
import { hasFieldLabel } from "@/lib/i18n/server-translator";
import { fieldLabel, fieldNameOfPath } from "@/lib/validation/field-label";
import type { AppError, ErrorBody } from "./errors";

type Values = Record<string, string | number>;
type Rule = { pattern: RegExp; key: string; values?: (m: RegExpExecArray) => Values };

const list = (text: string) => text.replace(/"/g, "").replace(/\|/g, ", ").replace(/ or /g, ", ");

/** Phrases that follow a field's name, and their key in fields.json `server`. */
export const FIELD_PHRASES: Rule[] = [
  { pattern: /^is required$/, key: "required" },
  { pattern: /^must be text$/, key: "notText" },
  { pattern: /^(?:is not a valid number|must be a number|must be text or a number)$/, key: "notANumber" },
  { pattern: /^must be a whole number(?: of cents)?$/, key: "wholeNumber" },
  { pattern: /^must be a valid id$|^must be an? (?:option|team) id$/, key: "invalid" },
  { pattern: /^must be true or false$/, key: "trueOrFalse" },
  { pattern: /^(?:is not a valid date|must be a date \(YYYY-MM-DD\))$/, key: "notADate" },
  { pattern: /^must be YYYY-MM$/, key: "notAMonth" },
  {
    pattern:
      /^(?:contains a character that is not allowed|must not contain NUL characters or unpaired surrogates|cannot contain (?:slashes or control characters|text direction controls))$/,
    key: "badCharacter",
  },
  {
    pattern: /^(?:can|must) (?:be|have) at most (\d+) characters$/,
    key: "maxCharacters",
    values: (m) => ({ max: m[1]! }),
  },
  { pattern: /^must have at least (\d+) characters$/, key: "minCharacters", values: (m) => ({ min: m[1]! }) },
  { pattern: /^is too long$/, key: "tooLong" },
  { pattern: /^is too large$/, key: "tooLarge" },
  { pattern: /^(?:is not a valid email address|must be an email address)$/, key: "email" },
  { pattern: /^holds an address that is not valid: (.+)$/s, key: "emailAddress", values: (m) => ({ address: m[1]! }) },
  {
    pattern:
      /^(?:is not a valid web address|must be a web address.*|must start with http:\/\/ or https:\/\/|must be an https URL)$/,
    key: "webAddress",
  },
  { pattern: /^(?:is not a valid phone number|must be a phone number)$/, key: "phone" },
  { pattern: /^is not a valid national number$/, key: "nationalNumber" },
  // The IBAN check's reason ("checksum") is English detail; the field and the verdict are what matter.
  { pattern: /^is not a valid IBAN(?: \(.*\))?$/, key: "iban" },
  { pattern: /^is not a valid BIC$/, key: "bic" },
  { pattern: /^(?:must be a two-letter country code.*|is not a valid country code)$/, key: "countryCode" },
  { pattern: /^must be (\d+) to (\d+)$/, key: "range", values: (m) => ({ min: m[1]!, max: m[2]! }) },
  { pattern: /^(?:must be at least|must be) (-?[\d.,]+)(?: or more)?$/, key: "min", values: (m) => ({ min: m[1]! }) },
  { pattern: /^(?:cannot be more than|is above the maximum of) (.+)$/, key: "max", values: (m) => ({ max: m[1]! }) },
  { pattern: /^must be (?:a )?positive(?: number)?$/, key: "positive" },
  { pattern: /^cannot have decimal places$/, key: "decimals", values: () => ({ decimals: 0 }) },
  {
    pattern: /^can have at most (\d+|two) decimal(?: place)?s?$/,
    key: "decimals",
    values: (m) => ({ decimals: m[1] === "two" ? 2 : Number(m[1]) }),
  },
  { pattern: /^must be one of (.+)$/, key: "oneOf", values: (m) => ({ values: list(m[1]!) }) },
  { pattern: /^must be ([\w-]+(?:, [\w-]+)* or [\w-]+)$/, key: "oneOf", values: (m) => ({ values: list(m[1]!) }) },
  {
    pattern: /^can hold at most (\d+) (?:values|ids|addresses|items)$/,
    key: "listMax",
    values: (m) => ({ max: m[1]! }),
  },
  { pattern: /^must be a list(?: of [\w -]+)?$/, key: "list" },
  { pattern: /^is already taken$/, key: "alreadyTaken" },
  { pattern: /^(?:is already used by another account|already has an account.*)$/, key: "alreadyUsed" },
  { pattern: /^is not correct$/, key: "notCorrect" },
  { pattern: /^is repeated$/, key: "repeated" },
  { pattern: /^is out of range$/, key: "outOfRange" },
  {
    pattern: /^(?:is not a person of this company|must be teams of this company|must be a team of your company)$/,
    key: "notOfCompany",
  },
];

/** zod's own English defaults (a schema without its own message), keyed like FIELD_PHRASES. */
const ZOD_DEFAULTS: Rule[] = [
  { pattern: /^Invalid input: expected \w+, received undefined$/, key: "required" },
  { pattern: /^Too small: expected string to have >=1 characters?$/, key: "required" },
  {
    pattern: /^Too big: expected string to have <=(\d+) characters?$/,
    key: "maxCharacters",
    values: (m) => ({ max: m[1]! }),
  },
  {
    pattern: /^Too small: expected string to have >=(\d+) characters?$/,
    key: "minCharacters",
    values: (m) => ({ min: m[1]! }),
  },
  { pattern: /^Too big: expected array to have <=(\d+) items?$/, key: "listMax", values: (m) => ({ max: m[1]! }) },
  { pattern: /^Too big: expected number to be <=?(\S+)$/, key: "max", values: (m) => ({ max: m[1]! }) },
  { pattern: /^Too small: expected number to be >=?(\S+)$/, key: "min", values: (m) => ({ min: m[1]! }) },
  { pattern: /^Invalid email address$/, key: "email" },
  { pattern: /^Invalid option: expected one of (.+)$/, key: "oneOf", values: (m) => ({ values: list(m[1]!) }) },
  { pattern: /^Invalid input: expected number/, key: "notANumber" },
  { pattern: /^Invalid input: expected boolean/, key: "trueOrFalse" },
  { pattern: /^Invalid input: expected string/, key: "notText" },
  { pattern: /^Invalid input: expected array/, key: "list" },
  // zod's other "Invalid …" defaults; \b keeps a French "Invalide …" (already said) out.
  { pattern: /^Invalid\b/, key: "invalid" },
];

/** Whole-sentence messages (top-level or under a field) and their key in errors.json `api`. */
const SENTENCES: Rule[] = [
  { pattern: /^Some fields are not valid$/, key: "validationFailed" },
  { pattern: /^Sign in to continue$/, key: "signIn" },
  { pattern: /^Your account has no active access; sign in again$/, key: "noAccess" },
  { pattern: /^Your account is read-only$/, key: "readOnly" },
  { pattern: /^You do not have access to this$/, key: "forbidden" },
  { pattern: /^[\w -]+ not found$/, key: "notFound" },
  { pattern: /^Something went wrong on our side$/, key: "internal" },
  { pattern: /^This already exists$/, key: "exists" },
  { pattern: /^This is still in use$/, key: "inUse" },
  { pattern: /^A value is out of range$/, key: "outOfRange" },
  { pattern: /^The request body is not valid JSON$/, key: "notJson" },
  { pattern: /^The request body must be a JSON object$/, key: "notObject" },
  { pattern: /^Another person of this company has this national number$/, key: "duplicateNationalNumber" },
  { pattern: /^This month is locked by payroll$/, key: "monthLocked" },
  { pattern: /^There are no working days in this period$/, key: "noWorkingDays" },
  { pattern: /^This period overlaps another request$/, key: "overlap" },
  { pattern: /^This address is already taken$/, key: "addressTaken" },
  { pattern: /^The password is not correct$/, key: "passwordWrong" },
  { pattern: /^Nothing to change$/, key: "nothingToChange" },
  { pattern: /^A person cannot report to themselves$/, key: "selfReport" },
  { pattern: /^A person cannot be their own manager$/, key: "ownManager" },
  { pattern: /^A team with this name already exists$/, key: "teamExists" },
  { pattern: /^A folder with this name already exists$/, key: "folderExists" },
  { pattern: /^You cannot delete your own employee record$/, key: "ownRecord" },
  { pattern: /^Confirm what deleting this person changes$/, key: "confirmDelete" },
  { pattern: /^Changing these fields needs the sensitive settings right$/, key: "sensitiveRight" },
  { pattern: /^You may change only your contact details and address$/, key: "ownContactOnly" },
  { pattern: /^Your access is limited to some teams$/, key: "teamsLimited" },
  { pattern: /^This person already has a user account$/, key: "hasAccount" },
  // Contract delete (lib/contracts/delete-contract.ts): a contract the payroll provider holds, and its field note.
  {
    pattern: /^This contract comes from the payroll provider: terminate it or correct it instead of deleting it$/,
    key: "contractFromProvider",
  },
  { pattern: /^held by the payroll provider$/, key: "contractHeldByProvider" },
  // Contract signing (lib/contracts/signing): the 409s name the request's state, the 422 the person's name.
  { pattern: /^This contract is already (\w+)$/, key: "contractAlready", values: (m) => ({ status: m[1]! }) },
  { pattern: /^A terminated contract is not sent for signature$/, key: "contractTerminatedNotSent" },
  {
    pattern: /^This person has no account in the app to sign with; invite them first$/,
    key: "contractNoAccountToSign",
  },
  {
    pattern: /^Type your name as it is on the contract: (.+)$/s,
    key: "contractTypedName",
    values: (m) => ({ name: m[1]! }),
  },
  { pattern: /^The contract document could not be read; ask HR to send it again$/, key: "contractUnreadable" },
  {
    pattern: /^Signing or declining a contract is not possible while impersonating$/,
    key: "contractSignImpersonating",
  },
  {
    pattern: /^Only the person signs or declines their contract, not an app acting for them$/,
    key: "contractSignByApp",
  },
  // "Theirs" on a contract term the contract rules refuse (lib/integrations/data-conflicts).
  {
    pattern: /^The contract rules refuse the provider's value: keep ours, or correct the contract first$/,
    key: "providerContractTermRefused",
  },
];

function match(rules: Rule[], text: string): { key: string; values: Values } | null {
  for (const rule of rules) {
    const m = rule.pattern.exec(text);
    if (m) return { key: rule.key, values: rule.values?.(m) ?? {} };
  }
  return null;
}

/** A message naming no field: its translation when it is a known sentence, else the text as is. */
export function localizeSentence(message: string, locale: Locale): string {
  // English is the source language: its sentences are already what the code says.
  if (locale === "en") return message;
  const hit = match(SENTENCES, message);
  return hit ? serverTranslator(locale).errors(`api.${hit.key}`, hit.values) : message;
}

/** The message under one field of the error body, in `locale`, naming the field by its label. */
export function localizeFieldMessage(path: string, message: string, locale: Locale): string {
  const t = serverTranslator(locale);
  const label = fieldLabel(path, locale);
  const say = (key: string, values: Values, field = label) => t.fields(`server.${key}`, { ...values, field });

  // A one-word message is a code the screen reads ("self_lockout"), not text.
  if (!/\s/.test(message.trim())) return message;
  const unknown = /^Unknown field "(.+)"$/.exec(message);
  if (unknown) return say("unknownField", {}, fieldLabel(unknown[1]!, locale));

  // "<field> <phrase>": the field as the path names it, or as the message names it (a list's items).
  const space = message.indexOf(" ");
  const head = space > 0 ? message.slice(0, space) : "";
  const names = [path, fieldNameOfPath(path)];
  if (
    head &&
    (names.includes(head) ||
      names.includes(fieldNameOfPath(head)) ||
      (/[_.]/.test(head) && hasFieldLabel(fieldNameOfPath(head))))
  ) {
    const phrase = message.slice(space + 1);
    const hit = match(FIELD_PHRASES, phrase);
    if (hit) return say(hit.key, hit.values);
    return locale === "en" ? `${label} ${phrase}` : say("invalid", {});
  }
  const zodDefault = match(ZOD_DEFAULTS, message);
  if (zodDefault) return say(zodDefault.key, zodDefault.values);
  return localizeSentence(message, locale);
}

export function localizedErrorBody(error: AppError, locale: Locale): ErrorBody {
  const entries = Object.entries(error.fields ?? {});
  const fields = error.fields
    ? Object.fromEntries(entries.map(([path, message]) => [path, localizeFieldMessage(path, message, locale)]))
    : undefined;
  // A top message that repeats a field's message ("name must not contain ...") is said like it.
  const same = entries.find(([, message]) => message === error.message);
  const message = same ? localizeFieldMessage(same[0], error.message, locale) : localizeSentence(error.message, locale);
  return { error: { code: error.code, message, ...(fields ? { fields } : {}) } };
}
