// POST edit: rename a custom field or change its comparison field. Type and object type stay: stored
// values were validated for them.
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { customFieldJson } from "./custom-field-json";
import type { TEditCustomFieldInput } from "./custom-fields.types";
import { assertCustomFieldsEdition, findCustomField } from "./find-custom-field";
import { assertFieldNameFree } from "./field-name-free";

export async function editCustomField(ctx: RequestContext, input: TEditCustomFieldInput) {
  assertCustomFieldsEdition(ctx);
  const field = await findCustomField(ctx, input.custom_field_id);
  if (input.name !== undefined) await assertFieldNameFree(ctx, field.objectType, input.name, field.id);
  const updated = await db.$transaction(async (tx) => {
    const row = await tx.customField.update({
      where: { id: field.id },
      data: {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.comparison_field !== undefined ? { comparisonField: input.comparison_field } : {}),
      },
      include: { options: { orderBy: { id: "asc" } } },
    });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "custom_field",
      objectId: field.id,
      before: { name: field.name, comparison_field: field.comparisonField },
      after: { name: row.name, comparison_field: row.comparisonField },
    });
    return row;
  });
  return { data: customFieldJson(updated) };
}
