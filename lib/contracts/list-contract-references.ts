// The provider's reference lists a contract form offers (active entries of every integration of the group),
// by kind, labelled "code – description".
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";

type Kind = "department" | "cost_centre" | "function" | "qualification";

export async function listContractReferences(ctx: RequestContext) {
  const rows = await db.providerReference.findMany({
    where: { groupId: ctx.group.id, active: true },
    select: { id: true, kind: true, code: true, description: true },
    orderBy: [{ kind: "asc" }, { description: "asc" }],
  });
  const lists: Record<Kind, { id: number; label: string }[]> = {
    department: [],
    cost_centre: [],
    function: [],
    qualification: [],
  };
  for (const row of rows) lists[row.kind].push({ id: row.id, label: `${row.code} – ${row.description}` });
  return lists;
}
