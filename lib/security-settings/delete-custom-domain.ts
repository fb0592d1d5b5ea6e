// POST /api/selfservice/domain/deleteCustomDomain: the group goes back to our own domain. Audited.
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { invalidateBrandingCache } from "@/lib/branding/resolve-branding";
import { customDomainJson } from "./custom-domain-dns";

export async function deleteCustomDomain(ctx: RequestContext) {
  await db.$transaction(async (tx) => {
    const before = await tx.group.findUniqueOrThrow({ where: { id: ctx.group.id }, select: { customDomain: true } });
    if (before.customDomain === null) return;
    await tx.group.update({ where: { id: ctx.group.id }, data: { customDomain: null } });
    await recordAudit(tx, ctx, {
      action: "delete",
      objectType: "custom_domain",
      objectId: ctx.group.id,
      before: { domain_name: before.customDomain },
      after: { domain_name: null },
    });
  });
  invalidateBrandingCache();
  return { data: customDomainJson(null, null) };
}
