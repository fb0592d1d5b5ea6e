"use client";
// The profile avatar and its popup (spec section 2): name and e-mail, My account, Account migration,
// Employee self service, Developers, Reset demo account, Sign out. Which entries appear is decided by
// lib/shell/user-menu-entries.ts (the loader passes the result).
import Link from "next/link";
import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { HoverDropdown, MenuItem, MenuLabel, MenuSeparator, menuItemClass } from "@/components/ui/hover-dropdown";
import { radixDialog } from "@/components/ui/lazy-module";
import { LazyFallback, retryRadixDialog } from "@/components/ui/lazy-fallback";
import { useToast } from "@/components/ui/toast";
import { signOutAction } from "@/lib/auth/sign-in-action";
import { apiFetch } from "@/lib/client/api-fetch";
import { SHELL_ACTIONS } from "@/lib/shell/nav-items";
import type { UserMenuEntry } from "@/lib/shell/user-menu-entries";
import { ExternalIcon } from "./icons";

type Props = {
  user: { name: string; email: string; image: string | null; initials: string };
  entries: readonly UserMenuEntry[];
  links: Partial<Record<UserMenuEntry, string>>;
  signOut?: () => Promise<void> | void;
};

export function UserMenu({ user, entries, links, signOut = signOutAction }: Props) {
  const t = useTranslations("shell.user");
  const nav = useTranslations("nav");
  const common = useTranslations("common");
  const [, startTransition] = useTransition();
  const [resetOpen, setResetOpen] = useState(false);
  const display = user.name || user.email;

  const link = (entry: UserMenuEntry, label: string, external = false) => {
    const href = links[entry];
    if (!href) return null;
    return (
      <MenuItem key={entry} asChild className={menuItemClass}>
        {external ? (
          <a href={href} target="_blank" rel="noopener noreferrer" data-testid={`user-menu-${entry}`}>
            {label}
            <ExternalIcon />
            <span className="sr-only">{t("newTab")}</span>
          </a>
        ) : (
          <Link href={href} data-testid={`user-menu-${entry}`}>
            {label}
          </Link>
        )}
      </MenuItem>
    );
  };

  return (
    <>
      <HoverDropdown
        align="end"
        label={t("menu", { name: display })}
        testId="user-menu"
        contentClassName="w-64"
        trigger={
          <button
            type="button"
            aria-label={t("menu", { name: display })}
            data-testid="current-user"
            className="flex h-10 w-10 items-center justify-center rounded-full"
          >
            {user.image ? (
              // eslint-disable-next-line @next/next/no-img-element -- avatars come from any host
              <img src={user.image} alt="" className="h-8 w-8 rounded-full object-cover" />
            ) : (
              <span
                aria-hidden
                className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-900 text-xs font-semibold text-white"
              >
                {user.initials}
              </span>
            )}
          </button>
        }
      >
        <MenuLabel className="px-3 py-2">
          <span className="block truncate font-semibold" data-testid="user-menu-name">
            {user.name || user.email}
          </span>
          <span className="block truncate text-xs text-slate-600" data-testid="user-menu-email">
            {user.email}
          </span>
        </MenuLabel>
        <MenuSeparator className="my-1 h-px bg-slate-200" />
        {entries.map((entry) => {
          switch (entry) {
            case "my_profile":
              return link("my_profile", t("myProfile"));
            case "account":
              return link("account", nav("account"));
            case "account_migration":
              return link("account_migration", nav("account_migration"));
            case "self_service":
              return link("self_service", t("selfService"), true);
            case "developer":
              return link("developer", nav("developer"));
            case "reset_demo":
              return (
                <MenuItem
                  key={entry}
                  className={menuItemClass}
                  onSelect={() => setResetOpen(true)}
                  data-testid="user-menu-reset_demo"
                >
                  {t("resetDemo")}
                </MenuItem>
              );
            case "sign_out":
              return (
                <MenuItem
                  key={entry}
                  className={menuItemClass}
                  data-testid="sign-out"
                  onSelect={() => startTransition(async () => void (await signOut()))}
                >
                  {common("signOut")}
                </MenuItem>
              );
          }
        })}
      </HoverDropdown>
      {entries.includes("reset_demo") && <ResetDemoDialog open={resetOpen} onOpenChange={setResetOpen} />}
    </>
  );
}

function ResetDemoDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("shell.user");
  const common = useTranslations("common");
  const toast = useToast();
  const [pending, setPending] = useState(false);
  async function reset() {
    setPending(true);
    try {
      await apiFetch(SHELL_ACTIONS.clearDemoAccount.path, { body: {} });
      window.location.assign("/");
    } catch (error) {
      setPending(false);
      toast.showError(error);
    }
  }
  // Radix's dialog code arrives after the page (components/ui/lazy-module.ts); a closed dialog needs none.
  const { module: Dialog, failed } = radixDialog.useLazy(open);
  if (!Dialog) {
    return open ? (
      <LazyFallback failed={failed} onRetry={retryRadixDialog} onClose={() => onOpenChange(false)} />
    ) : null;
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-[60px] z-50 w-[calc(100vw-2rem)] max-w-[380px] -translate-x-1/2 rounded-lg bg-white p-5 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{t("resetDemoTitle")}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">{t("resetDemoBody")}</Dialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary">{common("cancel")}</Button>
            </Dialog.Close>
            <Button variant="danger" disabled={pending} onClick={() => void reset()} data-testid="reset-demo-confirm">
              {t("resetDemoConfirm")}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
