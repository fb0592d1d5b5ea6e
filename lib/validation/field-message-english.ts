// The English text of a field rule's verdict (./field-message.ts), for the API error bodies that zod
// schemas produce (./zod-fields.ts). Server-side only in practice: the fields catalogue it imports stays out
// of the browser's bundles as long as no client component imports this file.
import { createTranslator } from "next-intl";
import enFields from "@/messages/en/fields.json";
import type { FieldMessage } from "./field-message";

const english = createTranslator({ locale: "en", messages: { fields: enFields }, namespace: "fields" });

/** The English text of a field message (API error bodies). */
export function formatFieldMessage(message: FieldMessage): string {
  return english(message.key, message.values);
}
