// POST /api/selfservice/domain/setCustomDomain {domain_name}: claims a custom domain for the group. The
// name is checked by the input schema (custom-domain-hostname.ts). The claim is pending, with a random
// token, until the company proves it owns the domain (verify-custom-domain.ts checks the DNS TXT record
// this answers with); only then does it brand and route. A domain another group has verified, or a
// reseller holds, is refused (409); another group's pending claim blocks nobody. Claiming the same pending
// domain again keeps its token (the TXT record already created stays valid). A verified domain keeps
// working while a new one is pending. Audited.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import {
  CUSTOM_DOMAIN_SELECT,
  customDomainJson,
  newVerificationToken,
  type CustomDomainState,
} from "./custom-domain-dns";
import type { TSetCustomDomainInput } from "./security-settings.types";

export const domainTaken = () =>
  new AppError("conflict", "This domain is already in use", {
    fields: { domain_name: "domain_name is already in use" },
  });

export async function setCustomDomain(ctx: RequestContext, input: TSetCustomDomainInput, requestHost: string | null) {
  const domain = input.domain_name;
  const [group, reseller] = await Promise.all([
    db.group.findFirst({ where: { customDomain: domain, id: { not: ctx.group.id } }, select: { id: true } }),
    db.reseller.findFirst({ where: { customDomain: domain }, select: { id: true } }),
  ]);
  if (group || reseller) throw domainTaken();
  const state = await db.$transaction(async (tx) => {
    const before = await tx.group.findUniqueOrThrow({ where: { id: ctx.group.id }, select: CUSTOM_DOMAIN_SELECT });
    let after: CustomDomainState;
    if (before.customDomain === domain)
      after = { customDomain: domain, pendingCustomDomain: null, customDomainToken: null };
    else if (before.pendingCustomDomain === domain) return before;
    else
      after = {
        customDomain: before.customDomain,
        pendingCustomDomain: domain,
        customDomainToken: newVerificationToken(),
      };
    if (before.pendingCustomDomain === after.pendingCustomDomain) return before;
    await tx.group.update({ where: { id: ctx.group.id }, data: after });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "custom_domain",
      objectId: ctx.group.id,
      before: { domain_name: before.pendingCustomDomain ?? before.customDomain, status: statusOf(before) },
      after: { domain_name: domain, status: statusOf(after) },
    });
    return after;
  });
  return { data: customDomainJson(state, requestHost) };
}

function statusOf(state: CustomDomainState) {
  if (state.pendingCustomDomain) return "pending";
  return state.customDomain ? "verified" : null;
}
