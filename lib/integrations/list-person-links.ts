// The provider links of one of our employees (EmployeeProviderLink): which provider knows them and under
// which number, for the person page. Scoped to the caller's company; the caller checked the person. Only
// for those who may open the integrations themselves (integrations.read and the payroll area, which also
// needs the company's payroll module): a manager or HR without the payroll_provider right gets none.
import type { RequestContext } from "@/lib/api/context";
import { canAccessArea } from "@/lib/access/areas";
import { can } from "@/lib/access/permissions";
import { db } from "@/lib/db/client";

export type PersonProviderLink = {
  integration_id: number;
  provider: string;
  alias: string;
  external_id: string;
  matched_by: string;
  linked_at: string;
};

export async function listPersonProviderLinks(ctx: RequestContext, employeeId: number): Promise<PersonProviderLink[]> {
  if (!can(ctx.subject, "integrations.read") || !canAccessArea(ctx.subject, "payroll")) return [];
  const rows = await db.employeeProviderLink.findMany({
    where: { groupId: ctx.group.id, employeeId },
    orderBy: { id: "asc" },
    include: { integration: { select: { provider: true, alias: true } } },
  });
  return rows.map((r) => ({
    integration_id: r.integrationId,
    provider: r.integration.provider,
    alias: r.integration.alias,
    external_id: r.externalId,
    matched_by: r.matchedBy,
    linked_at: r.linkedAt.toISOString(),
  }));
}
