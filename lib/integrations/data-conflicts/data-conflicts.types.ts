// Input schemas of /api/integrations/data_conflicts (issue 19). Every field has its own message so a 422 names it.
import { z } from "zod";
import { ZPagination } from "@/lib/api/list-response";
import { zPathId, zSeenVersion } from "@/lib/validation/api-fields";
import { CONFLICT_FIELDS } from "./conflict-rules";

export const CONFLICT_STATUSES = ["open", "resolved", "ignored", "closed"] as const;

export const ZDataConflictListInput = ZPagination.extend({
  // Default: the open ones (what waits for a person).
  status: z.enum(CONFLICT_STATUSES, { error: `status must be one of ${CONFLICT_STATUSES.join(", ")}` }).default("open"),
  field: z.enum(CONFLICT_FIELDS, { error: `field must be one of ${CONFLICT_FIELDS.join(", ")}` }).optional(),
  employee_id: zPathId("employee_id").optional(),
  integration_id: zPathId("integration_id").optional(),
}).strict();
export type TDataConflictListInput = z.infer<typeof ZDataConflictListInput>;

export const ZDataConflictIdParam = z.object({ id: zPathId("id") }).strict();
export type TDataConflictIdParam = z.infer<typeof ZDataConflictIdParam>;

export const ZResolveDataConflictInput = z
  .object({
    id: zPathId("id"),
    resolution_method: z.enum(["ours", "theirs"], { error: "resolution_method must be ours or theirs" }),
    version: zSeenVersion,
  })
  .strict();
export type TResolveDataConflictInput = z.infer<typeof ZResolveDataConflictInput>;

export const ZIgnoreDataConflictInput = z.object({ id: zPathId("id"), version: zSeenVersion }).strict();
export type TIgnoreDataConflictInput = z.infer<typeof ZIgnoreDataConflictInput>;
