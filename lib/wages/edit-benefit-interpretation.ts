// POST interpretation/edit: how the company reads a benefit description for payroll, one per description
// (created or replaced). Company-wide, so the audit row concerns no single person.
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { TEditInterpretationInput } from "./benefits.types";

export async function editBenefitInterpretation(ctx: RequestContext, input: TEditInterpretationInput) {
  const row = await db.$transaction(async (tx) => {
    const key = { groupId_description: { groupId: ctx.group.id, description: input.description } };
    const before = await tx.wageBenefitInterpretation.findUnique({ where: key });
    const saved = await tx.wageBenefitInterpretation.upsert({
      where: key,
      create: { groupId: ctx.group.id, description: input.description, interpretation: input.interpretation },
      update: { interpretation: input.interpretation },
    });
    await recordAudit(tx, ctx, {
      action: before ? "update" : "create",
      objectType: "wage_benefit_interpretation",
      objectId: saved.id,
      before: before ? { description: before.description, interpretation: before.interpretation } : null,
      after: { description: saved.description, interpretation: saved.interpretation },
    });
    return saved;
  });
  return { data: { id: row.id, description: row.description, interpretation: row.interpretation } };
}
