// A field rule's verdict as data: a message key of the `fields` namespace and its values. Client fields
// translate it in the user's language; the server formats it in English for the error body's `fields`,
// and lib/api/localize-error.ts re-says that in the caller's language with the field's label.
import { createTranslator } from "next-intl";
import enFields from "@/messages/en/fields.json";

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

const english = createTranslator({ locale: "en", messages: { fields: enFields }, namespace: "fields" });

/** The English text of a field message (API error bodies). */
export function formatFieldMessage(message: FieldMessage): string {
  return english(message.key, message.values);
}

/**
 * What a field shows: a warning takes priority over a validation error (spec section 5), and the
 * error over a notice.
 */
export function pickFieldMessage<T>(parts: { warning?: T | null; error?: T | null; notice?: T | null }): T | null {
  return parts.warning ?? parts.error ?? parts.notice ?? null;
}
