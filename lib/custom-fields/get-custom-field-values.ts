// GET the custom field values of one object: every field of that object type, with its stored value
// (canonical form) and the text to show, plus the options of select fields for an edit form.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { customFieldJson } from "./custom-field-json";
import type { TObjectValuesParam } from "./custom-fields.types";
import { displayCustomFieldValue } from "./display-value";
import { hasCustomFields } from "./find-custom-field";
import { findValueObject } from "./find-value-object";
import { resolveLookups } from "./resolve-lookups";

export async function getCustomFieldValues(ctx: RequestContext, input: TObjectValuesParam) {
  await findValueObject(ctx, input.object_type, input.object_id);
  if (!hasCustomFields(ctx)) return { data: [] };
  const fields = await db.customField.findMany({
    where: { groupId: ctx.group.id, objectType: input.object_type, deletedAt: null },
    orderBy: { id: "asc" },
    include: {
      options: { orderBy: { id: "asc" } },
      values: { where: { objectId: input.object_id }, select: { value: true } },
    },
  });
  const teamIds = fields.filter((f) => f.type === "team" && f.values[0]).map((f) => Number(f.values[0]!.value));
  const lookups = await resolveLookups(ctx.group.id, fields, teamIds);
  return {
    data: fields.map((field) => {
      const value = field.values[0]?.value ?? null;
      return {
        ...customFieldJson(field),
        custom_field_id: field.id,
        value,
        display_value: displayCustomFieldValue(field.type, value, lookups),
      };
    }),
  };
}
