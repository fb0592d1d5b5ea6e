// The provider links of one of our employees (EmployeeProviderLink): which provider knows them and under
// which number, for the person page. Scoped to the caller's company; the caller checked the person.
import type { RequestContext } from "@/lib/api/context";
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
