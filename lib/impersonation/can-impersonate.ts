// Who may be impersonated from the users screen: the same rules POST /api/impersonation/start enforces
// (start-impersonation.ts), decided here for the screen so it offers the action only where the API
// would accept it. The caller: an admin who is not read-only (users.manage) and not already
// impersonating. The target: an enabled, non-admin user of the same group (the list holds only those)
// who is not the caller.
import type { RequestContext } from "@/lib/api/context";
import { can } from "@/lib/access/permissions";

export { mayBeImpersonated } from "@/lib/access/memberships";

export function callerMayImpersonate(ctx: Pick<RequestContext, "subject">): boolean {
  return can(ctx.subject, "users.impersonate");
}
