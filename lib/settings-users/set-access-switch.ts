// POST /api/admin/{switch}/set {user_id, has_<switch>}: one of the 20 per-user switches (lib/access/switches.ts).
// An unknown switch name answers 404 like an unknown path. The body is checked against that switch's own
// strict schema (only user_id and has_<switch>). Making oneself read-only is a lock-out and refused, as is
// making the last managing admin read-only.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { findSwitchByApiName } from "@/lib/access/switches";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { assertKeepsAnAdmin } from "./assert-keeps-an-admin";
import { findGroupMember } from "./find-group-member";
import { lockGroupAdmins } from "./lock-group-admins";
import { SWITCH_INPUTS, switchBodyKey } from "./settings-users.types";
import { rightsJson } from "./user-json";

export async function setAccessSwitch(ctx: RequestContext, raw: { switch: string } & Record<string, unknown>) {
  const spec = findSwitchByApiName(raw.switch);
  if (!spec) throw AppError.notFound("Switch");
  const input = SWITCH_INPUTS[spec.api].parse(raw);
  const value = input[switchBodyKey(spec.api)] as boolean;
  return db.$transaction(async (tx) => {
    await lockGroupAdmins(tx, ctx.group.id); // before reading: see lock-group-admins.ts
    const member = await findGroupMember(ctx, input.user_id, tx);
    const before = member[spec.column];
    if (before !== value) {
      if (spec.key === "read_only" && value) await assertKeepsAnAdmin(tx, ctx, member, "read_only");
      await tx.membership.update({ where: { id: member.id }, data: { [spec.column]: value } });
      await recordAudit(tx, ctx, {
        action: "set_access",
        objectType: "membership",
        objectId: member.id,
        before: { user_id: member.user.id, [spec.api]: before },
        after: { user_id: member.user.id, [spec.api]: value },
        employeeId: member.employee?.id ?? null,
      });
    }
    return { data: { user_id: member.user.id, ...rightsJson({ ...member, [spec.column]: value }) } };
  });
}
