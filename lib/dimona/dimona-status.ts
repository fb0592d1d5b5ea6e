// GET /api/integrations/advanced_dimona/{id}/status and the person's Dimona history: declarations of the
// caller's company, for people the caller may see (anyone else's: 404).
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { findVisibleEmployee } from "@/lib/people/visible-employees";
import { requireBelgianCompany, rszConfigured } from "./belgian-only";
import { listDimonaProposals } from "@/lib/contracts/dimona-hook";
import { periodActions, type DimonaPeriodAction } from "./open-dimona-period";
import { dimonaJson, type DimonaJson } from "./dimona-json";

// `actions`: what the history offers on an IN row (open-dimona-period.ts); `editable`: any of them.
export type DimonaHistoryRow = DimonaJson & { editable: boolean; actions: DimonaPeriodAction[] };

export async function getDimonaStatus(ctx: RequestContext, id: number) {
  requireBelgianCompany(ctx);
  const row = await db.dimonaDeclaration.findFirst({ where: { id, groupId: ctx.group.id } });
  if (!row) throw AppError.notFound("Dimona declaration");
  await findVisibleEmployee(ctx, row.employeeId, { id: true });
  return { declaration: dimonaJson(row) };
}

export async function listPersonDimona(ctx: RequestContext, employeeId: number) {
  requireBelgianCompany(ctx);
  await findVisibleEmployee(ctx, employeeId, { id: true });
  const rows = await db.dimonaDeclaration.findMany({
    where: { groupId: ctx.group.id, employeeId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 200,
  });
  // The history's buttons follow the server's rule (open-dimona-period.ts); "Declare" shows only with an RSZ.
  const periods = periodActions(rows);
  return {
    data: rows.map((row): DimonaHistoryRow => {
      const actions = (row.type === "IN" && row.periodId !== null && periods.get(row.periodId)) || [];
      return { ...dimonaJson(row), editable: actions.length > 0, actions };
    }),
    total: rows.length,
    rsz_configured: rszConfigured(),
    // Declarations the person's contracts call for and nobody sent yet (lib/contracts/dimona-hook.ts).
    proposals: await listDimonaProposals(ctx, employeeId),
  };
}
