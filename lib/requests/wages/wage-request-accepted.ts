// The hook an accepted wage request calls inside its transaction (issue 22). With the contracts module on for
// the company (lib/access's contracts area: full edition, disable_contracts off), accepting opens a draft
// (pending) change on the person's contract running on the effective date: the proposed wage from that date,
// the motivation as its note. HR approves it on the contract tab, which writes the wage history and sends it
// to the payroll provider (lib/contracts/approve-change.ts): accepting the request is agreeing to the raise,
// approving the change is booking it. No contract on that date, or the module off: nothing more happens.
import { canAccessArea } from "@/lib/access/areas";
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import type { Prisma } from "@/lib/db/generated/client";

export type AcceptedWageRequest = {
  id: number;
  employeeId: number;
  proposedBrutoCents: number;
  effectiveDate: Date;
  motivation: string;
};

export async function onWageRequestAccepted(
  tx: Prisma.TransactionClient,
  ctx: RequestContext,
  request: AcceptedWageRequest,
): Promise<void> {
  if (!canAccessArea(ctx.subject, "contracts")) return;
  const contract = await tx.contract.findFirst({
    where: {
      groupId: ctx.group.id,
      employeeId: request.employeeId,
      startDate: { lte: request.effectiveDate },
      OR: [{ endDate: null }, { endDate: { gte: request.effectiveDate } }],
    },
    orderBy: { startDate: "desc" },
    select: { id: true },
  });
  if (!contract) return;
  const change = await tx.contractChange.create({
    data: {
      groupId: ctx.group.id,
      contractId: contract.id,
      changeDate: request.effectiveDate,
      brutoCents: request.proposedBrutoCents,
      note: request.motivation.slice(0, 2000),
      requestedByUserId: ctx.user.id,
      wageRequestId: request.id,
    },
  });
  await recordAudit(tx, ctx, {
    action: "create",
    objectType: "contract_change",
    objectId: change.id,
    employeeId: request.employeeId,
    after: {
      contract_id: contract.id,
      status: "pending",
      bruto_cents: request.proposedBrutoCents,
      wage_request_id: request.id,
    },
  });
}
