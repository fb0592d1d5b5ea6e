// Account switcher rules (spec sections 2 and 5).
import { ACCOUNT_FILTER_FROM } from "@/lib/ui/constants";

export type SwitcherAccount = { subdomain: string; name: string; trial_expired: boolean; current: boolean };

/** A static logo when impersonating, with a single account, or running as an installed app. */
export function isSwitcherStatic(options: {
  impersonating: boolean;
  accountCount: number;
  standalone: boolean;
}): boolean {
  return options.impersonating || options.accountCount <= 1 || options.standalone;
}

/** The search field appears only with 8 or more accounts. */
export function showAccountFilter(accountCount: number): boolean {
  return accountCount >= ACCOUNT_FILTER_FROM;
}

export function filterAccounts<T extends { name: string; subdomain: string }>(
  accounts: readonly T[],
  query: string,
): T[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return [...accounts];
  return accounts.filter((a) => a.name.toLocaleLowerCase().includes(q) || a.subdomain.toLocaleLowerCase().includes(q));
}
