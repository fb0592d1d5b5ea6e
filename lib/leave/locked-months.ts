// Months already processed by payroll. A change to leave in a locked month needs the leave.lock right
// (payroll people and admins) and is audited like any other change, naming the locked months it touched.
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import type { IsoDate } from "./iso-date";
import type { TLockMonthInput } from "./leave.types";
import { callerLocale, leaveMessage } from "./leave-message";

export function monthsBetween(from: IsoDate, to: IsoDate): string[] {
  const months: string[] = [];
  let [y, m] = from.slice(0, 7).split("-").map(Number);
  const [ty, tm] = to.slice(0, 7).split("-").map(Number);
  while (y < ty || (y === ty && m <= tm)) {
    months.push(`${y}-${String(m).padStart(2, "0")}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return months;
}

/** The locked months a change touches; refuses the change without the right. */
export async function assertMayChangeMonths(
  tx: Pick<Prisma.TransactionClient, "leaveLockedMonth">,
  ctx: RequestContext,
  from: IsoDate,
  to: IsoDate,
): Promise<string[]> {
  const locked = await tx.leaveLockedMonth.findMany({
    where: { groupId: ctx.group.id, month: { in: monthsBetween(from, to) } },
    select: { month: true },
  });
  const months = locked.map((l) => l.month);
  if (months.length > 0 && !can(ctx.subject, "leave.lock")) {
    throw new AppError("validation_failed", `Payroll has processed ${months.join(", ")}; ask payroll to change it`, {
      fields: { start_date: leaveMessage(callerLocale(ctx), "monthLocked") },
    });
  }
  return months;
}

export async function listLockedMonths(ctx: RequestContext) {
  const rows = await db.leaveLockedMonth.findMany({ where: { groupId: ctx.group.id }, orderBy: { month: "asc" } });
  return { data: rows.map((r) => ({ month: r.month, locked_at: r.lockedAt.toISOString() })) };
}

export async function setMonthLock(ctx: RequestContext, input: TLockMonthInput) {
  await db.$transaction(async (tx) => {
    const existing = await tx.leaveLockedMonth.findUnique({
      where: { groupId_month: { groupId: ctx.group.id, month: input.month } },
    });
    if (input.locked && !existing) {
      await tx.leaveLockedMonth.create({
        data: { groupId: ctx.group.id, month: input.month, lockedByUserId: ctx.user.id },
      });
    } else if (!input.locked && existing) {
      await tx.leaveLockedMonth.delete({ where: { groupId_month: { groupId: ctx.group.id, month: input.month } } });
    } else {
      return;
    }
    await recordAudit(tx, ctx, {
      action: input.locked ? "lock" : "unlock",
      objectType: "leave_month",
      objectId: input.month,
      before: { locked: !!existing },
      after: { locked: input.locked },
    });
  });
  return listLockedMonths(ctx);
}
