// POST option add: a new option on a select_option field (admins).
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { optionJson } from "./custom-field-json";
import type { TAddOptionInput } from "./custom-fields.types";
import { assertCustomFieldsEdition, findCustomField } from "./find-custom-field";
import { assertOptionNameFree } from "./field-name-free";

export async function addCustomFieldOption(ctx: RequestContext, input: TAddOptionInput) {
  assertCustomFieldsEdition(ctx);
  const field = await findCustomField(ctx, input.custom_field_id);
  if (field.type !== "select_option") {
    throw AppError.validation({ custom_field_id: "custom_field_id must be a select_option field" });
  }
  await assertOptionNameFree(field.id, input.option_name);
  const option = await db.$transaction(async (tx) => {
    const created = await tx.customFieldOption.create({
      data: { customFieldId: field.id, optionName: input.option_name },
    });
    await recordAudit(tx, ctx, {
      action: "create",
      objectType: "custom_field_option",
      objectId: created.id,
      after: { custom_field_id: field.id, option_name: created.optionName },
    });
    return created;
  });
  return { data: optionJson(option) };
}
