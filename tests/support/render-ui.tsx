// Renders a component the way the app does: messages of a locale and the toast area. Also a fetch
// stand-in for jsdom, which has no Response (apiFetch reads ok, status, headers.get and json()).
import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement } from "react";
import { ToastProvider } from "@/components/ui/toast";
import { readMessages } from "./messages";

export function renderUi(ui: ReactElement, locale = "en") {
  return render(
    <NextIntlClientProvider locale={locale} messages={readMessages(locale)} timeZone="Europe/Brussels">
      <ToastProvider>{ui}</ToastProvider>
    </NextIntlClientProvider>,
  );
}

export function jsonResponse(status: number, body: unknown) {
  return { ok: status < 400, status, statusText: "", headers: { get: () => null }, json: async () => body };
}

type Reply = { status?: number; body: unknown };

/** A fetch mock answering by "METHOD path" (path without query for GET unless given with it). */
export function mockFetch(routes: Record<string, Reply | ((body: unknown) => Reply)>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fn = jest.fn(async (url: string, init: { method?: string; body?: string } = {}) => {
    const method = init.method ?? "GET";
    const body = init.body ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url}`] ?? routes[`${method} ${url.split("?")[0]}`];
    if (!route) return jsonResponse(404, { error: { code: "not_found", message: `No mock for ${method} ${url}` } });
    const reply = typeof route === "function" ? route(body) : route;
    return jsonResponse(reply.status ?? 200, reply.body);
  });
  global.fetch = fn as never;
  return { fn, calls };
}
