"use client";
// A lazily loaded module (./lazy-module.ts) that brings the texts of its components with it
// (lib/i18n/lazy-messages.ts): `lazyWithMessages(() => import("./dialog"), ["flows.survey"])`, then render
// the module's components inside `<loaded.Messages>`. The page's own client scope no longer sends them.
import { useMemo } from "react";
import { NextIntlClientProvider, useLocale, useMessages } from "next-intl";
import { loadLazyMessages, mergeMessages, pageLocale } from "@/lib/i18n/lazy-messages";
import type { MessagePath } from "@/lib/i18n/client-scopes";
import type { Messages } from "@/lib/i18n/pick-messages";
import { lazyModule, type LazyModule } from "./lazy-module";

export type WithMessages<T> = T & {
  /** Gives its children the page's messages and the ones loaded with the module. */
  Messages: (props: { children: React.ReactNode }) => React.ReactNode;
};

export function lazyWithMessages<T extends object>(
  importer: () => Promise<T>,
  paths: readonly MessagePath[],
): LazyModule<WithMessages<T>> {
  return lazyModule(async () => {
    const [module, messages] = await Promise.all([importer(), loadLazyMessages(pageLocale(), paths)]);
    const Messages = ({ children }: { children: React.ReactNode }) => (
      <MergedMessages extra={messages}>{children}</MergedMessages>
    );
    return { ...module, Messages };
  });
}

function MergedMessages({ extra, children }: { extra: Messages; children: React.ReactNode }) {
  const current = useMessages();
  const locale = useLocale();
  const messages = useMemo(() => mergeMessages(current, extra), [current, extra]);
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
