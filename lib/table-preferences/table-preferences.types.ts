// Table preferences (spec section 3): per page 10 or 30, at most 6 columns, people name order,
// calendar sort. Stored per user, account and table.
import { z } from "zod";
import { TABLE_COLUMNS_MAX, TABLE_PER_PAGE_OPTIONS } from "@/lib/ui/constants";

import { CALENDAR_SORTS, NAME_ORDERS } from "./table-preference-values";
export { CALENDAR_SORTS, NAME_ORDERS, type TablePreferencesJson } from "./table-preference-values";

export const ZTableKey = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, { error: "table must be a table name (lower case letters, digits, _)" });
const zColumnId = z.string().regex(/^[A-Za-z0-9_:.-]{1,64}$/, { error: "columns must be column ids" });

export const ZGetTablePreferencesInput = z.strictObject({ table: ZTableKey });

export const ZSaveTablePreferencesInput = z.strictObject({
  table: ZTableKey,
  per_page: z.union(
    TABLE_PER_PAGE_OPTIONS.map((n) => z.literal(n)),
    { error: `per_page must be ${TABLE_PER_PAGE_OPTIONS.join(" or ")}` },
  ),
  columns: z
    .array(zColumnId, { error: "columns must be a list" })
    .max(TABLE_COLUMNS_MAX, { error: `columns can hold at most ${TABLE_COLUMNS_MAX} columns` })
    .refine((cols) => new Set(cols).size === cols.length, { error: "columns must not repeat a column" }),
  name_order: z.enum(NAME_ORDERS, { error: "name_order must be first_last or last_first" }).default("first_last"),
  calendar_sort: z.enum(CALENDAR_SORTS, { error: "calendar_sort must be name, last_name or id" }).default("name"),
});
