// GET /api/integrations/advanced_dimona/{id}/status and the person's Dimona history: declarations of the
// caller's company, for people the caller may see (anyone else's: 404).
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { findVisibleEmployee } from "@/lib/people/visible-employees";
import { requireBelgianCompany, rszConfigured } from "./belgian-only";
import { listDimonaProposals } from "@/lib/contracts/dimona-hook";
import { editablePeriods } from "./open-dimona-period";
import { dimonaJson, type DimonaJson } from "./dimona-json";

export type DimonaHistoryRow = DimonaJson & { editable: boolean };

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
  const editable = editablePeriods(rows);
  return {
    data: rows.map((row) => ({
      ...dimonaJson(row),
      editable: row.type === "IN" && row.periodId !== null && editable.has(row.periodId),
    })),
    total: rows.length,
    rsz_configured: rszConfigured(),
    // Declarations the person's contracts call for and nobody sent yet (lib/contracts/dimona-hook.ts).
    proposals: await listDimonaProposals(ctx, employeeId),
  };
}
