// Who may be impersonated from the users screen: the same rules POST /api/impersonation/start enforces
// (start-impersonation.ts), decided here for the screen so it offers the action only where the API
// would accept it. The caller: an admin who is not read-only (users.manage) and not already
// impersonating. The target: an enabled, non-admin user of the same group (the list holds only those)
// who is not the caller.
import type { RequestContext } from "@/lib/api/context";
import { can } from "@/lib/access/permissions";

export function callerMayImpersonate(ctx: Pick<RequestContext, "subject" | "impersonatorUserId">): boolean {
  return can(ctx.subject, "users.manage") && !ctx.impersonatorUserId;
}

export function mayBeImpersonated(
  target: { user_id: string; role: string; status: string },
  callerId: string,
): boolean {
  return target.status === "enabled" && target.role !== "admin" && target.user_id !== callerId;
}
