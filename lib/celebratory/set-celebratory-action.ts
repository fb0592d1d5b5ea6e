// POST /api/celebratory_triggers/setAction {feature, action}: the admin's answer to a trigger. The
// first answer is kept (a close after booking must not turn "booked" into "ignored"); booking also
// stores a demo request for sales in the same transaction.
import { z } from "zod";
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { recordUpgradeInterest } from "@/lib/upgrade/record-upgrade-interest";
import { CELEBRATORY_ACTIONS, CELEBRATORY_FEATURES } from "./celebratory-features";

export const ZSetActionInput = z.strictObject({
  feature: z.enum(CELEBRATORY_FEATURES, { error: `feature must be one of ${CELEBRATORY_FEATURES.join(", ")}` }),
  action: z.enum(CELEBRATORY_ACTIONS, { error: `action must be one of ${CELEBRATORY_ACTIONS.join(", ")}` }),
});

export async function setCelebratoryAction(ctx: RequestContext, input: z.output<typeof ZSetActionInput>) {
  return db.$transaction(async (tx) => {
    const existing = await tx.celebratoryTriggerAction.findUnique({
      where: { groupId_userId_feature: { groupId: ctx.group.id, userId: ctx.user.id, feature: input.feature } },
    });
    if (existing) return { data: { feature: existing.feature, action: existing.action, recorded: false } };
    const row = await tx.celebratoryTriggerAction.create({
      data: { groupId: ctx.group.id, userId: ctx.user.id, feature: input.feature, action: input.action },
    });
    await recordAudit(tx, ctx, {
      action: "create",
      objectType: "celebratory_trigger_action",
      objectId: row.id,
      after: { feature: row.feature, action: row.action },
    });
    if (input.action === "booked")
      await recordUpgradeInterest(ctx, { kind: "demo", source: `celebratory:${input.feature}` }, tx);
    return { data: { feature: row.feature, action: row.action, recorded: true } };
  });
}
