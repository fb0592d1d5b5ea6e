// The one table from page paths to the area gates of areas.ts. proxy.ts answers a page outside the caller's
// gates with the 404 before anything renders, the navigation (lib/shell/nav-items.ts) takes its items'
// areas from here, and each page.tsx repeats the check with the same path (defence in depth:
// `requirePageContext("/people")`). A new module adds one line here (tests/unit/access/page-areas.test.ts
// checks that every page under app/ is covered and asks for its own path).
// Pure and free of server imports: the proxy bundle and client components import it.
import { canAccessArea, LIGHT_UPSELL_MODULES, type Area } from "./areas";
import { moduleExists } from "./modules";
import type { AccessSubject } from "./subject";

/** A path and everything below it; `null`: any signed-in user (the page itself narrows what it shows). */
export const PAGE_AREAS: readonly { path: string; area: Area | null }[] = [
  // The home page is everyone's landing page; the dashboard's figures follow the "dashboard" gate inside it.
  { path: "/", area: null },
  { path: "/dashboard", area: null },
  { path: "/inbox", area: "inbox" },
  { path: "/people", area: "people" },
  // One person: also one's own record (self-service); the page answers 404 for anyone else outside the directory.
  { path: "/people/[id]", area: null },
  { path: "/calendar", area: "calendar" },
  { path: "/documents", area: "documents" },
  { path: "/orgchart", area: "orgchart" },
  { path: "/assets", area: "assets" },
  { path: "/fleet", area: "fleet" },
  { path: "/expenses", area: "expenses" },
  { path: "/software", area: "software" },
  { path: "/contracts", area: "contracts" },
  { path: "/trainings", area: "trainings" },
  { path: "/internal_messages", area: "internal_messages" },
  { path: "/evaluations", area: "performance" },
  { path: "/workflows", area: "workflows" },
  { path: "/insights", area: "insights" },
  { path: "/benchmark", area: "benchmark" },
  // Teams have no page of their own in the spec: /settings/teams/add lists them (managers too).
  { path: "/settings/teams", area: "teams" },
  // The payroll-provider integrations: their own gate (switch and module flag), not every admin's.
  { path: "/settings/integrations", area: "payroll" },
  // The contract template (issue 21): contract readers see it, contracts.manage edits it.
  { path: "/settings/contract-template", area: "contracts" },
  { path: "/settings", area: "settings" },
  // The payroll month: HR's and managers' screen (payroll.read), not only the integration admins'.
  { path: "/payroll", area: "payroll_month" },
  { path: "/notifications", area: "notifications" },
  { path: "/account", area: "account" },
  { path: "/account-migration", area: "account" },
  { path: "/linked-identities", area: "account" },
  { path: "/developer", area: "developer" },
  // The OAuth consent page: any signed-in user grants an app access to what they themselves may see.
  { path: "/oauth", area: null },
];

// An entry covers its path and everything below it, in whole segments (/account does not cover
// /account-migration); a "[name]" segment stands for any one segment. "/" covers only the home page.
// The proxy asks on every page request, so each entry's segments are split once, here.
type Entry = (typeof PAGE_AREAS)[number];
type Compiled = { entry: Entry; want: readonly (string | null)[] };
const segmentsOf = (p: string) => p.split("/").filter(Boolean);
const isParam = (segment: string) => segment.startsWith("[") && segment.endsWith("]") && segment.length > 2;

// The most specific entry first: more segments, then more literal ones (/people/[id] before /people).
// A "[name]" segment is kept as null (any one segment).
const BY_SPECIFICITY: readonly Compiled[] = PAGE_AREAS.map((entry) => ({
  entry,
  want: segmentsOf(entry.path).map((s) => (isParam(s) ? null : s)),
})).sort(
  (a, b) =>
    b.want.length - a.want.length || b.want.filter((s) => s !== null).length - a.want.filter((s) => s !== null).length,
);

function covers(want: readonly (string | null)[], have: readonly string[]): boolean {
  if (want.length === 0) return have.length === 0;
  return want.length <= have.length && want.every((segment, i) => segment === null || segment === have[i]);
}

/** The table's entry for a page path. */
export function pageAreaEntry(pathname: string): Entry | undefined {
  const have = segmentsOf(pathname);
  return BY_SPECIFICITY.find(({ want }) => covers(want, have))?.entry;
}

/** The area a page path belongs to; null when any signed-in user may open it or the path is not a page of ours. */
export function areaOfPath(pathname: string): Area | null {
  return pageAreaEntry(pathname)?.area ?? null;
}

/**
 * What a caller meets on a page path: "open"; "upgrade" for a built module only the full edition has (the
 * greyed-out "Enable more" entries, lib/shell/visible-nav.ts, lead to the upgrade flow, not to a 404);
 * "hidden" otherwise, answered exactly like a page that does not exist (also a module not built yet).
 */
export type PageAccess = "open" | "upgrade" | "hidden";

export function pageAccess(subject: AccessSubject, pathname: string): PageAccess {
  const area = areaOfPath(pathname);
  if (area === null || canAccessArea(subject, area)) return "open";
  if (subject.edition === "light" && (LIGHT_UPSELL_MODULES as readonly Area[]).includes(area) && moduleExists(area))
    return "upgrade";
  return "hidden";
}
