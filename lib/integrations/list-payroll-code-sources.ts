// The payroll providers a day-off type can carry a code for: the sources of the group's integrations that
// are not disabled (one per source), for the payroll-code fields on /calendar/settings.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";

export async function listPayrollCodeSources(ctx: RequestContext) {
  const rows = await db.integration.findMany({
    where: { groupId: ctx.group.id, status: { not: "disabled" } },
    select: { provider: true, source: true },
    orderBy: { id: "asc" },
  });
  return [...new Map(rows.map((r) => [r.source, r])).values()];
}
