// For the people list: the display values of some custom fields for one page of people, read in one
// query (options come with it; team names in one more query only when a team field has values).
// The caller has already limited employeeIds to people it may see (visiblePeopleWhere).
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { displayCustomFieldValue } from "./display-value";
import { hasCustomFields } from "./find-custom-field";
import { resolveLookups } from "./resolve-lookups";

/** Map<employeeId, Record<fieldId, displayValue>>; people without values are absent. */
export async function customFieldValuesFor(
  ctx: RequestContext,
  employeeIds: number[],
  fieldIds: number[],
): Promise<Map<number, Record<number, string>>> {
  const result = new Map<number, Record<number, string>>();
  if (!hasCustomFields(ctx) || employeeIds.length === 0 || fieldIds.length === 0) return result;
  const values = await db.customFieldValue.findMany({
    where: {
      groupId: ctx.group.id,
      objectId: { in: employeeIds },
      customFieldId: { in: fieldIds },
      customField: { groupId: ctx.group.id, objectType: "employee", deletedAt: null },
    },
    select: {
      objectId: true,
      customFieldId: true,
      value: true,
      customField: { select: { type: true, options: { select: { id: true, optionName: true } } } },
    },
  });
  const fields = new Map(values.map((v) => [v.customFieldId, v.customField]));
  const teamIds = values.filter((v) => v.customField.type === "team").map((v) => Number(v.value));
  const lookups = await resolveLookups(ctx.group.id, [...fields.values()], teamIds);
  for (const v of values) {
    const row = result.get(v.objectId) ?? {};
    row[v.customFieldId] = displayCustomFieldValue(v.customField.type, v.value, lookups);
    result.set(v.objectId, row);
  }
  return result;
}
