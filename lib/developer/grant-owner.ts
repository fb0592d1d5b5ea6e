// Whose grants a caller may see and revoke: an admin with the developer area manages every user's in the
// group; anyone else only their own. Another group's grants are never reachable (404 like missing ones).
import { canAccessArea } from "@/lib/access/areas";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";

export function managesAllGrants(ctx: RequestContext): boolean {
  return canAccessArea(ctx.subject, "developer");
}

export function grantOwnerId(ctx: RequestContext, userId: string | undefined): string {
  if (!userId || userId === ctx.user.id) return ctx.user.id;
  if (!managesAllGrants(ctx)) throw AppError.forbidden("You can only revoke your own authorizations");
  return userId;
}
