// POST option edit: rename an option; values keep pointing at it by id.
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { optionJson } from "./custom-field-json";
import type { TEditOptionInput } from "./custom-fields.types";
import { assertCustomFieldsEdition, findCustomFieldOption } from "./find-custom-field";
import { assertOptionNameFree } from "./field-name-free";

export async function editCustomFieldOption(ctx: RequestContext, input: TEditOptionInput) {
  assertCustomFieldsEdition(ctx);
  const option = await findCustomFieldOption(ctx, input.option_id);
  await assertOptionNameFree(option.customFieldId, input.option_name, option.id);
  const updated = await db.$transaction(async (tx) => {
    const row = await tx.customFieldOption.update({
      where: { id: option.id },
      data: { optionName: input.option_name },
    });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "custom_field_option",
      objectId: option.id,
      before: { custom_field_id: option.customFieldId, option_name: option.optionName },
      after: { custom_field_id: option.customFieldId, option_name: row.optionName },
    });
    return row;
  });
  return { data: optionJson(updated) };
}
