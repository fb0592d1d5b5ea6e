// Several people at once by id (for screens that show a selection): only the visible ones come back,
// in the order asked; ids the caller may not see are left out as if they did not exist.
import type { RequestContext } from "@/lib/api/context";
import { listResponse } from "@/lib/api/list-response";
import { db } from "@/lib/db/client";
import { EMPLOYEE_JSON_SELECT, employeeJson } from "./employee-json";
import type { TEmployeeInformationBulkInput } from "./people.types";
import { visiblePeopleWhere } from "./visible-employees";

export async function listEmployeeInformationBulk(ctx: RequestContext, input: TEmployeeInformationBulkInput) {
  const ids = [...new Set(input.employee_ids)];
  const rows = await db.employee.findMany({
    where: { AND: [visiblePeopleWhere(ctx), { id: { in: ids } }] },
    select: EMPLOYEE_JSON_SELECT,
    relationLoadStrategy: "join",
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const data = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [employeeJson(ctx, row)] : [];
  });
  return listResponse(data, data.length);
}
