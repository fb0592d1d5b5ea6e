// POST values/{object_type}/{object_id}: several values of one object at once (the employee page's custom
// fields form), all validated before any is written, in one transaction with one audit row per change.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import type { TSetValuesInput } from "./custom-fields.types";
import { assertCustomFieldsEdition } from "./find-custom-field";
import { findValueObject } from "./find-value-object";
import { checkValue, writeValue } from "./set-custom-field-value";
import { getCustomFieldValues } from "./get-custom-field-values";

export async function setCustomFieldValues(ctx: RequestContext, input: TSetValuesInput) {
  assertCustomFieldsEdition(ctx);
  const object = await findValueObject(ctx, input.object_type, input.object_id);
  const ids = Object.keys(input.values).map(Number);
  const fields = await db.customField.findMany({
    where: { id: { in: ids }, groupId: ctx.group.id, objectType: input.object_type, deletedAt: null },
  });
  const missing = ids.find((id) => !fields.some((f) => f.id === id));
  if (missing !== undefined)
    throw AppError.validation({ [`values.${missing}`]: `values.${missing} is not a custom field of this object` });
  const checked: { field: (typeof fields)[number]; value: string | null }[] = [];
  for (const field of fields) {
    checked.push({ field, value: await checkValue(ctx, field, input.values[String(field.id)], `values.${field.id}`) });
  }
  await db.$transaction(async (tx) => {
    for (const { field, value } of checked) await writeValue(tx, ctx, field, input.object_id, object.employeeId, value);
  });
  return getCustomFieldValues(ctx, { object_type: input.object_type, object_id: input.object_id });
}
