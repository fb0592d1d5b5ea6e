// The rights a membership row gives, as an AccessSubject: built here once, for the request context
// (lib/api/context.ts) and for questions about other members (lib/users/find-members-with.ts), so both ask `can` of the
// same subject.
import { resolveFeatureFlags } from "./feature-flags";
import type { AccessSubject } from "./subject";
import { switchesFromMembership, type AccessSwitchColumn } from "./switches";

export type SubjectMembership = Record<AccessSwitchColumn, boolean> & {
  role: AccessSubject["role"];
  teamBasedAccess: boolean;
  managedTeams: { teamId: number }[];
  teamAccess: { teamId: number }[];
  employee: { teamId: number | null; deletedAt: Date | null } | null;
};

export type SubjectGroup = {
  groupAccess: AccessSubject["edition"];
  featureFlags: { name: string; enabled: boolean }[];
};

/** What a membership query includes for subjectFromMembership. */
export const SUBJECT_MEMBERSHIP_INCLUDE = {
  managedTeams: { select: { teamId: true } },
  teamAccess: { select: { teamId: true } },
  employee: { select: { teamId: true, deletedAt: true } },
} as const;

export function subjectFromMembership(
  membership: SubjectMembership,
  group: SubjectGroup,
  impersonating: boolean,
): AccessSubject {
  return {
    role: membership.role,
    switches: switchesFromMembership(membership),
    edition: group.groupAccess,
    flags: resolveFeatureFlags(group.featureFlags),
    managedTeamIds: membership.managedTeams.map((t) => t.teamId),
    teamBasedAccessIds: membership.teamBasedAccess ? membership.teamAccess.map((t) => t.teamId) : null,
    ownTeamId: membership.employee?.deletedAt ? null : (membership.employee?.teamId ?? null),
    impersonating,
  };
}
