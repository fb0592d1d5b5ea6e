// How the leave request dialog shows a failed call (issue 16: a refusal appeared under five fields, and
// valid fields were marked "Some fields are not valid"). A field's own message goes under that field and
// nowhere else; everything else (403, 404, 409, a message for a field the form does not have, a network
// failure) is one message at the top, chosen by the error code so it reads in the user's language.
// Client-safe: no server imports.
export type RequestFormError = { status?: number; code?: string; message: string; fields?: Record<string, string> };

export type SplitErrors = {
  /** Message per form field, only for fields the server named. */
  fields: Record<string, string>;
  /** The one message above the form: an error code to translate, or text already in the user's language. */
  general: { code: string } | { text: string } | null;
};

/** Server fields that belong to one control of the form (both half-day parts sit in one fieldset). */
const FIELD_ALIASES: Record<string, string> = { start_part: "day_part", end_part: "day_part" };

export const GENERAL_CODES = [
  "read_only",
  "forbidden",
  "not_found",
  "conflict",
  "validation_failed",
  "rate_limited",
] as const;

export function splitRequestErrors(error: RequestFormError | null, formFields: readonly string[]): SplitErrors {
  if (!error) return { fields: {}, general: null };
  const fields: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [name, text] of Object.entries(error.fields ?? {})) {
    const field = FIELD_ALIASES[name] ?? name;
    if (formFields.includes(field)) fields[field] ??= text;
    else elsewhere.push(text);
  }
  if (Object.keys(fields).length > 0 && elsewhere.length === 0) return { fields, general: null };
  // Field messages for fields this form does not show are still the server's words for the problem.
  if (elsewhere.length > 0) return { fields, general: { text: elsewhere.join(" ") } };
  const code = error.code && (GENERAL_CODES as readonly string[]).includes(error.code) ? error.code : "generic";
  return { fields, general: { code } };
}
