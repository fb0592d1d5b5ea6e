// Input schemas of the reseller-messages calls (issue 19). Every field has its own message so a 422 names it.
import { z } from "zod";
import { ZPagination } from "@/lib/api/list-response";
import { zBodyId, zPathId, zText } from "@/lib/validation/api-fields";

export const MESSAGE_SUBJECT_MAX = 150;
export const MESSAGE_BODY_MAX = 4000;

const text = (field: string, max: number) =>
  zText(field).pipe(
    z
      .string()
      .min(1, { error: `${field} is required` })
      .max(max, { error: `${field} is too long (at most ${max} characters)` }),
  );

export const ZPostResellerMessageInput = z
  .object({
    // The client company the message is for (one of the reseller's; any other answers 404).
    group_id: zBodyId("group_id"),
    subject: text("subject", MESSAGE_SUBJECT_MAX),
    body: text("body", MESSAGE_BODY_MAX),
  })
  .strict();
export type TPostResellerMessageInput = z.infer<typeof ZPostResellerMessageInput>;

export const ZListResellerMessagesInput = ZPagination.extend({
  unread: z.enum(["0", "1"], { error: "unread must be 0 or 1" }).optional(),
}).strict();
export type TListResellerMessagesInput = z.infer<typeof ZListResellerMessagesInput>;

export const ZResellerMessageIdParam = z.object({ id: zPathId("id") }).strict();
export type TResellerMessageIdParam = z.infer<typeof ZResellerMessageIdParam>;
