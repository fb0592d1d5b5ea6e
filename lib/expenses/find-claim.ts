// Loads a claim the caller may open (their own, or others' through their scope), else 404.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { CLAIM_INCLUDE, type ClaimRow } from "./expense-json";
import { visibleClaimWhere } from "./expense-scope";

export async function findVisibleClaim(ctx: RequestContext, id: number): Promise<ClaimRow> {
  const claim = await db.expenseClaim.findFirst({
    where: { AND: [visibleClaimWhere(ctx), { id }] },
    include: CLAIM_INCLUDE,
  });
  if (!claim) throw AppError.notFound("Expense claim");
  return claim;
}

/** The caller's own claim (to edit, submit, delete, add receipts to), else 404. */
export async function findOwnClaim(ctx: RequestContext, id: number): Promise<ClaimRow> {
  const own = ctx.membership.employeeId;
  const claim = own
    ? await db.expenseClaim.findFirst({ where: { id, groupId: ctx.group.id, employeeId: own }, include: CLAIM_INCLUDE })
    : null;
  if (!claim) throw AppError.notFound("Expense claim");
  return claim;
}
