// The lead-sync job: posts the company's lead data to the sales CRM at LEAD_SYNC_URL. There is no CRM in
// this product: without LEAD_SYNC_URL the payload is only logged. A CRM error throws so pg-boss retries.
import { db } from "@/lib/db/client";

export type LeadPayload = {
  group_id: number;
  name: string;
  subdomain: string;
  edition: string;
  country: string;
  enterprise_number: string | null;
  vat_number: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  city: string | null;
  employees: number;
  users: number;
  trial_end: string | null;
};

export async function buildLeadPayload(groupId: number): Promise<LeadPayload | null> {
  const g = await db.group.findUnique({ where: { id: groupId } });
  if (!g) return null;
  const [employees, users] = await Promise.all([
    db.employee.count({ where: { groupId, deletedAt: null } }),
    db.membership.count({ where: { groupId, status: "enabled" } }),
  ]);
  return {
    group_id: g.id,
    name: g.name,
    subdomain: g.subdomain,
    edition: g.groupAccess,
    country: g.country,
    enterprise_number: g.enterpriseNumber,
    vat_number: g.vatNumber,
    email: g.email,
    phone: g.phone,
    website: g.website,
    city: g.city,
    employees,
    users,
    trial_end: g.trialEndsAt?.toISOString() ?? null,
  };
}

export async function runLeadSync(
  groupId: number,
  url = process.env.LEAD_SYNC_URL,
): Promise<"sent" | "logged" | "missing"> {
  const payload = await buildLeadPayload(groupId);
  if (!payload) return "missing";
  if (!url) {
    console.info("[lead-sync] LEAD_SYNC_URL is not set; lead data not sent", JSON.stringify(payload));
    return "logged";
  }
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(payload),
  });
  if (!res.ok) throw new Error(`Lead sync failed with HTTP ${res.status}`);
  return "sent";
}
