// What /inbox hands each kind's section: the caller, the page of that section, the person filter and how
// to link to another page of it (the other filters kept), and the kind's pending count as the registry
// counted it for the badge and the filter (a section whose list follows the same rules reuses it as its
// total when no person is chosen, instead of counting the same rows again).
import type { RequestContext } from "@/lib/api/context";

export type InboxSectionProps = {
  ctx: RequestContext;
  page: number;
  employeeId?: number;
  count: number;
  pageHref: (page: number) => string;
};
