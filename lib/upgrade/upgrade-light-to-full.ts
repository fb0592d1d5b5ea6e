// POST /api/upgrade/upgradeLightToFull: turns a light account into a full one, for an admin of a light
// account with 20 or more active employees. For a group whose reseller handles upgrades, it records a
// request for that reseller instead (no mail goes out yet; sales reads upgrade_request) and the group
// stays light. Both are audited.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { isReadOnly } from "@/lib/access/subject";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { UPGRADE_MIN_EMPLOYEES } from "@/lib/ui/constants";
import { countActiveEmployees } from "./count-active-employees";
import { findUpgradingReseller } from "./get-upgrade-offer";
import { canOfferLightToFullUpgrade } from "./upgrade-rule";

export type UpgradeResult = { status: "upgraded" } | { status: "requested"; reseller_name: string };

export async function upgradeLightToFull(ctx: RequestContext): Promise<{ data: UpgradeResult }> {
  if (ctx.group.groupAccess !== "light") throw new AppError("conflict", "This account already has the full edition");
  const reseller = await findUpgradingReseller(ctx.group.resellerId);

  const result = await db.$transaction(async (tx): Promise<UpgradeResult> => {
    const employeeCount = await countActiveEmployees(ctx.group.id, { client: tx });
    const audience = {
      role: ctx.membership.role,
      edition: ctx.group.groupAccess,
      employeeCount,
      readOnly: isReadOnly(ctx.subject),
    };
    if (!canOfferLightToFullUpgrade(audience)) {
      throw AppError.forbidden(
        `The upgrade is offered to admins of light accounts with ${UPGRADE_MIN_EMPLOYEES} or more employees`,
      );
    }
    const base = { groupId: ctx.group.id, requestedByUserId: ctx.user.id, source: "upgrade_flow", employeeCount };

    if (reseller) {
      const open = await tx.upgradeRequest.findFirst({
        where: { groupId: ctx.group.id, kind: "light_to_full_via_reseller", status: "open" },
      });
      if (open) return { status: "requested", reseller_name: reseller.name };
      const request = await tx.upgradeRequest.create({
        data: { ...base, kind: "light_to_full_via_reseller", status: "open", resellerId: reseller.id },
      });
      await recordAudit(tx, ctx, {
        action: "request_upgrade",
        objectType: "upgrade_request",
        objectId: request.id,
        after: { kind: request.kind, reseller_id: reseller.id },
      });
      return { status: "requested", reseller_name: reseller.name };
    }

    // Guarded on the current edition, so two admins confirming at once upgrade (and audit) once.
    const changed = await tx.group.updateMany({
      where: { id: ctx.group.id, groupAccess: "light" },
      data: { groupAccess: "full" },
    });
    if (changed.count === 0) throw new AppError("conflict", "This account already has the full edition");
    const request = await tx.upgradeRequest.create({ data: { ...base, kind: "light_to_full", status: "completed" } });
    await recordAudit(tx, ctx, {
      action: "upgrade",
      objectType: "group",
      objectId: ctx.group.id,
      before: { group_access: "light" },
      after: { group_access: "full", upgrade_request_id: request.id },
    });
    return { status: "upgraded" };
  });
  return { data: result };
}
