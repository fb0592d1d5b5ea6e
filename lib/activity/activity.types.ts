// Input schemas of the activity feed. Objects are strict: an unknown field is a 422 naming it.
import { z } from "zod";
import { ZPagination } from "@/lib/api/list-response";
import { zBodyId, zPathId, zText } from "@/lib/validation/api-fields";

/** Objects that have a feed; people only for now (other modules add theirs). */
export const ACTIVITY_OBJECTS = ["employee"] as const;
export const NOTE_MAX = 5000;

export const ZActivityListInput = ZPagination.extend({
  object: z.enum(ACTIVITY_OBJECTS, { error: `object must be one of ${ACTIVITY_OBJECTS.join(", ")}` }),
  id: zPathId("id"),
}).strict();
export type TActivityListInput = z.infer<typeof ZActivityListInput>;

export const ZAddNoteInput = z
  .object({
    object_type: z.enum(ACTIVITY_OBJECTS, { error: `object_type must be one of ${ACTIVITY_OBJECTS.join(", ")}` }),
    object_id: zBodyId("object_id"),
    note: zText("note").pipe(
      z
        .string()
        .min(1, { error: "note is required" })
        .max(NOTE_MAX, { error: `note can be at most ${NOTE_MAX} characters` }),
    ),
  })
  .strict();
export type TAddNoteInput = z.infer<typeof ZAddNoteInput>;
