// Renders shell components with the English messages and the toast provider, as the root layout does.
import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { ToastProvider } from "@/components/ui/toast";
import { readMessages } from "@/tests/support/messages";

const messages = { en: readMessages("en"), nl: readMessages("nl") };

export function renderShell(ui: ReactNode, locale: "en" | "nl" = "en") {
  return render(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Europe/Brussels">
      <ToastProvider>{ui}</ToastProvider>
    </NextIntlClientProvider>,
  );
}

/** jsdom has no fetch Response; apiFetch needs ok, status, headers.get and json(). */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return {
    ok: status < 400,
    status,
    statusText: "",
    headers: { get: (k: string) => headers[k] ?? null },
    json: async () => body,
  };
}
