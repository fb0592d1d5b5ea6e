"use client";
// The inline message under a field (spec section 8: field messages inline in red). Errors and warnings
// are both red; the field points at the message with aria-describedby, and only an error sets
// aria-invalid.
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { FieldMessage } from "@/lib/validation/field-message";

export function FieldMessageLine({ id, text }: { id: string; text: string | null }) {
  if (!text) return null;
  return (
    <p id={id} className="text-xs text-red-700" data-testid="field-message">
      {text}
    </p>
  );
}

/** Translates a rule's verdict in the user's language. */
// dynamic keys: fields.required fields.notANumber fields.maxValue fields.mustBePositive fields.mustBeBiggerThan fields.decimalsNotAllowed fields.notADate fields.minDateWarning fields.pastDateWarning
// (FIELD_MESSAGE_KEYS of lib/validation/field-message.ts; tests/unit/i18n/client-messages.test.ts holds them equal)
export function useFieldMessageText() {
  const t = useTranslations("fields");
  return useCallback(
    (message: FieldMessage | null | undefined): string | null => (message ? t(message.key, message.values) : null),
    [t],
  );
}

/** The ids a field's aria-describedby lists, skipping absent parts. */
export function describedBy(...ids: (string | null | undefined | false)[]): string | undefined {
  const list = ids.filter(Boolean);
  return list.length ? list.join(" ") : undefined;
}
