// The submitted claims the caller decides, with receipts, as /inbox's expense section shows them.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { CLAIM_INCLUDE, claimJson } from "./expense-json";
import { pendingClaimsWhere } from "./expense-request-kind";

export async function listPendingClaims(
  ctx: RequestContext,
  /** total: the count when the caller already has it (see listInboxLeave). */
  input: { page: number; per_page: number; employee_id?: number; total?: number },
) {
  const where = pendingClaimsWhere(ctx, input.employee_id);
  if (!where) return { data: [], total: 0 };
  const [rows, total] = await Promise.all([
    db.expenseClaim.findMany({
      where,
      include: CLAIM_INCLUDE,
      // The page first, then its relations (see listInboxLeave): a long queue's rows are not all joined.
      relationLoadStrategy: "query",
      orderBy: [{ submittedAt: "asc" }, { id: "asc" }],
      skip: (input.page - 1) * input.per_page,
      take: input.per_page,
    }),
    input.total ?? db.expenseClaim.count({ where }),
  ]);
  return { data: rows.map((row) => claimJson(ctx, row, true)), total };
}
