// The /nps calls carry a userId (spec section 7); it must be the caller's own, and nobody answers the
// survey for someone else while impersonating them.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";

export function assertOwnSurvey(ctx: RequestContext, input: { userId: string; groupId?: number }): void {
  if (input.userId !== ctx.user.id) throw AppError.forbidden("userId must be your own");
  if (input.groupId !== undefined && input.groupId !== ctx.group.id)
    throw AppError.forbidden("groupId must be your current account");
  if (ctx.impersonatorUserId) throw AppError.forbidden("The survey is not available while impersonating");
}
