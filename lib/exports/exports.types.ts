import { z } from "zod";
import { zPathId } from "@/lib/validation/api-fields";
import { EXPORT_KIND_NAMES } from "./export-kinds";

export const ZStartExportInput = z
  .object({
    kind: z.enum(EXPORT_KIND_NAMES, { error: `kind must be one of ${EXPORT_KIND_NAMES.join(", ")}` }),
    filters: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();
export type TStartExportInput = z.infer<typeof ZStartExportInput>;

export const ZExportIdParam = z.object({ id: zPathId("id") }).strict();
export type TExportIdParam = z.infer<typeof ZExportIdParam>;
