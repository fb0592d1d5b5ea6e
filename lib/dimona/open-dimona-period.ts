// The period an OUT proposal acts on (lib/dimona/propose.ts): the person's open accepted Dimona period.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";

/** The person's accepted Dimona period still open (its IN accepted, not cancelled), newest first; null if none. */
export async function openDimonaPeriod(ctx: RequestContext, employeeId: number): Promise<string | null> {
  const rows = await db.dimonaDeclaration.findMany({
    where: { groupId: ctx.group.id, employeeId, status: { in: ["A", "W", "S"] }, periodId: { not: null } },
    orderBy: { createdAt: "desc" },
    select: { type: true, periodId: true },
  });
  const closed = new Set(rows.filter((r) => r.type === "CANCEL" || r.type === "OUT").map((r) => r.periodId));
  return rows.find((r) => r.type === "IN" && !closed.has(r.periodId))?.periodId ?? null;
}
