// Switches one feature flag of the caller's group. Only overrides are stored, so the row is upserted
// whatever the default; the change applies on every user's next request (the context reads flags fresh).
// Turning multiple managers off while people still have extra managers would silently leave approvers
// nobody sees: it answers 409 with the count unless the caller asks to remove them.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { FEATURE_FLAGS, isFeatureFlagName } from "@/lib/access/feature-flags";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { TSetFeatureFlagInput } from "./flags.types";

export async function setFeatureFlag(ctx: RequestContext, input: TSetFeatureFlagInput) {
  const name = input.flagName;
  if (!isFeatureFlagName(name)) throw AppError.notFound("Feature flag");
  const def = FEATURE_FLAGS[name];
  if (ctx.subject.edition === "light" && !def.light) {
    throw AppError.forbidden("This feature is part of the full edition: upgrade to switch it");
  }
  const enabled = (input.value ?? input.enable)!;
  const before = ctx.subject.flags[name];
  const removeManagers = name === "enable_multiple_managers" && !enabled;
  const extra = removeManagers ? await countExtraManagers(ctx.group.id) : { rows: 0, people: 0 };
  if (extra.rows > 0 && !input.force_remove_extra_managers) {
    throw new AppError(
      "conflict",
      `${extra.people} people have extra managers; switching this off removes ${extra.rows} extra manager links`,
      {
        fields: { force_remove_extra_managers: `Send true to remove the extra managers of ${extra.people} people` },
      },
    );
  }
  await db.$transaction(async (tx) => {
    await tx.featureFlag.upsert({
      where: { groupId_name: { groupId: ctx.group.id, name } },
      create: { groupId: ctx.group.id, name, enabled },
      update: { enabled },
    });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "feature_flag",
      objectId: name,
      before: { enabled: before },
      after: { enabled },
    });
    if (extra.rows > 0) {
      await tx.extraManager.deleteMany({ where: { groupId: ctx.group.id } });
      await recordAudit(tx, ctx, {
        action: "delete",
        objectType: "extra_manager",
        objectId: "all",
        before: { count: extra.rows, people: extra.people },
        after: { count: 0, people: 0 },
      });
    }
  });
  return { data: { name, value: enabled, removed_extra_managers: extra.rows } };
}

async function countExtraManagers(groupId: number) {
  const rows = await db.extraManager.findMany({ where: { groupId }, select: { employeeId: true } });
  return { rows: rows.length, people: new Set(rows.map((r) => r.employeeId)).size };
}
