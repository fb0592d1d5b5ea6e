// POST option delete. The values that chose the option are cleared with it: a value pointing at a
// missing option would show as a bare id.
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { TDeleteOptionInput } from "./custom-fields.types";
import { assertCustomFieldsEdition, findCustomFieldOption } from "./find-custom-field";

export async function deleteCustomFieldOption(ctx: RequestContext, input: TDeleteOptionInput) {
  assertCustomFieldsEdition(ctx);
  const option = await findCustomFieldOption(ctx, input.option_id);
  await db.$transaction(async (tx) => {
    const cleared = await tx.customFieldValue.deleteMany({
      where: { customFieldId: option.customFieldId, value: String(option.id) },
    });
    await tx.customFieldOption.delete({ where: { id: option.id } });
    await recordAudit(tx, ctx, {
      action: "delete",
      objectType: "custom_field_option",
      objectId: option.id,
      before: { custom_field_id: option.customFieldId, option_name: option.optionName, values_cleared: cleared.count },
      after: null,
    });
  });
  return { ok: true };
}
