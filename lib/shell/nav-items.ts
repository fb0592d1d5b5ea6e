// The app's routes as the shell knows them: one list for the header, the overflow menu, the sidebar, the
// user popup and search. `available` says whether the route has a page today: the shell never shows a
// link to a page that does not exist. A module flips its entry to `available: true` when it adds its page
// (tests/unit/shell/nav-items.test.ts checks every flag against the files under app/).
import type { Area } from "@/lib/access/areas";

export type NavItemKey =
  | "dashboard"
  | "inbox"
  | "people"
  | "calendar"
  | "documents"
  | "teams"
  | "orgchart"
  | "assets"
  | "fleet"
  | "expenses"
  | "software"
  | "contracts"
  | "trainings"
  | "internal_messages"
  | "performance"
  | "workflows"
  | "insights"
  | "benchmark"
  | "settings"
  | "settings_modules"
  | "notifications"
  | "account"
  | "account_migration"
  | "developer";

export type NavItem = {
  key: NavItemKey;
  href: string;
  /** The area gate of lib/access that decides whether this user sees the item. */
  area: Area;
  /** The route has a page in app/ (see the header comment). */
  available: boolean;
  /** May sit in the left header menu (modules); the others live in the right menu or the user popup. */
  header: boolean;
  /** Marked "Beta" next to its label. */
  beta?: boolean;
};

export const NAV_ITEMS: readonly NavItem[] = [
  { key: "dashboard", href: "/", area: "dashboard", available: true, header: false },
  { key: "inbox", href: "/inbox", area: "inbox", available: true, header: false },
  { key: "people", href: "/people", area: "people", available: true, header: true },
  { key: "calendar", href: "/calendar", area: "calendar", available: true, header: true },
  { key: "documents", href: "/documents", area: "documents", available: true, header: true },
  // Teams have no page of their own in the spec; /settings/teams/add lists them and creates one.
  { key: "teams", href: "/settings/teams/add", area: "teams", available: true, header: true },
  { key: "orgchart", href: "/orgchart", area: "orgchart", available: true, header: true },
  { key: "assets", href: "/assets", area: "assets", available: false, header: true },
  { key: "fleet", href: "/fleet", area: "fleet", available: false, header: true },
  { key: "expenses", href: "/expenses", area: "expenses", available: false, header: true },
  { key: "software", href: "/software", area: "software", available: false, header: true },
  { key: "contracts", href: "/contracts", area: "contracts", available: false, header: true },
  { key: "trainings", href: "/trainings", area: "trainings", available: false, header: true },
  { key: "internal_messages", href: "/internal_messages", area: "internal_messages", available: false, header: true },
  { key: "performance", href: "/evaluations", area: "performance", available: false, header: true },
  { key: "workflows", href: "/workflows", area: "workflows", available: false, header: true },
  { key: "insights", href: "/insights", area: "insights", available: false, header: true },
  { key: "benchmark", href: "/benchmark", area: "benchmark", available: false, header: true, beta: true },
  { key: "settings", href: "/settings", area: "settings", available: true, header: false },
  { key: "settings_modules", href: "/settings/modules", area: "settings", available: true, header: false },
  { key: "notifications", href: "/notifications", area: "notifications", available: true, header: false },
  { key: "account", href: "/account", area: "account", available: true, header: false },
  { key: "account_migration", href: "/account-migration", area: "account", available: true, header: false },
  { key: "developer", href: "/developer", area: "developer", available: true, header: false },
];

/** API calls the shell offers in its menus, with the same rule: no entry for a call that does not exist. */
export const SHELL_ACTIONS = {
  // POST /clearDemoAccount (spec section 7) belongs to the demo module, which is not built yet.
  clearDemoAccount: { path: "/clearDemoAccount", available: false },
} as const;

export function navItem(key: NavItemKey): NavItem {
  const item = NAV_ITEMS.find((i) => i.key === key);
  if (!item) throw new Error(`Unknown nav item ${key}`);
  return item;
}
