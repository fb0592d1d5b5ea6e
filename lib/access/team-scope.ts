// Which teams a user may see. `all` for admins and for default users without team-based access;
// a list otherwise. team_only users see their own teams: the ones they manage, the one they belong to,
// and any an admin granted through team-based access (for them it widens, for default users it limits).
import type { AccessSubject } from "./subject";

export type TeamScope = { kind: "all" } | { kind: "teams"; teamIds: number[] };

export function teamScope(subject: AccessSubject): TeamScope {
  switch (subject.role) {
    case "admin":
      return { kind: "all" };
    case "default":
      return subject.teamBasedAccessIds ? { kind: "teams", teamIds: [...subject.teamBasedAccessIds] } : { kind: "all" };
    case "team_only":
      return { kind: "teams", teamIds: myTeamIds(subject) };
    case "employee":
      return { kind: "teams", teamIds: subject.ownTeamId ? [subject.ownTeamId] : [] };
  }
}

/** Teams that are "mine": managed, granted, or my own employee's team. */
export function myTeamIds(subject: AccessSubject): number[] {
  return unique([
    ...subject.managedTeamIds,
    ...(subject.teamBasedAccessIds ?? []),
    ...(subject.ownTeamId ? [subject.ownTeamId] : []),
  ]);
}

export function canSeeTeam(subject: AccessSubject, teamId: number): boolean {
  const scope = teamScope(subject);
  return scope.kind === "all" || scope.teamIds.includes(teamId);
}

function unique(ids: number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}
