// Input schemas of the teams API. Objects are strict: an unknown field is a 422 naming it.
import { z } from "zod";
import { ZPagination } from "@/lib/api/list-response";

export const TEAM_NAME_MAX = 100;

const ZTeamName = z
  .string({ error: "name must be text" })
  .trim()
  .min(1, { error: "name is required" })
  .max(TEAM_NAME_MAX, { error: `name can be at most ${TEAM_NAME_MAX} characters` });

const ZId = (field: string) => z.coerce.number({ error: `${field} must be a number` }).int().positive({ error: `${field} must be a valid id` });

export const ZListTeamsInput = ZPagination.extend({
  search: z.string().trim().max(100).optional(),
}).strict();
export type TListTeamsInput = z.infer<typeof ZListTeamsInput>;

export const ZTeamIdParam = z.object({ id: ZId("id") }).strict();

export const ZAddTeamInput = z.object({ name: ZTeamName }).strict();
export type TAddTeamInput = z.infer<typeof ZAddTeamInput>;

export const ZEditTeamInput = z.object({ team_id: ZId("team_id"), name: ZTeamName }).strict();
export type TEditTeamInput = z.infer<typeof ZEditTeamInput>;

export const ZDeleteTeamInput = z.object({ team_id: ZId("team_id") }).strict();
export type TDeleteTeamInput = z.infer<typeof ZDeleteTeamInput>;

export const ZSetEmployeeTeamInput = z
  .object({ team_id: ZId("team_id").nullable(), employee_id: ZId("employee_id") })
  .strict();
export type TSetEmployeeTeamInput = z.infer<typeof ZSetEmployeeTeamInput>;
