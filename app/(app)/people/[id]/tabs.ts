// The sections of the employee page and who sees which.
import { canAccessArea } from "@/lib/access/areas";
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { hasDimona } from "@/lib/dimona/belgian-only";
import { documentRights } from "@/lib/documents/document-rights";

/** Tab key in the URL -> its message key under people.sections. */
export const PERSON_TABS = {
  personal: "personal",
  settings: "settings",
  roles: "roles",
  wages: "wages",
  contracts: "contracts",
  managers: "managers",
  custom: "customFields",
  dimona: "dimona",
  activity: "activity",
  audit: "audit",
  // Labelled from the documents namespace (page.tsx), not people.sections.
  documents: "documents",
} as const;
export type PersonTab = keyof typeof PERSON_TABS;

/** Tabs of one's own record seen outside the directory (self-service): the rest is HR's. */
const OWN_TABS: readonly PersonTab[] = ["personal", "wages", "documents"];

export function visibleTabs(
  ctx: RequestContext,
  permissions: { can_see_wages: boolean },
  deleted = false,
  ownOnly = false,
): PersonTab[] {
  return (Object.keys(PERSON_TABS) as PersonTab[]).filter((tab) => {
    if (ownOnly && !OWN_TABS.includes(tab)) return false;
    if (tab === "wages") return permissions.can_see_wages;
    // The contracts module's own gate (full edition, wages switch, disable_contracts off) and its read right.
    if (tab === "contracts") return canAccessArea(ctx.subject, "contracts") && can(ctx.subject, "contracts.read");
    if (tab === "custom") return ctx.group.groupAccess !== "light";
    if (tab === "audit") return can(ctx.subject, "audit.read");
    // Dimona (Belgian declarations: BE companies only) lives in the contracts area: non-light edition and wages access.
    if (tab === "dimona")
      return hasDimona(ctx) && canAccessArea(ctx.subject, "contracts") && can(ctx.subject, "dimona.read");
    // A deleted person's record takes no documents (the files stay until a hard delete removes them).
    if (tab === "documents") return !deleted && documentRights(ctx).canRead;
    return true;
  });
}
