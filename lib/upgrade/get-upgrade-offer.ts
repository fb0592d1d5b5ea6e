// What the upgrade flow shows the caller: whether it is offered at all, and either the price (direct
// upgrade) or the reseller who handles it (no price shown). Groups whose reseller has a
// ResellerUpgradeContact row get the reseller variant; every other group upgrades directly.
import type { RequestContext } from "@/lib/api/context";
import { isAdmin, isReadOnly } from "@/lib/access/subject";
import { db } from "@/lib/db/client";
import { countActiveEmployees } from "./count-active-employees";
import { FULL_EDITION_PRICES, type UpgradePrice } from "./upgrade-prices";
import { canOfferLightToFullUpgrade } from "./upgrade-rule";

export type UpgradeOffer = {
  offered: boolean;
  employee_count: number;
  via_reseller: boolean;
  reseller_name: string | null;
  price: UpgradePrice | null;
  /** A request to the reseller is already waiting. */
  request_pending: boolean;
};

export async function getUpgradeOffer(ctx: RequestContext): Promise<UpgradeOffer> {
  const none: UpgradeOffer = {
    offered: false,
    employee_count: 0,
    via_reseller: false,
    reseller_name: null,
    price: null,
    request_pending: false,
  };
  // Cheap checks first: most callers are full accounts or not admins.
  if (ctx.group.groupAccess !== "light" || !isAdmin(ctx.subject)) return none;
  const employeeCount = await countActiveEmployees(ctx.group.id);
  const offered = canOfferLightToFullUpgrade({
    role: ctx.membership.role,
    edition: ctx.group.groupAccess,
    employeeCount,
    readOnly: isReadOnly(ctx.subject),
  });
  if (!offered) return { ...none, employee_count: employeeCount };
  const reseller = await findUpgradingReseller(ctx.group.resellerId);
  const pending = reseller
    ? (await db.upgradeRequest.count({
        where: { groupId: ctx.group.id, kind: "light_to_full_via_reseller", status: "open" },
      })) > 0
    : false;
  return {
    offered: true,
    employee_count: employeeCount,
    via_reseller: reseller !== null,
    reseller_name: reseller?.name ?? null,
    price: reseller ? null : FULL_EDITION_PRICES[ctx.group.country],
    request_pending: pending,
  };
}

/** The group's reseller when it handles upgrades itself, else null. */
export async function findUpgradingReseller(resellerId: number | null) {
  if (resellerId === null) return null;
  const contact = await db.resellerUpgradeContact.findUnique({
    where: { resellerId },
    select: { reseller: { select: { id: true, name: true } } },
  });
  return contact?.reseller ?? null;
}
