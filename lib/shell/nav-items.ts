// The app's routes as the shell knows them: one list for the header, the overflow menu, the sidebar, the
// user popup and search. `available` says whether the route has a page today: the shell never shows a
// link to a page that does not exist. A module flips its entry to `available: true` when it adds its page
// (tests/unit/shell/nav-items.test.ts checks every flag against the files under app/).
import type { Area } from "@/lib/access/areas";
import { areaOfPath } from "@/lib/access/page-areas";

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
  | "payroll_month"
  | "settings"
  | "settings_modules"
  | "notifications"
  | "account"
  | "account_migration"
  | "developer";

export type NavItem = {
  key: NavItemKey;
  href: string;
  /** The area gate that decides whether this user sees the item: its page's area in lib/access/page-areas.ts. */
  area: Area;
  /** The route has a page in app/ (see the header comment). */
  available: boolean;
  /** May sit in the left header menu (modules); the others live in the right menu or the user popup. */
  header: boolean;
  /** Marked "Beta" next to its label. */
  beta?: boolean;
};

const NAV_ENTRIES: readonly (Omit<NavItem, "area"> & { area?: Area })[] = [
  // "/" is everyone's home page; the link to it follows the dashboard gate (spec section 6: "Dashboard link: dashboard access").
  { key: "dashboard", href: "/", area: "dashboard", available: true, header: false },
  { key: "inbox", href: "/inbox", available: true, header: false },
  { key: "people", href: "/people", available: true, header: true },
  { key: "calendar", href: "/calendar", available: true, header: true },
  { key: "documents", href: "/documents", available: true, header: true },
  // Teams have no page of their own in the spec; /settings/teams/add lists them and creates one.
  { key: "teams", href: "/settings/teams/add", available: true, header: true },
  { key: "orgchart", href: "/orgchart", available: true, header: true },
  { key: "assets", href: "/assets", available: false, header: true },
  { key: "fleet", href: "/fleet", available: false, header: true },
  { key: "expenses", href: "/expenses", available: true, header: true },
  { key: "software", href: "/software", available: false, header: true },
  { key: "contracts", href: "/contracts", available: true, header: true },
  { key: "trainings", href: "/trainings", available: false, header: true },
  { key: "internal_messages", href: "/internal_messages", available: false, header: true },
  { key: "performance", href: "/evaluations", available: false, header: true },
  { key: "workflows", href: "/workflows", available: false, header: true },
  { key: "insights", href: "/insights", available: false, header: true },
  { key: "benchmark", href: "/benchmark", available: false, header: true, beta: true },
  { key: "payroll_month", href: "/payroll", available: true, header: true },
  { key: "settings", href: "/settings", available: true, header: false },
  { key: "settings_modules", href: "/settings/modules", available: true, header: false },
  { key: "notifications", href: "/notifications", available: true, header: false },
  { key: "account", href: "/account", available: true, header: false },
  { key: "account_migration", href: "/account-migration", available: true, header: false },
  { key: "developer", href: "/developer", available: true, header: false },
];

/** The entries with their areas from the one path-to-area table (proxy, pages and navigation agree). */
export const NAV_ITEMS: readonly NavItem[] = NAV_ENTRIES.map((entry) => {
  const area = entry.area ?? areaOfPath(entry.href);
  if (!area) throw new Error(`No area for ${entry.href} in lib/access/page-areas.ts`);
  return { ...entry, area };
});

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
