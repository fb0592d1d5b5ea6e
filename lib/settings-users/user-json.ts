// The JSON of one user of the company, as the users screen and the user APIs return it. Rights (the 20
// switches under their API names, and team-based access) are included only when the caller may see them.
import { ACCESS_SWITCHES, type AccessSwitchColumn } from "@/lib/access/switches";
import type { Prisma } from "@/lib/db/generated/client";
import { displayName, NAME_PARTS_SELECT } from "@/lib/people/display-name";

const switchColumns = Object.fromEntries(ACCESS_SWITCHES.map((s) => [s.column, true])) as Record<
  AccessSwitchColumn,
  true
>;

export const USER_ROW_SELECT = {
  id: true,
  role: true,
  status: true,
  invitedAt: true,
  createdAt: true,
  teamBasedAccess: true,
  ...switchColumns,
  user: { select: { id: true, email: true, name: true, language: true } },
  employee: { select: { id: true, deletedAt: true, ...NAME_PARTS_SELECT } },
  teamAccess: { select: { teamId: true }, orderBy: { teamId: "asc" } },
} as const satisfies Prisma.MembershipSelect;

export type UserRow = Prisma.MembershipGetPayload<{ select: typeof USER_ROW_SELECT }>;

/** Memberships the users screen shows: withdrawn invitations are gone from it. */
export const LISTED_STATUSES = ["invited", "enabled", "disabled"] as const;

export function userJson(row: UserRow, options: { withRights: boolean }) {
  const employee =
    row.employee && !row.employee.deletedAt ? { id: row.employee.id, name: displayName(row.employee) } : null;
  // Until an invitation is accepted, the person's account is theirs, not the inviting company's: an
  // invited address shows no name or language, so a company learns neither those nor whether the address
  // already had an account elsewhere (a new address looks exactly the same).
  const invited = row.status === "invited";
  return {
    user_id: row.user.id,
    email: row.user.email,
    real_name: invited ? "" : row.user.name,
    language: invited ? null : row.user.language,
    role: row.role,
    status: row.status,
    invited_at: row.invitedAt?.toISOString() ?? null,
    employee,
    ...(options.withRights ? rightsJson(row) : {}),
  };
}

export function rightsJson(row: Pick<UserRow, AccessSwitchColumn | "teamBasedAccess" | "teamAccess">) {
  return {
    rights: Object.fromEntries(ACCESS_SWITCHES.map((s) => [s.api, row[s.column]])) as Record<
      (typeof ACCESS_SWITCHES)[number]["api"],
      boolean
    >,
    team_based_access: { enabled: row.teamBasedAccess, team_ids: row.teamAccess.map((t) => t.teamId) },
  };
}

export type TUserJson = ReturnType<typeof userJson>;
