// GET the options of one custom field (select_option fields; any other type has none).
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { optionJson } from "./custom-field-json";
import { assertCustomFieldsEdition, findCustomField } from "./find-custom-field";

export async function listCustomFieldOptions(ctx: RequestContext, fieldId: number) {
  assertCustomFieldsEdition(ctx);
  const field = await findCustomField(ctx, fieldId);
  const options = await db.customFieldOption.findMany({ where: { customFieldId: field.id }, orderBy: { id: "asc" } });
  return { data: options.map(optionJson) };
}
