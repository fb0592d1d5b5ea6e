// GET /api/expenses/{id}/detail and /api/integrations/expenses/{id}/detail: one claim the caller may open.
import type { RequestContext } from "@/lib/api/context";
import { claimJson } from "./expense-json";
import { mayDecideFor } from "./expense-scope";
import { findVisibleClaim } from "./find-claim";

export async function getExpenseClaim(ctx: RequestContext, id: number) {
  const claim = await findVisibleClaim(ctx, id);
  return { data: claimJson(ctx, claim, mayDecideFor(ctx, claim.employeeId)) };
}
