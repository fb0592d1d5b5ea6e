// GET /api/table_preferences/{table}: the caller's settings for one table, or the defaults.
import type { z } from "zod";
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { PAGINATION_DEFAULT_PAGE_SIZE, TABLE_PER_PAGE_OPTIONS } from "@/lib/ui/constants";
import type { TablePreferencesJson, ZGetTablePreferencesInput } from "./table-preferences.types";

export async function getTablePreferences(
  ctx: RequestContext,
  input: z.output<typeof ZGetTablePreferencesInput>,
): Promise<{ data: TablePreferencesJson }> {
  const row = await db.tablePreference.findUnique({
    where: { groupId_userId_tableKey: { groupId: ctx.group.id, userId: ctx.user.id, tableKey: input.table } },
  });
  if (!row)
    return {
      data: {
        table: input.table,
        per_page: PAGINATION_DEFAULT_PAGE_SIZE,
        columns: null,
        name_order: "first_last",
        calendar_sort: "name",
      },
    };
  const perPage = TABLE_PER_PAGE_OPTIONS.find((n) => n === row.perPage) ?? PAGINATION_DEFAULT_PAGE_SIZE;
  return {
    data: {
      table: row.tableKey,
      per_page: perPage,
      columns: row.columns,
      name_order: row.nameOrder,
      calendar_sort: row.calendarSort,
    },
  };
}
