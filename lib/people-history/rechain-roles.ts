// After any change to a person's roles: derive every end date again from the start dates (one unbroken
// chain), and keep Employee.jobTitle equal to the role in force today. Runs inside the caller's
// transaction; each derived change gets its own audit row so the person's trail explains it.
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import type { DbTransaction } from "@/lib/db/client";
import { dayOf, parseIsoDate, todayIso } from "./day";
import { chainEndDates, periodOn } from "./periods";

export async function rechainRoles(tx: DbTransaction, ctx: RequestContext, employeeId: number): Promise<void> {
  const rows = await tx.employeeRole.findMany({
    where: { groupId: ctx.group.id, employeeId },
    orderBy: { startDate: "asc" },
  });
  const ends = chainEndDates(rows.map((r) => dayOf(r.startDate)));
  const periods = [];
  for (const row of rows) {
    const start = dayOf(row.startDate);
    const end = ends.get(start) ?? null;
    const before = row.endDate ? dayOf(row.endDate) : null;
    periods.push({ start, end, role: row.role });
    if (before === end) continue;
    await tx.employeeRole.update({ where: { id: row.id }, data: { endDate: end ? parseIsoDate(end) : null } });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "employee_role",
      objectId: row.id,
      employeeId,
      before: { end_date: before },
      after: { end_date: end },
    });
  }
  // Without a role in force today (all roles in the future, or none left) the job title stays as it is:
  // it may come from elsewhere (the person's own details).
  const current = periodOn(periods, todayIso());
  if (!current) return;
  const employee = await tx.employee.findFirst({
    where: { id: employeeId, groupId: ctx.group.id },
    select: { jobTitle: true },
  });
  if (!employee || employee.jobTitle === current.role) return;
  await tx.employee.update({ where: { id: employeeId, groupId: ctx.group.id }, data: { jobTitle: current.role } });
  await recordAudit(tx, ctx, {
    action: "update",
    objectType: "employee",
    objectId: employeeId,
    employeeId,
    before: { job_title: employee.jobTitle },
    after: { job_title: current.role },
  });
}
