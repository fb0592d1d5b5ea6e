// Finding a signature request for the caller. The employee reaches only requests for their own person
// record; HR reaches requests of contracts it may see (group, team scope, sensitive people). Anything else
// answers 404, like an id that does not exist.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { can } from "@/lib/access/permissions";
import { canAccessArea } from "@/lib/access/areas";
import { db } from "@/lib/db/client";
import { findVisibleContract } from "../find-visible-contract";

/**
 * A request the caller answers (sign or decline) as the person themself: an admin impersonating them or an
 * app holding their token may read it, never answer it, since the signature evidence names the person.
 */
export async function findRequestToAnswer(ctx: RequestContext, requestId: number) {
  const row = await findOwnRequest(ctx, requestId);
  if (ctx.impersonatorUserId)
    throw AppError.forbidden("Signing or declining a contract is not possible while impersonating");
  if (ctx.oauth)
    throw AppError.forbidden("Only the person signs or declines their contract, not an app acting for them");
  return row;
}

export async function findOwnRequest(ctx: RequestContext, requestId: number) {
  const own = ctx.membership.employeeId;
  const row =
    own === null
      ? null
      : await db.contractSignatureRequest.findFirst({
          where: { id: requestId, groupId: ctx.group.id, employeeId: own },
        });
  if (!row) throw AppError.notFound("Signature request");
  return row;
}

export async function findManagedRequest(ctx: RequestContext, requestId: number) {
  const row = await db.contractSignatureRequest.findFirst({ where: { id: requestId, groupId: ctx.group.id } });
  if (!row) throw AppError.notFound("Signature request");
  await findVisibleContract(ctx, row.contractId);
  return row;
}

/** Own requests first; otherwise the contracts reader's view. */
export async function findReadableRequest(ctx: RequestContext, requestId: number) {
  const own = ctx.membership.employeeId;
  if (own !== null) {
    const row = await db.contractSignatureRequest.findFirst({
      where: { id: requestId, groupId: ctx.group.id, employeeId: own },
    });
    if (row) return row;
  }
  if (!canAccessArea(ctx.subject, "contracts") || !can(ctx.subject, "contracts.read"))
    throw AppError.notFound("Signature request");
  return findManagedRequest(ctx, requestId);
}
