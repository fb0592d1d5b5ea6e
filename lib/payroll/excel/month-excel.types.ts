// Input schemas of /api/integrations/month_excel (issue 20): the month's workbook out and back in.
import { z } from "zod";
import { zMonth, zYear } from "../payroll.types";

export const ZMonthExportInput = z.object({ year: zYear(), month: zMonth() }).strict();
export type TMonthExportInput = z.infer<typeof ZMonthExportInput>;

export const ZMonthImportInput = z
  .object({
    year: zYear(),
    month: zMonth(),
    file_base64: z.string({ error: "file_base64 is required" }).min(1, { error: "file_base64 is required" }),
    // false (the default): check and answer a preview, write nothing; true: write every row or none.
    confirm: z.boolean({ error: "confirm must be true or false" }).default(false),
  })
  .strict();
export type TMonthImportInput = z.infer<typeof ZMonthImportInput>;
