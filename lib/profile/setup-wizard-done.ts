// POST /api/user/setupWizardDone: the first-run set-up wizard is not shown again.
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";

export async function markSetupWizardDone(ctx: RequestContext) {
  await db.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({ where: { id: ctx.user.id }, select: { setupWizardDone: true } });
    if (user.setupWizardDone) return;
    await tx.user.update({ where: { id: ctx.user.id }, data: { setupWizardDone: true } });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "user",
      objectId: ctx.user.id,
      before: { setup_wizard_done: false },
      after: { setup_wizard_done: true },
    });
  });
  return { setup_wizard_done: true };
}
