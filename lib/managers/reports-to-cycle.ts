// Whether making `managerId` the reportsTo of `employeeId` would close a loop: walk up the chain from
// the manager in one recursive query and look for the person. UNION (not UNION ALL) drops rows already
// seen, so a loop that exists already in the data cannot make the walk run forever.
import { Prisma } from "@/lib/db/generated/client";
import type { DbTransaction } from "@/lib/db/client";

export async function wouldCreateCycle(
  tx: DbTransaction,
  groupId: number,
  employeeId: number,
  managerId: number,
): Promise<boolean> {
  if (employeeId === managerId) return true;
  const rows = await tx.$queryRaw<{ found: number }[]>(Prisma.sql`
    WITH RECURSIVE chain(id, reports_to_id) AS (
      SELECT id, reports_to_id FROM employee WHERE id = ${managerId} AND group_id = ${groupId}
      UNION
      SELECT e.id, e.reports_to_id FROM employee e JOIN chain c ON e.id = c.reports_to_id WHERE e.group_id = ${groupId}
    )
    SELECT 1 AS found FROM chain WHERE id = ${employeeId} LIMIT 1`);
  return rows.length > 0;
}
