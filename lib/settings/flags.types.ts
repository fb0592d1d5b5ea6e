// Input schemas of the feature-flag settings API. Objects are strict: an unknown field is a 422 naming it.
import { z } from "zod";

const zFlag = (field: string) => z.boolean({ error: `${field} must be true or false` });

// POST /api/settings/featureflags/{flagName}: {value} or {enable}; the multiple-managers flag also takes
// force_remove_extra_managers. The disable_toasts query parameter is read from the URL by the handler
// (a POST's input is its body).
export const ZSetFeatureFlagInput = z
  .object({
    flagName: z.string({ error: "flagName is required" }).max(100, { error: "flagName is too long" }),
    value: zFlag("value").optional(),
    enable: zFlag("enable").optional(),
    force_remove_extra_managers: zFlag("force_remove_extra_managers").optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.value === undefined && input.enable === undefined) {
      ctx.addIssue({ code: "custom", path: ["value"], message: "value (or enable) is required" });
    } else if (input.value !== undefined && input.enable !== undefined && input.value !== input.enable) {
      ctx.addIssue({ code: "custom", path: ["enable"], message: "enable contradicts value" });
    }
  });
export type TSetFeatureFlagInput = z.infer<typeof ZSetFeatureFlagInput>;
