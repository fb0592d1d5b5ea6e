// Renames the company (POST /admin/group/updateName). The shell reads the name fresh on the next request.
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { TUpdateGroupNameInput } from "./company.types";

export async function updateGroupName(ctx: RequestContext, input: TUpdateGroupNameInput) {
  if (input.name === ctx.group.name) return { data: { id: ctx.group.id, name: input.name } };
  await db.$transaction(async (tx) => {
    await tx.group.update({ where: { id: ctx.group.id }, data: { name: input.name } });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "group",
      objectId: ctx.group.id,
      before: { name: ctx.group.name },
      after: { name: input.name },
    });
  });
  return { data: { id: ctx.group.id, name: input.name } };
}
