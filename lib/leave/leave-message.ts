// The leave module's refusals in the caller's language (messages/*/leave.json, key errors.*): the request
// dialog shows them as they come, under the field they name, so a Dutch user reads Dutch.
import { createTranslator } from "use-intl/core";
import type { RequestContext } from "@/lib/api/context";
import { pickLocale, type Locale } from "@/lib/i18n/locales";
import en from "@/messages/en/leave.json";
import nl from "@/messages/nl/leave.json";
import fr from "@/messages/fr/leave.json";

const MESSAGES = { en, nl, fr } as const;

export type LeaveMessageKey = keyof (typeof en)["errors"];

export function leaveMessage(
  locale: Locale,
  key: LeaveMessageKey,
  values: Record<string, string | number> = {},
): string {
  const t = createTranslator({
    locale,
    messages: { leave: MESSAGES[locale] },
    namespace: "leave.errors",
    onError: () => undefined,
  });
  return t(key as never, values as never);
}

export function callerLocale(ctx: Pick<RequestContext, "user">): Locale {
  return pickLocale(ctx.user.language, null);
}
