// Input schemas of /api/integrations/calendar_conflicts (issue 20). Every field has its own message so a 422 names it.
import { z } from "zod";
import { ZPagination } from "@/lib/api/list-response";
import { zBodyId, zPathId, zSeenVersion } from "@/lib/validation/api-fields";
import { zMonth, zYear } from "../payroll.types";

export const ZCheckCalendarInput = z
  .object({ integration_id: zBodyId("integration_id"), year: zYear(), month: zMonth() })
  .strict();
export type TCheckCalendarInput = z.infer<typeof ZCheckCalendarInput>;

const STATUSES = ["open", "resolved", "ignored", "closed"] as const;
export const ZCalendarConflictListInput = ZPagination.extend({
  status: z.enum(STATUSES, { error: `status must be one of ${STATUSES.join(", ")}` }).default("open"),
  employee_id: zPathId("employee_id").optional(),
  integration_id: zPathId("integration_id").optional(),
  year: zYear().optional(),
  month: zMonth().optional(),
}).strict();
export type TCalendarConflictListInput = z.infer<typeof ZCalendarConflictListInput>;

export const ZCalendarConflictIdParam = z.object({ id: zPathId("id") }).strict();

export const ZResolveCalendarConflictInput = z
  .object({
    id: zPathId("id"),
    resolution_method: z.enum(["ours", "theirs"], { error: "resolution_method must be ours or theirs" }),
    version: zSeenVersion,
  })
  .strict();
export type TResolveCalendarConflictInput = z.infer<typeof ZResolveCalendarConflictInput>;

export const ZIgnoreCalendarConflictInput = z.object({ id: zPathId("id"), version: zSeenVersion }).strict();
export type TIgnoreCalendarConflictInput = z.infer<typeof ZIgnoreCalendarConflictInput>;
