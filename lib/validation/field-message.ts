// A field rule's verdict as data: a message key of the `fields` namespace and its values. Client fields
// translate it in the user's language; the server formats it in English for the error body's `fields`,
// and lib/api/localize-error.ts re-says that in the caller's language with the field's label.
// The English formatting lives apart (./field-message-english.ts): the field components import this file,
// and the English catalogue it needs would ride along in every page's first-load JavaScript.

/** Every key a field message can carry (components/ui/field-message.tsx sends the browser these only). */
export const FIELD_MESSAGE_KEYS = [
  "required",
  "notANumber",
  "maxValue",
  "mustBePositive",
  "mustBeBiggerThan",
  "decimalsNotAllowed",
  "notADate",
  "minDateWarning",
  "pastDateWarning",
] as const;

export type FieldMessageKey = (typeof FIELD_MESSAGE_KEYS)[number];

export type FieldMessage = { key: FieldMessageKey; values: Record<string, string | number> };

/**
 * What a field shows: a warning takes priority over a validation error (spec section 5), and the
 * error over a notice.
 */
export function pickFieldMessage<T>(parts: { warning?: T | null; error?: T | null; notice?: T | null }): T | null {
  return parts.warning ?? parts.error ?? parts.notice ?? null;
}
