// The application header (spec section 2), rendered on the server; only the parts that react to the
// user are client components. Left: hamburger (sidebar), logo with the account switcher, the left menu.
// Right: search, inbox, notifications bell, help link, settings, product news, the profile popup.
// `variant="minimal"` (flows such as /account-migration) keeps only the static logo and sign-out.
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ShellData } from "@/lib/shell/load-shell-data";
import { signOutAction } from "@/lib/auth/sign-in-action";
import { AccountSwitcher } from "./account-switcher";
import { HeaderSearch } from "./header-search";
import { HelpIcon, SettingsIcon } from "./icons";
import { ImpersonationLabel } from "./impersonation-label";
import { InboxLink } from "./inbox-link";
import { LeftMenu } from "./left-menu";
import { NotificationsBell } from "./notifications-bell";
import { ProductNewsButton, ProductNewsProvider } from "./product-news";
import { Sidebar } from "./sidebar";
import { UserMenu } from "./user-menu";

export type ShellVariant = "full" | "minimal";

const iconLink = "hidden h-10 w-10 items-center justify-center rounded text-slate-700 hover:bg-slate-100 md:flex";

export async function AppHeader({ data, variant = "full" }: { data: ShellData; variant?: ShellVariant }) {
  const t = await getTranslations();
  if (variant === "minimal")
    return <MinimalHeader data={data} signOutLabel={t("common.signOut")} label={t("shell.header.label")} />;

  const sidebarLinks = [
    data.dashboard,
    data.inbox ? { key: "inbox" as const, href: data.inbox.href, beta: false } : null,
    ...data.modules,
    data.notificationsPage,
    data.settings,
  ].filter((l): l is NonNullable<typeof l> => l !== null);
  return (
    <ProductNewsProvider initialUnread={data.productNews.unread}>
      <header
        aria-label={t("shell.header.label")}
        className="sticky top-0 z-30 border-b border-slate-200 bg-white"
        data-testid="app-header"
      >
        <div className="relative flex h-14 items-center gap-1 px-2 sm:gap-2 sm:px-4">
          <Sidebar groupName={data.group.name} links={sidebarLinks} upsell={data.upsell} help={data.help} />
          <AccountSwitcher
            groupName={data.group.name}
            accounts={data.accounts}
            impersonating={data.impersonating}
            logoHref={data.logoHref}
          />
          <LeftMenu modules={data.modules} edition={data.group.edition} upsell={data.upsell} />
          <div className="ml-auto flex shrink-0 items-center gap-0.5 sm:gap-1">
            {data.readOnly && (
              <span
                data-testid="read-only-badge"
                className="mr-1 rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900"
              >
                {t("common.readOnlyBadge")}
              </span>
            )}
            <HeaderSearch />
            {data.inbox && <InboxLink href={data.inbox.href} pending={data.inbox.pending} />}
            <NotificationsBell unseen={data.notifications.unseen} allHref={data.notificationsPage?.href ?? null} />
            <a
              href={data.help.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("shell.help.label")}
              data-testid="help-link"
              className={iconLink}
            >
              <HelpIcon />
            </a>
            {data.settings && (
              <Link
                href={data.settings.href}
                aria-label={t("nav.settings")}
                data-testid="settings-link"
                className={iconLink}
              >
                <SettingsIcon />
              </Link>
            )}
            <ProductNewsButton />
            <UserMenu user={data.user} entries={data.userMenu.entries} links={data.userMenu.links} />
          </div>
        </div>
        {data.impersonating && (
          <ImpersonationLabel userName={data.user.name || data.user.email} groupName={data.group.name} />
        )}
      </header>
    </ProductNewsProvider>
  );
}

function MinimalHeader({ data, signOutLabel, label }: { data: ShellData; signOutLabel: string; label: string }) {
  return (
    <header
      aria-label={label}
      className="border-b border-slate-200 bg-white"
      data-testid="app-header"
      data-variant="minimal"
    >
      <div className="flex h-14 items-center gap-2 px-4">
        <span
          aria-hidden
          className="flex h-8 w-8 items-center justify-center rounded-md bg-brand-600 text-sm font-semibold text-white"
        >
          {data.group.name.slice(0, 1).toUpperCase()}
        </span>
        <span className="truncate font-semibold text-brand-900">{data.group.name}</span>
        <span className="ml-auto hidden truncate text-sm text-slate-700 sm:inline" data-testid="current-user">
          {data.user.name || data.user.email}
        </span>
        <form action={signOutAction}>
          <button
            type="submit"
            data-testid="sign-out"
            className="min-h-10 rounded-md border border-slate-300 px-3 text-sm text-slate-800 hover:bg-slate-100"
          >
            {signOutLabel}
          </button>
        </form>
      </div>
    </header>
  );
}
