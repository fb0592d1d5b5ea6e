// Input schemas of the benefits API (spec section 7 "Wages"). Objects are strict: an unknown field is a 422.
import { z } from "zod";
import { zPathId, zText } from "@/lib/validation/api-fields";

export const ZListBenefitsInput = z.object({ employee_id: zPathId("employee_id").optional() }).strict();
export type TListBenefitsInput = z.infer<typeof ZListBenefitsInput>;

export const ZWageBenefitsInput = z.object({ wage_id: zPathId("wage_id") }).strict();
export type TWageBenefitsInput = z.infer<typeof ZWageBenefitsInput>;

export const ZMonthBenefitsInput = z
  .object({
    employee_id: zPathId("employee_id"),
    year: z
      .string()
      .regex(/^\d{4}$/, { error: "year must be a year like 2025" })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1900, { error: "year must be 1900 or later" })
          .max(2200, { error: "year must be 2200 or earlier" }),
      ),
    month: z
      .string()
      .regex(/^\d{1,2}$/, { error: "month must be 1 to 12" })
      .transform(Number)
      .pipe(z.number().min(1, { error: "month must be 1 to 12" }).max(12, { error: "month must be 1 to 12" })),
  })
  .strict();
export type TMonthBenefitsInput = z.infer<typeof ZMonthBenefitsInput>;

export const ZEditInterpretationInput = z
  .object({
    description: zText("description").pipe(
      z
        .string()
        .min(1, { error: "description is required" })
        .max(200, { error: "description can be at most 200 characters" }),
    ),
    interpretation: zText("interpretation").pipe(
      z
        .string()
        .min(1, { error: "interpretation is required" })
        .max(2000, { error: "interpretation can be at most 2000 characters" }),
    ),
  })
  .strict();
export type TEditInterpretationInput = z.infer<typeof ZEditInterpretationInput>;
