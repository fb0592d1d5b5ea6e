// The benefits of the wage in force in a month: of the wages overlapping the month, the one that started
// last (a wage changing mid-month hands over to the new one). data is null when no wage covers the month.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { findVisibleEmployee } from "@/lib/people/visible-employees";
import { dayOf, parseIsoDate, todayIso } from "@/lib/people-history/day";
import { monthBounds } from "@/lib/people-history/periods";
import { WAGE_INCLUDE, wageJson } from "@/lib/people-history/wage-json";
import type { TMonthBenefitsInput } from "./benefits.types";

export async function getMonthBenefits(ctx: RequestContext, input: TMonthBenefitsInput) {
  await findVisibleEmployee(ctx, input.employee_id, { id: true });
  const month = monthBounds(input.year, input.month);
  const wage = await db.employeeWage.findFirst({
    where: {
      groupId: ctx.group.id,
      employeeId: input.employee_id,
      startDate: { lte: parseIsoDate(month.end) },
      OR: [{ endDate: null }, { endDate: { gte: parseIsoDate(month.start) } }],
    },
    orderBy: { startDate: "desc" },
    include: WAGE_INCLUDE,
  });
  if (!wage) return { data: null };
  const json = wageJson(wage, todayIso(), ctx.user.language);
  return {
    data: {
      wage_id: wage.id,
      start_date: dayOf(wage.startDate),
      end_date: json.end_date,
      year: input.year,
      month: input.month,
      extras: json.extras,
      benefits: json.benefits,
    },
  };
}
