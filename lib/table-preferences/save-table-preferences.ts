// POST /api/table_preferences/{table}: stores the caller's settings for one table (audited, so support
// can see when a view changed).
import type { z } from "zod";
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { TablePreferencesJson, ZSaveTablePreferencesInput } from "./table-preferences.types";

export async function saveTablePreferences(
  ctx: RequestContext,
  input: z.output<typeof ZSaveTablePreferencesInput>,
): Promise<{ data: TablePreferencesJson }> {
  const key = { groupId: ctx.group.id, userId: ctx.user.id, tableKey: input.table };
  const values = {
    perPage: input.per_page,
    columns: input.columns,
    nameOrder: input.name_order,
    calendarSort: input.calendar_sort,
  };
  await db.$transaction(async (tx) => {
    const before = await tx.tablePreference.findUnique({ where: { groupId_userId_tableKey: key } });
    const row = await tx.tablePreference.upsert({
      where: { groupId_userId_tableKey: key },
      create: { ...key, ...values },
      update: values,
    });
    await recordAudit(tx, ctx, {
      action: before ? "update" : "create",
      objectType: "table_preference",
      objectId: row.id,
      before: before && {
        table: before.tableKey,
        per_page: before.perPage,
        columns: before.columns,
        name_order: before.nameOrder,
        calendar_sort: before.calendarSort,
      },
      after: {
        table: row.tableKey,
        per_page: row.perPage,
        columns: row.columns,
        name_order: row.nameOrder,
        calendar_sort: row.calendarSort,
      },
    });
  });
  return {
    data: {
      table: input.table,
      per_page: input.per_page,
      columns: input.columns,
      name_order: input.name_order,
      calendar_sort: input.calendar_sort,
    },
  };
}
