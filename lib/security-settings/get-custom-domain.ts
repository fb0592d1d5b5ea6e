// GET /api/selfservice/domain/getCustomDomain: the group's custom domain (or null) and its DNS record.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { customDomainJson } from "./custom-domain-dns";

export async function getCustomDomain(ctx: RequestContext, requestHost: string | null) {
  const group = await db.group.findUniqueOrThrow({ where: { id: ctx.group.id }, select: { customDomain: true } });
  return { data: customDomainJson(group.customDomain, requestHost) };
}
