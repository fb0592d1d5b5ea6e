// GET /api/selfservice/domain/getCustomDomain: the group's custom domain (or null), whether it is pending
// or verified, and the DNS records to create (the CNAME, and the TXT record while pending).
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { CUSTOM_DOMAIN_SELECT, customDomainJson } from "./custom-domain-dns";

export async function getCustomDomain(ctx: RequestContext, requestHost: string | null) {
  const group = await db.group.findUniqueOrThrow({ where: { id: ctx.group.id }, select: CUSTOM_DOMAIN_SELECT });
  return { data: customDomainJson(group, requestHost) };
}
