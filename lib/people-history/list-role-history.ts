// A person's role history, newest first, with the role in force today marked. Only for people the
// caller may see (lib/people/visible-employees).
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { findVisibleEmployee } from "@/lib/people/visible-employees";
import { todayIso } from "./day";
import { roleJson } from "./role-json";

export async function listRoleHistory(ctx: RequestContext, employeeId: number) {
  await findVisibleEmployee(ctx, employeeId, { id: true });
  const rows = await db.employeeRole.findMany({
    where: { groupId: ctx.group.id, employeeId },
    orderBy: [{ startDate: "desc" }, { id: "desc" }],
  });
  const today = todayIso();
  const data = rows.map((row) => roleJson(row, today));
  return { data, current: data.find((r) => r.is_current) ?? null };
}
