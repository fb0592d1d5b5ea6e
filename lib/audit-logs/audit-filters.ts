// The spec's audit log filters as a Prisma filter. A day-off type filter keeps the rows about leave
// requests of that type and about allowance exceptions for it (their object id is employee:type:year).
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { LEAVE_EXCEPTION_OBJECT, LEAVE_REQUEST_OBJECT } from "./audit-object-types";
import type { TAuditFilters } from "./audit-logs.types";

export async function auditFiltersWhere(
  ctx: RequestContext,
  filters: Partial<TAuditFilters>,
): Promise<Prisma.AuditLogWhereInput> {
  const parts: Prisma.AuditLogWhereInput[] = [];
  if (filters.employee_filter) parts.push({ employeeId: filters.employee_filter });
  if (filters.year_month_filter) parts.push({ createdAt: monthRange(filters.year_month_filter) });
  if (!filters.show_automated_filter) parts.push({ automated: false });
  if (filters.day_off_type_filter) {
    const requests = await db.leaveRequest.findMany({
      where: { groupId: ctx.group.id, dayOffTypeId: filters.day_off_type_filter },
      select: { id: true },
    });
    parts.push({
      OR: [
        { objectType: LEAVE_REQUEST_OBJECT, objectId: { in: requests.map((r) => String(r.id)) } },
        { objectType: LEAVE_EXCEPTION_OBJECT, objectId: { contains: `:${filters.day_off_type_filter}:` } },
      ],
    });
  }
  return { AND: parts };
}

/** [first day of the month, first day of the next) in UTC; rows are stamped in UTC. */
export function monthRange(yearMonth: string): { gte: Date; lt: Date } {
  const [year, month] = yearMonth.split("-").map(Number) as [number, number];
  return { gte: new Date(Date.UTC(year, month - 1, 1)), lt: new Date(Date.UTC(year, month, 1)) };
}
