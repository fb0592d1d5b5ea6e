// Input schemas of the audit log API (spec section 3 "Audit log filters": page, employee_filter,
// year_month_filter, show_automated_filter, day_off_type_filter). Strict: an unknown field is a 422.
import { z } from "zod";
import { ZPagination } from "@/lib/api/list-response";
import { zPathId } from "@/lib/validation/api-fields";

// Query strings carry booleans as text: 1/true/yes on, 0/false/no off.
const zFlag = (field: string) =>
  z.union([z.boolean(), z.string()], { error: `${field} must be true or false` }).transform((v, ctx) => {
    if (typeof v === "boolean") return v;
    const t = v.trim().toLowerCase();
    if (["1", "true", "yes", "on"].includes(t)) return true;
    if (["0", "false", "no", "off", ""].includes(t)) return false;
    ctx.addIssue({ code: "custom", message: `${field} must be true or false` });
    return z.NEVER;
  });

export const ZAuditFilters = z.object({
  employee_filter: zPathId("employee_filter").optional(),
  year_month_filter: z
    .string({ error: "year_month_filter must be YYYY-MM" })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "year_month_filter must be YYYY-MM" })
    .optional(),
  show_automated_filter: zFlag("show_automated_filter").default(false),
  day_off_type_filter: zPathId("day_off_type_filter").optional(),
});
export type TAuditFilters = z.infer<typeof ZAuditFilters>;

export const ZAuditListInput = ZPagination.extend(ZAuditFilters.shape).strict();
export type TAuditListInput = z.infer<typeof ZAuditListInput>;

export const ZAuditExportInput = ZAuditFilters.strict();
export type TAuditExportInput = z.infer<typeof ZAuditExportInput>;

export const ZPersonIdParam = z.object({ id: zPathId("id") }).strict();

export const ZEmployeeDetailListInput = ZPagination.extend({ employee_id: zPathId("employee_id") }).strict();
export type TEmployeeDetailListInput = z.infer<typeof ZEmployeeDetailListInput>;

export const ZPersonalDetailsExcelInput = z.object({ employee_id: zPathId("employee_id") }).strict();

export const ZWageComponentsInput = ZPagination.extend({
  employee_filter: zPathId("employee_filter").optional(),
  year_month_filter: ZAuditFilters.shape.year_month_filter,
}).strict();
export type TWageComponentsInput = z.infer<typeof ZWageComponentsInput>;

export const ZWageComponentsExportInput = ZWageComponentsInput.omit({ page: true, per_page: true }).strict();

export const ZDayOffTypeExceptionsInput = ZPagination.extend({
  employee_filter: zPathId("employee_filter").optional(),
  day_off_type_filter: zPathId("day_off_type_filter").optional(),
}).strict();
export type TDayOffTypeExceptionsInput = z.infer<typeof ZDayOffTypeExceptionsInput>;
