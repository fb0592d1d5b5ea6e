// What /inbox hands each kind's section: the caller, the page of that section, the person filter and how
// to link to another page of it (the other filters kept).
import type { RequestContext } from "@/lib/api/context";

export type InboxSectionProps = {
  ctx: RequestContext;
  page: number;
  employeeId?: number;
  pageHref: (page: number) => string;
};
