// A person's wage history, newest first, with the wage in force today marked. The route demands wages.read;
// the person must be visible to the caller.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { canReadOwnRecord } from "@/lib/people/own-record";
import { findVisibleEmployee } from "@/lib/people/visible-employees";
import { todayIso } from "./day";
import { WAGE_INCLUDE, wageJson } from "./wage-json";

export async function listWages(ctx: RequestContext, employeeId: number) {
  // One's own wages on one's own page (the page shows them with the wages switch), whatever the team scope.
  await findVisibleEmployee(ctx, employeeId, { id: true }, { includeOwn: canReadOwnRecord(ctx, employeeId) });
  const rows = await db.employeeWage.findMany({
    where: { groupId: ctx.group.id, employeeId },
    orderBy: [{ startDate: "desc" }, { id: "desc" }],
    include: WAGE_INCLUDE,
  });
  const today = todayIso();
  const data = rows.map((row) => wageJson(row, today, ctx.user.language));
  return { data, current: data.find((w) => w.is_current) ?? null };
}
