import { z } from "zod";
import { ZPagination } from "@/lib/api/list-response";

// A semicolon-joined audience filter (spec section 7); the server narrows it to the account's own tags.
const ZFilter = z
  .string()
  .max(500)
  .regex(/^[a-z0-9_;]*$/, "Only lower-case tags joined by ';'");

export const ZListProductNewsInput = z.strictObject({ ...ZPagination.shape, filter: ZFilter.optional() });
export type TListProductNewsInput = z.output<typeof ZListProductNewsInput>;

export const ZUnreadProductNewsInput = z.strictObject({ filter: ZFilter.optional() });
export type TUnreadProductNewsInput = z.output<typeof ZUnreadProductNewsInput>;

// Without post_ids: every post the user can see (opening the sidebar marks them all read).
export const ZMarkProductNewsReadInput = z.strictObject({
  post_ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(100).optional(),
});
export type TMarkProductNewsReadInput = z.output<typeof ZMarkProductNewsReadInput>;
