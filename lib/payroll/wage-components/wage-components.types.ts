// Input schemas of /api/integrations/wage_components (issue 20).
import { z } from "zod";
import { zBodyId, zPathId } from "@/lib/validation/api-fields";
import { zMonth, zYear } from "../payroll.types";

export const ZReadWageComponentsInput = z
  .object({
    integration_id: zBodyId("integration_id"),
    employee_id: zBodyId("employee_id").optional(),
    year: zYear().optional(),
    month: zMonth().optional(),
  })
  .strict();
export type TReadWageComponentsInput = z.infer<typeof ZReadWageComponentsInput>;

export const ZListWageComponentsInput = z.object({ employee_id: zPathId("employee_id") }).strict();
export type TListWageComponentsInput = z.infer<typeof ZListWageComponentsInput>;
