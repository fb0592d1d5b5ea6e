// Input schemas of the users-and-rights API (settings, issue 7). Objects are strict: an unknown field is a
// 422 naming it. Users are addressed by their user id (a uuid); the company is always the caller's.
import { z } from "zod";
import { ROLES } from "@/lib/access/subject";
import { ACCESS_SWITCHES } from "@/lib/access/switches";
import { zBodyId } from "@/lib/validation/api-fields";
import { zBoolean } from "@/lib/validation/identity-fields";
import { zQueryBoolean } from "@/lib/people/people-fields";

export function zUserId(field = "user_id") {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a valid id`) })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: `${field} must be a valid id` })
    .transform((v) => v.toLowerCase());
}

export const ZUserIdInput = z.strictObject({ user_id: zUserId() });
export type TUserIdInput = z.infer<typeof ZUserIdInput>;

/** GET /admin/user/detail/{id}, /api/util/user/{id}/detail: the id comes from the path. */
export const ZUserIdParam = z.strictObject({ id: zUserId("id") });
export type TUserIdParam = z.infer<typeof ZUserIdParam>;

// GET /admin/user/list: pages of USERS_DEFAULT_PER_PAGE (large enough that a small company sees everyone
// on one page, as before paging existed), at most USERS_MAX_PER_PAGE, and an optional search on email and name.
export const USERS_DEFAULT_PER_PAGE = 50;
export const USERS_MAX_PER_PAGE = 200;
export const ZListUsersInput = z.strictObject({
  page: z.coerce
    .number({ message: "page must be a number" })
    .int("page must be a whole number")
    .min(1, "page starts at 1")
    .max(1_000_000)
    .default(1),
  per_page: z.coerce
    .number({ message: "per_page must be a number" })
    .int("per_page must be a whole number")
    .min(1, "per_page must be at least 1")
    .max(USERS_MAX_PER_PAGE, `per_page must be at most ${USERS_MAX_PER_PAGE}`)
    .default(USERS_DEFAULT_PER_PAGE),
  search: z.string().trim().max(200, "search is too long").optional(),
});
export type TListUsersInput = z.output<typeof ZListUsersInput>;

export const ZUtilUsersInput = z.strictObject({ include_user_rights: zQueryBoolean("include_user_rights").optional() });
export type TUtilUsersInput = z.infer<typeof ZUtilUsersInput>;

export const ZUpdateRoleInput = z.strictObject({
  user_id: zUserId(),
  role: z.enum(ROLES, { error: `role must be one of ${ROLES.join(", ")}` }),
});
export type TUpdateRoleInput = z.infer<typeof ZUpdateRoleInput>;

export const ZEnableUserInput = z.strictObject({ user_id: zUserId(), reinvite: zBoolean("reinvite").optional() });
export type TEnableUserInput = z.infer<typeof ZEnableUserInput>;

export const MAX_TEAM_ACCESS_IDS = 500;

export const ZSetTeamBasedAccessInput = z.strictObject({
  user_id: zUserId(),
  enabled: zBoolean("enabled"),
  team_ids: z
    .array(zBodyId("team_ids"), { error: "team_ids must be a list" })
    .max(MAX_TEAM_ACCESS_IDS, { error: `team_ids can hold at most ${MAX_TEAM_ACCESS_IDS} teams` })
    .default([]),
});
export type TSetTeamBasedAccessInput = z.infer<typeof ZSetTeamBasedAccessInput>;

/** The route's own schema only names the switch (from the path); the body is checked per switch below. */
export const ZSetSwitchRouteInput = z.looseObject({ switch: z.string() });

/** The body key of a switch: has_ + its API name (has_wages_access, has_read_only). */
export function switchBodyKey(api: string): string {
  return `has_${api}`;
}

/** One strict schema per switch: {user_id, has_<api>} and nothing else (the path's switch name aside). */
export const SWITCH_INPUTS = Object.fromEntries(
  ACCESS_SWITCHES.map((s) => [
    s.api,
    z.strictObject({
      switch: z.literal(s.api),
      user_id: zUserId(),
      [switchBodyKey(s.api)]: zBoolean(switchBodyKey(s.api)),
    }),
  ]),
) as unknown as Record<
  (typeof ACCESS_SWITCHES)[number]["api"],
  z.ZodType<Record<string, unknown> & { user_id: string }>
>;
