// Leave in the demo company: the built-in day-off types, this year's and next year's entitlements (20 vacation days and 2
// extra-legal days for everyone) and some approved vacation this month and next, so the calendar and
// balances show something real. People who sign in as demo users get no seeded leave: their requests in
// the browser tests start from a clean calendar.
import { createBuiltIns } from "@/lib/leave/day-off-types";
import { countRequest } from "@/lib/leave/count-request";
import { addDays, parseIsoDate, toIsoDate, weekdayIndex } from "@/lib/leave/iso-date";
import { holidayDates } from "@/lib/leave/public-holidays";
import { FULL_TIME_WEEK } from "@/lib/leave/weekly-schedule";
import type { DbClient } from "./factories";

export async function insertDemoLeave(
  tx: DbClient,
  groupId: number,
  adminUserId: string,
  today = new Date(),
): Promise<void> {
  await createBuiltIns(tx as Parameters<typeof createBuiltIns>[0], groupId);
  const types = await tx.dayOffType.findMany({ where: { groupId } });
  const vacation = types.find((t) => t.kind === "vacation")!;
  const extra = types.find((t) => t.kind === "extra_vacation")!;
  const year = today.getUTCFullYear();
  const people = await tx.employee.findMany({
    where: { groupId, deletedAt: null, membership: null },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  const everyone = await tx.employee.findMany({ where: { groupId, deletedAt: null }, select: { id: true } });
  // This year's and next year's: requests beyond the balance are refused by default
  // (allow_negative_leave_balance), and people plan next year's leave before it starts.
  await tx.leaveLedgerEntry.createMany({
    data: [year, year + 1].flatMap((y) => {
      const yearStart = parseIsoDate(`${y}-01-01`);
      const expires = parseIsoDate(`${y + 1}-01-01`);
      return everyone.flatMap((p) => [
        {
          groupId,
          employeeId: p.id,
          dayOffTypeId: vacation.id,
          date: yearStart,
          kind: "entitlement" as const,
          amount: 20,
          expiresOn: expires,
          note: `entitlement ${y}`,
          createdByUserId: adminUserId,
        },
        {
          groupId,
          employeeId: p.id,
          dayOffTypeId: extra.id,
          date: yearStart,
          kind: "entitlement" as const,
          amount: 2,
          expiresOn: expires,
          note: `entitlement ${y}`,
          createdByUserId: adminUserId,
        },
      ]);
    }),
  });
  const holidays = holidayDates("BE", [year, year + 1]);
  const monthStart = toIsoDate(new Date(Date.UTC(year, today.getUTCMonth(), 1)));
  for (const [index, person] of people.entries()) {
    if (index % 5 !== 0) continue;
    // A two- or three-day stretch starting on a weekday spread over this month and the next.
    let start = addDays(monthStart, (index * 3) % 45);
    while (weekdayIndex(start) >= 5 || holidays.has(start)) start = addDays(start, 1);
    const end = addDays(start, 1 + (index % 2));
    const counted = countRequest({ from: start, to: end }, FULL_TIME_WEEK, holidays);
    if (counted.days === 0) continue;
    const request = await tx.leaveRequest.create({
      data: {
        groupId,
        employeeId: person.id,
        dayOffTypeId: vacation.id,
        startDate: parseIsoDate(start),
        endDate: parseIsoDate(end),
        amount: counted.days,
        status: "approved",
        requestedByUserId: adminUserId,
        decidedByUserId: adminUserId,
        decidedAt: today,
      },
    });
    await tx.leaveLedgerEntry.create({
      data: {
        groupId,
        employeeId: person.id,
        dayOffTypeId: vacation.id,
        date: parseIsoDate(start),
        kind: "request",
        amount: -counted.days,
        requestId: request.id,
        createdByUserId: adminUserId,
      },
    });
  }
}
