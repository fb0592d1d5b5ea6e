// Rules about other users' memberships, for user management: who counts as a managing admin (the company
// must keep one) and who may be impersonated. The caller's own rights are permissions (permissions.ts).
// Pure: the users screen (a client component) asks the same functions as the API.
import { isAdmin, type Role } from "./subject";

type MembershipFacts = { role: Role | string; status: string };

/** An enabled admin who is not read-only: the kind of user a company must keep at least one of. */
export function isManagingAdmin(m: MembershipFacts & { readOnly: boolean }): boolean {
  return isAdmin(m) && m.status === "enabled" && !m.readOnly;
}

/**
 * Who may be impersonated: an enabled user who is not an admin (no acting as a peer with the same rights and
 * hiding behind their name) and not the caller.
 */
export function mayBeImpersonated(target: MembershipFacts & { user_id: string }, callerId: string): boolean {
  return target.status === "enabled" && !isAdmin(target) && target.user_id !== callerId;
}
