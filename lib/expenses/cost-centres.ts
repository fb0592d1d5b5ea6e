// GET /api/expenses/costCentres: the cost centres a claim can be booked on, from the payroll provider's
// reference lists (lib/integrations imports them); none when no integration brought any.
import type { RequestContext } from "@/lib/api/context";
import { listResponse } from "@/lib/api/list-response";
import { db } from "@/lib/db/client";

export async function listCostCentres(ctx: RequestContext) {
  const rows = await db.providerReference.findMany({
    where: { groupId: ctx.group.id, kind: "cost_centre", active: true },
    select: { code: true, description: true },
    orderBy: { code: "asc" },
  });
  const unique = [...new Map(rows.map((r) => [r.code, r])).values()];
  return listResponse(
    unique.map((r) => ({ code: r.code, name: r.description })),
    unique.length,
  );
}

export async function costCentreName(ctx: RequestContext, code: string): Promise<string | null> {
  const row = await db.providerReference.findFirst({
    where: { groupId: ctx.group.id, kind: "cost_centre", code, active: true },
    select: { description: true },
  });
  return row?.description ?? null;
}
