// Input schemas of linking people by hand and of the reference lists (issue 19). Each message names its field.
import { z } from "zod";
import { ZPagination } from "@/lib/api/list-response";
import { zBodyId, zPathId, zText } from "@/lib/validation/api-fields";
import { REFERENCE_KINDS } from "./providers/provider";

export const ZLinkPersonInput = z
  .object({
    id: zPathId("id"),
    employee_id: zBodyId("employee_id"),
    // The provider's person id, as the sync reads it (a portal's worker number).
    external_id: zText("external_id").pipe(
      z
        .string()
        .min(1, { error: "external_id is required" })
        .max(64, { error: "external_id is too long (at most 64 characters)" }),
    ),
  })
  .strict();
export type TLinkPersonInput = z.infer<typeof ZLinkPersonInput>;

export const ZUnlinkPersonInput = z.object({ id: zPathId("id"), employee_id: zBodyId("employee_id") }).strict();
export type TUnlinkPersonInput = z.infer<typeof ZUnlinkPersonInput>;

export const ZPeopleLinksInput = ZPagination.extend({ id: zPathId("id") }).strict();
export type TPeopleLinksInput = z.infer<typeof ZPeopleLinksInput>;

export const ZReferenceListInput = ZPagination.extend({
  id: zPathId("id"),
  kind: z.enum(REFERENCE_KINDS, { error: `kind must be one of ${REFERENCE_KINDS.join(", ")}` }),
  // Default: the entries the provider still lists; "false" gives the ones it dropped, "all" both.
  active: z.enum(["true", "false", "all"], { error: "active must be true, false or all" }).default("true"),
}).strict();
export type TReferenceListInput = z.infer<typeof ZReferenceListInput>;
