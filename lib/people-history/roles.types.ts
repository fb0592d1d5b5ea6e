// Input schemas of the role history API (spec section 3 "Role change": employee_id, start_date, new_role).
// Objects are strict: an unknown field is a 422 naming it.
import { z } from "zod";
import { zBodyId, zPathId, zText } from "@/lib/validation/api-fields";
import { zApiDate } from "./day";

export const ROLE_MAX = 200;

const ZRoleName = zText("new_role").pipe(
  z
    .string()
    .min(1, { error: "new_role is required" })
    .max(ROLE_MAX, { error: `new_role can be at most ${ROLE_MAX} characters` }),
);

export const ZRoleHistoryInput = z.object({ id: zPathId("id") }).strict();
export type TRoleHistoryInput = z.infer<typeof ZRoleHistoryInput>;

export const ZSetCurrentRoleInput = z
  .object({ employee_id: zBodyId("employee_id"), start_date: zApiDate("start_date"), new_role: ZRoleName })
  .strict();
export type TSetCurrentRoleInput = z.infer<typeof ZSetCurrentRoleInput>;

export const ZEditRoleInput = z
  .object({
    item_id: zBodyId("item_id"),
    new_role: ZRoleName.optional(),
    start_date: zApiDate("start_date").optional(),
  })
  .strict();
export type TEditRoleInput = z.infer<typeof ZEditRoleInput>;

export const ZDeleteRoleInput = z.object({ item_id: zBodyId("item_id") }).strict();
export type TDeleteRoleInput = z.infer<typeof ZDeleteRoleInput>;
