// The sections of the employee page and who sees which.
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";

/** Tab key in the URL -> its message key under people.sections. */
export const PERSON_TABS = {
  personal: "personal",
  settings: "settings",
  roles: "roles",
  wages: "wages",
  managers: "managers",
  custom: "customFields",
  activity: "activity",
  audit: "audit",
} as const;
export type PersonTab = keyof typeof PERSON_TABS;

export function visibleTabs(ctx: RequestContext, permissions: { can_see_wages: boolean }): PersonTab[] {
  return (Object.keys(PERSON_TABS) as PersonTab[]).filter((tab) => {
    if (tab === "wages") return permissions.can_see_wages;
    if (tab === "custom") return ctx.group.groupAccess !== "light";
    if (tab === "audit") return can(ctx.subject, "audit.read");
    return true;
  });
}
