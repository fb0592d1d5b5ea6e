"use client";
// The sidebar the hamburger opens (spec section 2): every page the user may open, and on light accounts
// the greyed-out "Enable more" modules. A drawer on Radix Dialog: focus moves in and stays there, Escape
// or the close button closes it, focus returns to the hamburger. Radix's code arrives after the page
// (components/ui/lazy-module.ts): the hamburger is a plain button that opens it. Its mobile variant (phones) also holds
// what the header has no room for there: the help centre, product news and the support e-mail.
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { radixDialog } from "@/components/ui/lazy-module";
import { LazyFallback, retryRadixDialog } from "@/components/ui/lazy-fallback";
import type { LinkItem, UpsellModule } from "@/lib/shell/visible-nav";
import { CloseIcon, ExternalIcon, LockIcon, MenuIcon } from "./icons";
import { useProductNews } from "./product-news";
import { useUpgradeRequest } from "./upgrade-request";

type Props = {
  groupName: string;
  links: readonly LinkItem[];
  upsell: readonly UpsellModule[];
  help: { url: string; email: string };
};

export function Sidebar({ groupName, links, upsell, help }: Props) {
  // Phones have no room for the product-news icon: the sidebar offers it instead.
  const news = useProductNews();
  const onOpenNews = news ? () => news.setOpen(true) : undefined;
  const newsUnread = news?.unread ?? 0;
  const t = useTranslations("shell");
  const nav = useTranslations("nav");
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const onUpgradeRequest = useUpgradeRequest();
  // Following a link closes the drawer.
  useEffect(() => setOpen(false), [pathname]);
  const active = (href: string) =>
    href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);

  const { module: Dialog, failed } = radixDialog.useLazy(open);
  const hamburger = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        type="button"
        aria-label={t("sidebar.open")}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="hamburger"
        ref={hamburger}
        onClick={() => setOpen(true)}
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded text-slate-700 hover:bg-slate-100"
      >
        <MenuIcon />
      </button>
      {!Dialog && open && <LazyFallback failed={failed} onRetry={retryRadixDialog} onClose={() => setOpen(false)} />}
      {Dialog && (
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
            <Dialog.Content
              data-testid="sidebar"
              // Without Radix's Trigger the dialog has no element to give focus back to: the hamburger.
              onCloseAutoFocus={(e) => {
                e.preventDefault();
                hamburger.current?.focus();
              }}
              className="fixed inset-y-0 left-0 z-50 flex w-full max-w-full flex-col overflow-y-auto bg-white shadow-xl focus:outline-none sm:w-80"
            >
              <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
                <Dialog.Title className="truncate text-base font-semibold">{groupName}</Dialog.Title>
                <Dialog.Close asChild>
                  <button
                    type="button"
                    aria-label={t("sidebar.close")}
                    className="flex h-10 w-10 items-center justify-center rounded text-slate-700 hover:bg-slate-100"
                  >
                    <CloseIcon />
                  </button>
                </Dialog.Close>
              </div>
              <Dialog.Description className="sr-only">{t("sidebar.title")}</Dialog.Description>
              <nav aria-label={t("sidebar.title")} className="flex-1 px-2 py-3">
                <ul className="space-y-0.5">
                  {links.map((item) => (
                    <li key={item.href}>
                      <Link
                        href={item.href}
                        onClick={() => setOpen(false)}
                        aria-current={active(item.href) ? "page" : undefined}
                        data-testid="sidebar-link"
                        className={`flex min-h-11 items-center gap-2 rounded px-3 text-sm font-medium ${active(item.href) ? "bg-brand-50 text-brand-900" : "text-slate-800 hover:bg-slate-100"}`}
                      >
                        {nav(item.key)}
                        {item.beta && (
                          <span className="rounded bg-amber-100 px-1 text-[10px] font-semibold uppercase text-amber-900">
                            {nav("beta")}
                          </span>
                        )}
                      </Link>
                    </li>
                  ))}
                </ul>
                {upsell.length > 0 && (
                  <section aria-labelledby="sidebar-upsell" className="mt-4 border-t border-slate-200 pt-3">
                    <h2
                      id="sidebar-upsell"
                      className="px-3 pb-1 text-xs font-medium uppercase tracking-wide text-slate-600"
                    >
                      {t("enableMore.button")}
                    </h2>
                    <ul className="space-y-0.5">
                      {upsell.map((module) => (
                        <li key={module}>
                          <button
                            type="button"
                            disabled={!onUpgradeRequest}
                            onClick={() => {
                              setOpen(false);
                              onUpgradeRequest?.(module);
                            }}
                            className="flex min-h-11 w-full items-center gap-2 rounded px-3 text-left text-sm text-slate-500 enabled:hover:bg-slate-100 disabled:cursor-not-allowed"
                          >
                            <LockIcon />
                            {nav(module)}
                            <span className="sr-only">{t("enableMore.hint")}</span>
                          </button>
                        </li>
                      ))}
                    </ul>
                  </section>
                )}
                <section
                  aria-labelledby="sidebar-more"
                  className="mt-4 border-t border-slate-200 pt-3 md:hidden"
                  data-testid="sidebar-mobile-extras"
                >
                  <h2
                    id="sidebar-more"
                    className="px-3 pb-1 text-xs font-medium uppercase tracking-wide text-slate-600"
                  >
                    {t("sidebar.more")}
                  </h2>
                  <ul className="space-y-0.5 text-sm">
                    {onOpenNews && (
                      <li>
                        <button
                          type="button"
                          onClick={() => {
                            setOpen(false);
                            onOpenNews();
                          }}
                          className="flex min-h-11 w-full items-center gap-2 rounded px-3 text-left text-slate-800 hover:bg-slate-100"
                        >
                          {t("sidebar.news")}
                          {newsUnread > 0 && (
                            <span className="rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white">
                              {newsUnread}
                            </span>
                          )}
                        </button>
                      </li>
                    )}
                    <li>
                      <a
                        href={help.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="flex min-h-11 items-center gap-2 rounded px-3 text-slate-800 hover:bg-slate-100"
                      >
                        {t("sidebar.help")}
                        <ExternalIcon />
                        <span className="sr-only">{t("user.newTab")}</span>
                      </a>
                    </li>
                    <li>
                      <a
                        href={`mailto:${help.email}`}
                        className="flex min-h-11 items-center gap-2 rounded px-3 text-slate-800 hover:bg-slate-100"
                      >
                        {t("sidebar.support")}
                      </a>
                    </li>
                  </ul>
                </section>
              </nav>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      )}
    </>
  );
}
