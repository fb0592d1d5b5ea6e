// The values a table preference can take, and its JSON. Apart from ./table-preferences.types.ts (zod
// schemas) so that the browser's table settings can use them without loading zod (issue 18).
import type { TABLE_PER_PAGE_OPTIONS } from "@/lib/ui/constants";

export const NAME_ORDERS = ["first_last", "last_first"] as const;
export const CALENDAR_SORTS = ["name", "last_name", "id"] as const;

export type TablePreferencesJson = {
  table: string;
  per_page: (typeof TABLE_PER_PAGE_OPTIONS)[number];
  /** null = the table's default columns (nothing stored yet). */
  columns: string[] | null;
  name_order: (typeof NAME_ORDERS)[number];
  calendar_sort: (typeof CALENDAR_SORTS)[number];
};
