// Which navigation entries a user gets: the area gate of lib/access decides, and only routes that have
// a page are offered. Pure, so the rules are unit-tested without a browser.
import { canAccessArea, LIGHT_UPSELL_MODULES } from "@/lib/access/areas";
import { moduleExists } from "@/lib/access/modules";
import type { AccessSubject } from "@/lib/access/subject";
import { NAV_ITEMS, navItem, type NavItem, type NavItemKey } from "./nav-items";

export type LinkItem = { key: NavItemKey; href: string; beta: boolean };

const toLink = (item: NavItem): LinkItem => ({ key: item.key, href: item.href, beta: item.beta ?? false });

/** The item when this user may open it and its page exists; null otherwise. */
export function linkIfAllowed(
  subject: AccessSubject,
  key: NavItemKey,
  items: readonly NavItem[] = NAV_ITEMS,
): LinkItem | null {
  const item = items.find((i) => i.key === key) ?? navItem(key);
  return item.available && canAccessArea(subject, item.area) ? toLink(item) : null;
}

/** Modules for the left header menu and the sidebar, in the list's order. */
export function moduleLinks(subject: AccessSubject, items: readonly NavItem[] = NAV_ITEMS): LinkItem[] {
  return items.filter((i) => i.header && i.available && canAccessArea(subject, i.area)).map(toLink);
}

/** Every module a user could pin to the header (the navigation settings modal's choices). */
export function headerChoices(subject: AccessSubject, items: readonly NavItem[] = NAV_ITEMS): LinkItem[] {
  return moduleLinks(subject, items);
}

export type UpsellModule = (typeof LIGHT_UPSELL_MODULES)[number];

/** Light users see the full edition's modules greyed out in "Enable more" (spec section 2): only those
 * that exist today (lib/access/modules.ts), never a module that is not built. */
export function upsellModules(subject: AccessSubject): UpsellModule[] {
  return subject.edition === "light" ? LIGHT_UPSELL_MODULES.filter((m) => moduleExists(m)) : [];
}
