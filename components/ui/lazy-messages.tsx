"use client";
// A lazily loaded module (./lazy-module.ts) that brings the texts of its components with it
// (lib/i18n/lazy-messages.ts): `lazyWithMessages(() => import("./dialog"), ["flows.survey"])`, then render
// the module's components inside `<loaded.Messages>`. The page's own client scope no longer sends them.
// The texts come in the page's language with the code; should the provider's language differ (changed in
// the account settings since), `Messages` loads that language's before it shows its children.
import { useEffect, useMemo, useState } from "react";
import { NextIntlClientProvider, useLocale, useMessages } from "next-intl";
import { loadLazyMessages, mergeMessages, pageLocale } from "@/lib/i18n/lazy-messages";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import type { MessagePath } from "@/lib/i18n/client-scopes";
import type { Messages } from "@/lib/i18n/pick-messages";
import { lazyModule, type LazyModule } from "./lazy-module";

export type WithMessages<T> = T & {
  /** Gives its children the page's messages and the ones loaded with the module. */
  Messages: (props: { children: React.ReactNode }) => React.ReactNode;
};

type Loaded = { cache: Map<Locale, Messages>; load: (locale: Locale) => Promise<Messages> };

export function lazyWithMessages<T extends object>(
  importer: () => Promise<T>,
  paths: readonly MessagePath[],
): LazyModule<WithMessages<T>> {
  const loaded: Loaded = {
    cache: new Map(),
    load: async (locale) => {
      const messages = await loadLazyMessages(locale, paths);
      loaded.cache.set(locale, messages);
      return messages;
    },
  };
  return lazyModule(async () => {
    const [module] = await Promise.all([importer(), loaded.load(pageLocale())]);
    const Messages = ({ children }: { children: React.ReactNode }) => (
      <MergedMessages loaded={loaded}>{children}</MergedMessages>
    );
    return { ...module, Messages };
  });
}

function MergedMessages({ loaded, children }: { loaded: Loaded; children: React.ReactNode }) {
  const current = useMessages();
  const providerLocale = useLocale();
  const locale: Locale = isLocale(providerLocale) ? providerLocale : pageLocale();
  const [, setArrived] = useState(0);
  const extra = loaded.cache.get(locale);
  useEffect(() => {
    if (extra) return;
    let live = true;
    loaded.load(locale).then(
      () => live && setArrived((n) => n + 1),
      () => undefined, // a failed download shows nothing; the next mount tries again
    );
    return () => {
      live = false;
    };
  }, [extra, loaded, locale]);
  const messages = useMemo(() => (extra ? mergeMessages(current, extra) : null), [current, extra]);
  if (!messages) return null;
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
