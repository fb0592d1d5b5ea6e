// POST /api/selfservice/domain/setCustomDomain {domain_name}: sets the group's custom domain. The name is
// checked by the input schema (custom-domain-hostname.ts); here only uniqueness: no other group and no
// reseller may hold it (409). The unique index backs the check against a race. Audited.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { invalidateBrandingCache } from "@/lib/branding/resolve-branding";
import { customDomainJson } from "./custom-domain-dns";
import type { TSetCustomDomainInput } from "./security-settings.types";

const taken = () => new AppError("conflict", "This domain is already in use", { fields: { domain_name: "domain_name is already in use" } });

export async function setCustomDomain(ctx: RequestContext, input: TSetCustomDomainInput, requestHost: string | null) {
  const domain = input.domain_name;
  const [group, reseller] = await Promise.all([
    db.group.findFirst({ where: { customDomain: domain, id: { not: ctx.group.id } }, select: { id: true } }),
    db.reseller.findFirst({ where: { customDomain: domain }, select: { id: true } }),
  ]);
  if (group || reseller) throw taken();
  try {
    await db.$transaction(async (tx) => {
      const before = await tx.group.findUniqueOrThrow({ where: { id: ctx.group.id }, select: { customDomain: true } });
      if (before.customDomain === domain) return;
      await tx.group.update({ where: { id: ctx.group.id }, data: { customDomain: domain } });
      await recordAudit(tx, ctx, {
        action: "update",
        objectType: "custom_domain",
        objectId: ctx.group.id,
        before: { domain_name: before.customDomain },
        after: { domain_name: domain },
      });
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw taken();
    throw error;
  }
  invalidateBrandingCache();
  return { data: customDomainJson(domain, requestHost) };
}
