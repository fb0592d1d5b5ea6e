// The caller's company details for the company settings screen (GET /admin/group/info).
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { logoUrl } from "./logo-version";

export async function getGroupInfo(ctx: RequestContext) {
  const g = await db.group.findUniqueOrThrow({ where: { id: ctx.group.id } });
  return { data: groupInfoJson(g) };
}

type GroupRow = Awaited<ReturnType<typeof db.group.findUniqueOrThrow>>;

export function groupInfoJson(g: GroupRow) {
  return {
    id: g.id,
    name: g.name,
    subdomain: g.subdomain,
    edition: g.groupAccess,
    country: g.country,
    enterprise_number: g.enterpriseNumber,
    vat_number: g.vatNumber,
    street: g.street,
    house_number: g.houseNumber,
    box: g.box,
    postal_code: g.postalCode,
    city: g.city,
    country_code: g.countryCode,
    phone: g.phone,
    email: g.email,
    website: g.website,
    logo_url: logoUrl(g.logo),
    trial_end: g.trialEndsAt ? g.trialEndsAt.toISOString() : null,
    lead_synced_at: g.leadSyncedAt ? g.leadSyncedAt.toISOString() : null,
  };
}
