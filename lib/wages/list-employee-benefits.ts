// Every benefit on a person's wages, newest wage first, each with the period of its wage.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { findVisibleEmployee } from "@/lib/people/visible-employees";
import { dayOf } from "@/lib/people-history/day";
import { benefitJson } from "@/lib/people-history/wage-json";

export async function listEmployeeBenefits(ctx: RequestContext, employeeId: number) {
  await findVisibleEmployee(ctx, employeeId, { id: true });
  const wages = await db.employeeWage.findMany({
    where: { groupId: ctx.group.id, employeeId },
    orderBy: { startDate: "desc" },
    select: { id: true, startDate: true, endDate: true, benefits: { orderBy: { id: "asc" } } },
  });
  const data = wages.flatMap((w) =>
    w.benefits.map((b) => ({
      ...benefitJson(b, ctx.user.language),
      wage_id: w.id,
      start_date: dayOf(w.startDate),
      end_date: w.endDate ? dayOf(w.endDate) : null,
    })),
  );
  return { data, total: data.length };
}
