// Input schemas of the managers API. Objects are strict: an unknown field is a 422 naming it.
import { z } from "zod";
import { ZPagination } from "@/lib/api/list-response";
import { zBodyId, zPathId } from "@/lib/validation/api-fields";

export const MAX_EXTRA_MANAGERS = 20;

export const ZListManagersInput = ZPagination.strict();
export type TListManagersInput = z.infer<typeof ZListManagersInput>;

/** GET calls take the person in the query string. */
export const ZEmployeeQueryInput = z.object({ employee_id: zPathId("employee_id") }).strict();
export type TEmployeeQueryInput = z.infer<typeof ZEmployeeQueryInput>;

export const ZSetExtraManagersInput = z
  .object({
    employee_id: zBodyId("employee_id"),
    manager_ids: z
      .array(zBodyId("manager_ids"), { error: "manager_ids must be a list of ids" })
      .max(MAX_EXTRA_MANAGERS, { error: `manager_ids can hold at most ${MAX_EXTRA_MANAGERS} people` }),
  })
  .strict();
export type TSetExtraManagersInput = z.infer<typeof ZSetExtraManagersInput>;

export const ZSetReportsToInput = z
  .object({ employee_id: zBodyId("employee_id"), reports_to_id: zBodyId("reports_to_id").nullable() })
  .strict();
export type TSetReportsToInput = z.infer<typeof ZSetReportsToInput>;
