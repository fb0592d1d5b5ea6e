// POST /api/selfservice/domain/deleteCustomDomain: the group goes back to our own domain; a pending claim
// and a verified domain are both dropped. Audited.
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { invalidateBrandingCache } from "@/lib/branding/resolve-branding";
import { CUSTOM_DOMAIN_SELECT, NO_CUSTOM_DOMAIN, customDomainJson } from "./custom-domain-dns";

export async function deleteCustomDomain(ctx: RequestContext) {
  await db.$transaction(async (tx) => {
    const before = await tx.group.findUniqueOrThrow({ where: { id: ctx.group.id }, select: CUSTOM_DOMAIN_SELECT });
    if (before.customDomain === null && before.pendingCustomDomain === null) return;
    await tx.group.update({ where: { id: ctx.group.id }, data: { ...NO_CUSTOM_DOMAIN, customDomainVerifiedAt: null } });
    await recordAudit(tx, ctx, {
      action: "delete",
      objectType: "custom_domain",
      objectId: ctx.group.id,
      before: { domain_name: before.customDomain, pending_domain_name: before.pendingCustomDomain },
      after: { domain_name: null, pending_domain_name: null },
    });
  });
  invalidateBrandingCache();
  return { data: customDomainJson(NO_CUSTOM_DOMAIN, null) };
}
