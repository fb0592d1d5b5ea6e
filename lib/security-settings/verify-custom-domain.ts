// POST /api/selfservice/domain/verifyCustomDomain: proves the group owns its pending custom domain by
// looking up the TXT record _hr-verification.<domain> (lookup-txt-records.ts). When one of its values is
// "hr-verify=<token>", the domain becomes the group's verified domain and brands and routes from then on.
// No matching record: 422 naming the record to create; DNS unreachable: 503; another group verified the
// domain first, or a reseller holds it: 409 (the unique index backs this against a race). Audited.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { invalidateBrandingCache } from "@/lib/branding/resolve-branding";
import {
  CUSTOM_DOMAIN_SELECT,
  customDomainJson,
  verificationRecordName,
  verificationRecordValue,
} from "./custom-domain-dns";
import { lookupTxtRecords } from "./lookup-txt-records";
import { domainTaken } from "./set-custom-domain";

export async function verifyCustomDomain(ctx: RequestContext, requestHost: string | null) {
  const state = await db.group.findUniqueOrThrow({ where: { id: ctx.group.id }, select: CUSTOM_DOMAIN_SELECT });
  const domain = state.pendingCustomDomain;
  const token = state.customDomainToken;
  if (!domain || !token) {
    throw new AppError("conflict", "There is no pending custom domain to verify", {
      fields: { domain_name: "no pending domain" },
    });
  }
  const recordName = verificationRecordName(domain);
  const expected = verificationRecordValue(token);
  const lookup = await lookupTxtRecords(recordName);
  if (!lookup.found && lookup.reason === "dns_error") {
    throw new AppError("unavailable", "The DNS lookup failed; try again in a few minutes");
  }
  if (!lookup.found || !lookup.values.some((v) => v.trim() === expected)) {
    throw AppError.validation({
      domain_name: `No TXT record ${recordName} with the value ${expected} was found (DNS changes can take a while)`,
    });
  }
  const [otherGroup, reseller] = await Promise.all([
    db.group.findFirst({ where: { customDomain: domain, id: { not: ctx.group.id } }, select: { id: true } }),
    db.reseller.findFirst({ where: { customDomain: domain }, select: { id: true } }),
  ]);
  if (otherGroup || reseller) throw domainTaken();
  try {
    await db.$transaction(async (tx) => {
      // Only the claim that was checked: a change in between (another domain set) is not verified by it.
      const moved = await tx.group.updateMany({
        where: { id: ctx.group.id, pendingCustomDomain: domain, customDomainToken: token },
        data: {
          customDomain: domain,
          pendingCustomDomain: null,
          customDomainToken: null,
          customDomainVerifiedAt: new Date(),
        },
      });
      if (moved.count !== 1)
        throw new AppError("conflict", "The custom domain changed meanwhile; reload and try again");
      await recordAudit(tx, ctx, {
        action: "verify",
        objectType: "custom_domain",
        objectId: ctx.group.id,
        before: { domain_name: state.customDomain, status: "pending" },
        after: { domain_name: domain, status: "verified" },
      });
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw domainTaken();
    throw error;
  }
  invalidateBrandingCache();
  return {
    data: customDomainJson({ customDomain: domain, pendingCustomDomain: null, customDomainToken: null }, requestHost),
  };
}
