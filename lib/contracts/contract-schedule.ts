// A contract's fixed weekly schedule is the person's WorkSchedule (lib/leave) from the contract's (or the
// change's) date: leave counting, the calendar and contracts read the same one. A variable schedule writes none.
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import type { Prisma } from "@/lib/db/generated/client";
import { addDays, parseIsoDate, weekdayIndex, type IsoDate } from "@/lib/leave/iso-date";

export async function writeScheduleInTx(
  tx: Prisma.TransactionClient,
  ctx: RequestContext,
  employeeId: number,
  validFrom: IsoDate,
  week: number[],
  employmentNature: "worker" | "employee",
): Promise<void> {
  const cycleStart = addDays(validFrom, -weekdayIndex(validFrom));
  const key = { employeeId_validFrom: { employeeId, validFrom: parseIsoDate(validFrom) } };
  const data = { weeks: [week], cycleStart: parseIsoDate(cycleStart), employmentNature };
  const before = await tx.workSchedule.findUnique({ where: key });
  const row = await tx.workSchedule.upsert({
    where: key,
    create: { groupId: ctx.group.id, employeeId, validFrom: parseIsoDate(validFrom), ...data },
    update: data,
  });
  await recordAudit(tx, ctx, {
    action: before ? "update" : "create",
    objectType: "work_schedule",
    objectId: row.id,
    employeeId,
    before: before ? { weeks: before.weeks, employment_nature: before.employmentNature } : null,
    after: { valid_from: validFrom, weeks: [week], employment_nature: employmentNature },
  });
}
