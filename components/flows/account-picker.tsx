"use client";
// The account picker (spec section 2): the caller's linked organisations from
// GET /api/accounts/listAccessableTrustedAccounts; choosing one POSTs /api/accounts/switch {subdomain}
// and reloads the app in that account. The current account is marked; trial-expired accounts are shown
// disabled with the reason; from 8 accounts on a filter box appears.
import { useEffect, useId, useState } from "react";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import type { AccountJson } from "@/lib/accounts/list-accounts";
import { ACCOUNT_FILTER_FROM } from "@/lib/ui/constants";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a successful switch; reloads the app at / by default. */
  onSwitched?: (subdomain: string) => void;
};

export function AccountPickerModal({ open, onOpenChange, onSwitched = () => window.location.assign("/") }: Props) {
  const t = useTranslations("flows.accountPicker");
  const toast = useToast();
  const filterId = useId();
  const [accounts, setAccounts] = useState<AccountJson[] | null>(null);
  const [filter, setFilter] = useState("");
  const [switching, setSwitching] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setAccounts(null);
    setFilter("");
    apiFetch<{ accounts: AccountJson[] }>("/api/accounts/listAccessableTrustedAccounts")
      .then((reply) => !cancelled && setAccounts(reply.accounts))
      .catch((error) => {
        if (!cancelled) {
          setAccounts([]);
          toast.showError(error);
        }
      });
    return () => {
      cancelled = true;
    };
  }, [open, toast]);

  async function choose(account: AccountJson) {
    if (account.current) return onOpenChange(false);
    setSwitching(account.subdomain);
    try {
      await apiFetch("/api/accounts/switch", { body: { subdomain: account.subdomain } });
      onOpenChange(false);
      onSwitched(account.subdomain);
    } catch (error) {
      toast.showError(error);
    } finally {
      setSwitching(null);
    }
  }

  const needle = filter.trim().toLowerCase();
  const shown = (accounts ?? []).filter(
    (a) => !needle || a.name.toLowerCase().includes(needle) || a.subdomain.includes(needle),
  );
  return (
    <Modal open={open} onOpenChange={onOpenChange} testId="account-picker" title={t("title")} description={t("intro")}>
      {accounts === null ? (
        <p role="status" className="text-sm text-slate-600">
          {t("loading")}
        </p>
      ) : (
        <>
          {accounts.length >= ACCOUNT_FILTER_FROM ? (
            <div className="mb-3">
              <label htmlFor={filterId} className="sr-only">
                {t("filter")}
              </label>
              <input
                id={filterId}
                type="search"
                value={filter}
                placeholder={t("filter")}
                onChange={(e) => setFilter(e.target.value)}
                className="block w-full rounded-md border border-slate-300 px-3 py-2 text-base sm:text-sm"
              />
            </div>
          ) : null}
          <ul className="flex flex-col gap-1">
            {shown.map((account) => (
              <li key={account.subdomain}>
                <button
                  type="button"
                  onClick={() => choose(account)}
                  disabled={account.trial_expired || switching !== null}
                  aria-current={account.current ? "true" : undefined}
                  title={account.trial_expired ? t("trialExpiredTooltip") : undefined}
                  className="flex min-h-11 w-full items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2 text-left text-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500"
                >
                  <span>
                    <span className="font-medium">{account.name}</span>
                    {account.trial_expired ? <span className="ml-2 text-xs">({t("trialExpired")})</span> : null}
                  </span>
                  {account.current ? (
                    <span className="text-green-700">
                      <span aria-hidden="true">✓ </span>
                      <span className="text-xs">{t("current")}</span>
                    </span>
                  ) : switching === account.subdomain ? (
                    <span className="text-xs">{t("switching")}</span>
                  ) : null}
                </button>
              </li>
            ))}
            {shown.length === 0 ? <li className="text-sm text-slate-600">{t("none")}</li> : null}
          </ul>
        </>
      )}
    </Modal>
  );
}
