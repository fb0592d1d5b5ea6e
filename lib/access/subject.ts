// What access decisions are made about: the caller's role, switches, edition, flags and team scope.
// Built once per request from fresh database rows (lib/api/context.ts), so a change of rights applies
// on the user's next request.
import type { AccessSwitches } from "./switches";
import type { FeatureFlags } from "./feature-flags";

export const ROLES = ["admin", "default", "team_only", "employee"] as const;
export type Role = (typeof ROLES)[number];
export type Edition = "light" | "full";

export type AccessSubject = {
  role: Role;
  switches: AccessSwitches;
  edition: Edition;
  flags: FeatureFlags;
  /** Teams this user manages (TeamManager rows). */
  managedTeamIds: readonly number[];
  /** Set when team-based access limits the user to chosen teams. */
  teamBasedAccessIds: readonly number[] | null;
  /** The team of the user's own employee record, if any. */
  ownTeamId: number | null;
  impersonating: boolean;
};

export function isAdmin(subject: { role: Role | string }): boolean {
  return subject.role === "admin";
}

export function isReadOnly(subject: Pick<AccessSubject, "switches">): boolean {
  return subject.switches.read_only;
}

/** Roles that manage other people (everyone but the self-service employee). */
export function isManagerial(subject: Pick<AccessSubject, "role">): boolean {
  return subject.role !== "employee";
}

/**
 * The caller's rights as the API reports them (GET /api/user/details, spec section 3): the role, the admin and
 * read-only marks and every switch, for clients that show or hide their own controls.
 */
export function rightsSummary(subject: AccessSubject) {
  const flag = (on: boolean) => (on ? 1 : 0);
  return {
    role: subject.role,
    admin: flag(isAdmin(subject)),
    read_only: flag(subject.switches.read_only),
    access_wages: flag(subject.switches.wages),
    access_stats: flag(subject.switches.stats),
    access_performance_reviews: flag(subject.switches.performance_reviews),
    access: subject.switches,
  };
}
