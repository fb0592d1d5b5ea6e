// Lists one kind of payroll-month entry for a month, for the people the caller can see.
import type { RequestContext } from "@/lib/api/context";
import { listResponse } from "@/lib/api/list-response";
import { db } from "@/lib/db/client";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";
import type { EntryKind, MonthFields } from "./entry-kinds";
import type { TMonthQuery } from "./payroll.types";

export async function listMonthEntries<F extends MonthFields>(
  ctx: RequestContext,
  kind: EntryKind<F>,
  input: TMonthQuery,
) {
  const rows = await kind.table(db as never).findMany({
    where: { groupId: ctx.group.id, year: input.year, month: input.month, employee: visiblePeopleWhere(ctx) },
    orderBy: [{ employeeId: "asc" }, { id: "asc" }],
  });
  return listResponse(rows.map(kind.toJson), rows.length);
}
