// GET /api/celebratory_triggers/hasCelebratoryTriggerAccess/hasAccess[?feature=]: which triggers the
// caller should see. Only admins who can act (not read-only, not impersonated) and only for features
// they have not acted on yet in this account.
import { z } from "zod";
import type { RequestContext } from "@/lib/api/context";
import { can } from "@/lib/access/permissions";
import { db } from "@/lib/db/client";
import { CELEBRATORY_FEATURES, CELEBRATORY_FLAG_NAMES, type CelebratoryFeatureName } from "./celebratory-features";

export const ZHasAccessInput = z.strictObject({
  feature: z
    .enum(CELEBRATORY_FEATURES, { error: `feature must be one of ${CELEBRATORY_FEATURES.join(", ")}` })
    .optional(),
});

export async function hasCelebratoryTriggerAccess(ctx: RequestContext, input: z.output<typeof ZHasAccessInput>) {
  const eligible = can(ctx.subject, "celebratory.show");
  const acted = eligible
    ? new Set(
        (
          await db.celebratoryTriggerAction.findMany({
            where: { groupId: ctx.group.id, userId: ctx.user.id },
            select: { feature: true },
          })
        ).map((a) => a.feature),
      )
    : new Set<string>();
  const show = (feature: CelebratoryFeatureName) => eligible && !acted.has(feature);
  const flags = Object.fromEntries(CELEBRATORY_FEATURES.map((f) => [CELEBRATORY_FLAG_NAMES[f], show(f)]));
  return { ...(input.feature ? { feature: input.feature, hasAccess: show(input.feature) } : {}), ...flags };
}
