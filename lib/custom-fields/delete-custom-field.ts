// POST delete: a custom field disappears from lists and columns. It is marked deleted rather than
// removed so that audit rows about its values still name a field; its values stay unread.
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { TDeleteCustomFieldInput } from "./custom-fields.types";
import { assertCustomFieldsEdition, findCustomField } from "./find-custom-field";

export async function deleteCustomField(ctx: RequestContext, input: TDeleteCustomFieldInput) {
  assertCustomFieldsEdition(ctx);
  const field = await findCustomField(ctx, input.custom_field_id);
  await db.$transaction(async (tx) => {
    await tx.customField.update({ where: { id: field.id }, data: { deletedAt: new Date() } });
    const values = await tx.customFieldValue.count({ where: { customFieldId: field.id } });
    await recordAudit(tx, ctx, {
      action: "delete",
      objectType: "custom_field",
      objectId: field.id,
      before: { name: field.name, type: field.type, object_type: field.objectType, values },
      after: null,
    });
  });
  return { ok: true };
}
