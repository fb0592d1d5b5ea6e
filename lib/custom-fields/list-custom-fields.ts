// GET custom fields of one object type, with the options of select fields, in creation order.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { customFieldJson, type TCustomFieldJson } from "./custom-field-json";
import type { TListCustomFieldsInput } from "./custom-fields.types";
import { hasCustomFields } from "./find-custom-field";

export async function listCustomFields(
  ctx: RequestContext,
  input: TListCustomFieldsInput,
): Promise<{ data: TCustomFieldJson[] }> {
  if (!hasCustomFields(ctx)) return { data: [] };
  const fields = await db.customField.findMany({
    where: { groupId: ctx.group.id, objectType: input.object_type, deletedAt: null },
    orderBy: { id: "asc" },
    include: { options: { orderBy: { id: "asc" } } },
  });
  return { data: fields.map(customFieldJson) };
}
