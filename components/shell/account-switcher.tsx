"use client";
// The logo with the account switcher (spec section 2): the user's companies with a check on the current
// one; trial-expired ones disabled with an "expired" marker and a tooltip; a search field from 8
// companies on. Choosing one moves the session (POST /api/accounts/switch) and reloads. A static logo when
// impersonating, with a single company, or in the installed app.
import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { HoverDropdown, MenuItem, MenuLabel, menuItemClass } from "@/components/ui/hover-dropdown";
import { useToast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/client/api-fetch";
import {
  filterAccounts,
  isSwitcherStatic,
  showAccountFilter,
  type SwitcherAccount,
} from "@/lib/shell/account-switcher-rules";
import { CheckIcon, ChevronDownIcon } from "./icons";
import { useStandalone } from "./use-standalone";

type Props = {
  groupName: string;
  accounts: SwitcherAccount[];
  impersonating: boolean;
  /** The dashboard, when the user may open it; the logo is not a link otherwise. */
  logoHref: string | null;
  /** Where to go after switching (a full reload, so every part of the page reads the new account). */
  onSwitched?: () => void;
};

export function AccountSwitcher({ groupName, accounts, impersonating, logoHref, onSwitched }: Props) {
  const t = useTranslations("shell");
  const standalone = useStandalone();
  const isStatic = isSwitcherStatic({ impersonating, accountCount: accounts.length, standalone });
  return (
    <div
      className="flex min-w-0 items-center gap-1"
      data-testid="account-switcher"
      data-static={isStatic ? "true" : "false"}
    >
      <Logo name={groupName} href={logoHref} showName={isStatic} label={t("header.logoHome", { name: groupName })} />
      {!isStatic && <SwitcherMenu groupName={groupName} accounts={accounts} onSwitched={onSwitched} />}
    </div>
  );
}

function Logo({
  name,
  href,
  showName,
  label,
}: {
  name: string;
  href: string | null;
  showName: boolean;
  label: string;
}) {
  const mark = (
    <span
      aria-hidden
      className="flex h-8 w-8 shrink-0 items-center justify-center rounded-md bg-brand-600 text-sm font-semibold text-white"
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
  const text = showName ? (
    <span className="max-w-[10rem] truncate font-semibold text-brand-900 sm:max-w-[16rem]">{name}</span>
  ) : null;
  if (!href) {
    return (
      <span className="flex min-w-0 items-center gap-2" data-testid="logo">
        {mark}
        {text}
        {!showName && <span className="sr-only">{name}</span>}
      </span>
    );
  }
  return (
    <Link href={href} aria-label={label} data-testid="logo" className="flex min-w-0 items-center gap-2 rounded">
      {mark}
      {text}
    </Link>
  );
}

function SwitcherMenu({
  groupName,
  accounts,
  onSwitched,
}: {
  groupName: string;
  accounts: SwitcherAccount[];
  onSwitched?: () => void;
}) {
  const t = useTranslations("shell");
  const toast = useToast();
  const [query, setQuery] = useState("");
  const [pending, setPending] = useState(false);
  const shown = filterAccounts(accounts, query);

  async function choose(account: SwitcherAccount) {
    if (account.current || account.trial_expired || pending) return;
    setPending(true);
    try {
      await apiFetch("/api/accounts/switch", { body: { subdomain: account.subdomain } });
      (onSwitched ?? (() => window.location.assign("/")))();
    } catch (error) {
      setPending(false);
      toast.showError(error);
    }
  }

  return (
    <HoverDropdown
      label={t("switcher.menu")}
      testId="account-switcher-menu"
      contentClassName="w-72"
      trigger={
        <button
          type="button"
          data-testid="account-switcher-trigger"
          aria-label={t("switcher.trigger", { name: groupName })}
          className="flex min-h-10 min-w-0 items-center gap-1 rounded px-1 font-semibold text-brand-900 hover:bg-slate-100"
        >
          <span className="max-w-[8.5rem] truncate sm:max-w-[14rem]">{groupName}</span>
          <ChevronDownIcon />
        </button>
      }
    >
      <MenuLabel className="px-3 py-1.5 text-xs font-medium uppercase tracking-wide text-slate-600">
        {t("switcher.menu")}
      </MenuLabel>
      {showAccountFilter(accounts.length) && (
        <div className="px-2 pb-1">
          <label className="sr-only" htmlFor="account-filter">
            {t("switcher.search")}
          </label>
          <input
            id="account-filter"
            type="search"
            value={query}
            placeholder={t("switcher.search")}
            onChange={(e) => setQuery(e.target.value)}
            // Keep typing in the field: the menu's typeahead would otherwise take the letters.
            onKeyDown={(e) => {
              if (e.key !== "ArrowDown" && e.key !== "Escape" && e.key !== "Tab") e.stopPropagation();
            }}
            className="w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
          />
        </div>
      )}
      <div className="max-h-80 overflow-y-auto">
        {shown.map((account) => (
          <MenuItem
            key={account.subdomain}
            disabled={account.trial_expired || pending}
            onSelect={(e) => {
              if (account.current) return;
              e.preventDefault();
              void choose(account);
            }}
            title={account.trial_expired ? t("switcher.expiredTooltip") : undefined}
            aria-current={account.current ? "true" : undefined}
            data-testid="account-option"
            data-expired={account.trial_expired ? "true" : undefined}
            className={menuItemClass}
          >
            <span className="flex w-5 shrink-0 justify-center text-brand-600">
              {account.current ? <CheckIcon /> : null}
            </span>
            <span className="min-w-0 flex-1 truncate">{account.name}</span>
            {account.current && <span className="sr-only">({t("switcher.current")})</span>}
            {account.trial_expired && (
              <span className="rounded bg-slate-200 px-1.5 py-0.5 text-xs font-medium text-slate-800">
                {t("switcher.expired")}
                <span className="sr-only">: {t("switcher.expiredTooltip")}</span>
              </span>
            )}
          </MenuItem>
        ))}
        {shown.length === 0 && <p className="px-3 py-2 text-slate-600">{t("switcher.noMatch")}</p>}
      </div>
    </HoverDropdown>
  );
}
