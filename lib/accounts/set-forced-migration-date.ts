// POST /admin/user/oei-force-migration-date {date, user_id?} – admins set (or clear with null / "") the
// date from which signing in requires the move to the federated login system: for the whole group, or
// with user_id for that member alone (spec section 7 sends user_id). A date is a calendar day
// (YYYY-MM-DD or DD/MM/YYYY) and takes effect at 00:00 UTC that day. A user of another group answers 404.
import { z } from "zod";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";

function parseDay(value: string): Date | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const be = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : be ? [be[3], be[2], be[1]] : [];
  if (!y) return null;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d)
    ? date
    : null;
}

export const ZForcedMigrationDateInput = z.strictObject({
  date: z.union([z.string().trim().max(10), z.null()]).transform((value, issue) => {
    if (value === null || value === "") return null;
    const day = parseDay(value);
    if (!day) {
      issue.addIssue({ code: "custom", message: "date is not a valid date" });
      return z.NEVER;
    }
    return day;
  }),
  user_id: z.string().trim().min(1).max(64).optional(),
});

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

export async function setForcedMigrationDate(ctx: RequestContext, input: z.output<typeof ZForcedMigrationDateInput>) {
  return db.$transaction(async (tx) => {
    if (input.user_id) {
      const membership = await tx.membership.findFirst({
        where: { AND: [{ groupId: ctx.group.id }, { userId: input.user_id }] },
        select: { id: true, loginMigrationRequiredFrom: true },
      });
      if (!membership) throw AppError.notFound("User");
      await tx.membership.update({ where: { id: membership.id }, data: { loginMigrationRequiredFrom: input.date } });
      await recordAudit(tx, ctx, {
        action: "update",
        objectType: "membership",
        objectId: membership.id,
        before: { login_migration_required_from: day(membership.loginMigrationRequiredFrom) },
        after: { login_migration_required_from: day(input.date) },
      });
      return { data: { user_id: input.user_id, date: day(input.date) } };
    }
    const group = await tx.group.findUniqueOrThrow({
      where: { id: ctx.group.id },
      select: { loginMigrationRequiredFrom: true },
    });
    await tx.group.update({ where: { id: ctx.group.id }, data: { loginMigrationRequiredFrom: input.date } });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "group",
      objectId: ctx.group.id,
      before: { login_migration_required_from: day(group.loginMigrationRequiredFrom) },
      after: { login_migration_required_from: day(input.date) },
    });
    return { data: { user_id: null, date: day(input.date) } };
  });
}
