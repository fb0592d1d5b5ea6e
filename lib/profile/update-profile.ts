// POST /user/updateProfile {real_name}: the user's own display name.
import { z } from "zod";
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { zRequiredText } from "@/lib/validation/identity-fields";

export const ZUpdateProfileInput = z.strictObject({ real_name: zRequiredText("real_name", 100) });

export async function updateProfile(ctx: RequestContext, input: z.output<typeof ZUpdateProfileInput>) {
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: ctx.user.id }, data: { name: input.real_name } });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "user",
      objectId: ctx.user.id,
      before: { real_name: ctx.user.name },
      after: { real_name: input.real_name },
    });
  });
  return { data: { real_name: input.real_name } };
}
