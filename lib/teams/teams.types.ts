// Input schemas of the teams API. Objects are strict: an unknown field is a 422 naming it.
import { z } from "zod";
import { ZPagination } from "@/lib/api/list-response";
import { zBodyId, zPathId, zText } from "@/lib/validation/api-fields";

export const TEAM_NAME_MAX = 100;

const ZTeamName = zText("name").pipe(
  z
    .string()
    .min(1, { error: "name is required" })
    .max(TEAM_NAME_MAX, { error: `name can be at most ${TEAM_NAME_MAX} characters` }),
);

export const ZListTeamsInput = ZPagination.extend({
  search: zText("search")
    .pipe(z.string().max(100, { error: "search can be at most 100 characters" }))
    .optional(),
}).strict();
export type TListTeamsInput = z.infer<typeof ZListTeamsInput>;

export const ZTeamIdParam = z.object({ id: zPathId("id") }).strict();

export const ZAddTeamInput = z.object({ name: ZTeamName }).strict();
export type TAddTeamInput = z.infer<typeof ZAddTeamInput>;

export const ZEditTeamInput = z.object({ team_id: zBodyId("team_id"), name: ZTeamName }).strict();
export type TEditTeamInput = z.infer<typeof ZEditTeamInput>;

export const ZDeleteTeamInput = z.object({ team_id: zBodyId("team_id") }).strict();
export type TDeleteTeamInput = z.infer<typeof ZDeleteTeamInput>;

export const ZSetEmployeeTeamInput = z
  .object({ team_id: zBodyId("team_id").nullable(), employee_id: zBodyId("employee_id") })
  .strict();
export type TSetEmployeeTeamInput = z.infer<typeof ZSetEmployeeTeamInput>;
