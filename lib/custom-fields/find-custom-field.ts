// Loads a custom field or option of the caller's group; another group's id, a deleted field, or a
// missing one all answer 404 the same way.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";

export async function findCustomField(ctx: RequestContext, id: number) {
  const field = await db.customField.findFirst({ where: { id, groupId: ctx.group.id, deletedAt: null } });
  if (!field) throw AppError.notFound("Custom field");
  return field;
}

export async function findCustomFieldOption(ctx: RequestContext, optionId: number) {
  const option = await db.customFieldOption.findFirst({
    where: { id: optionId, customField: { groupId: ctx.group.id, deletedAt: null } },
    include: { customField: true },
  });
  if (!option) throw AppError.notFound("Option");
  return option;
}

/** Light accounts have no custom fields (spec section 6): writes are refused, reads answer empty lists. */
export function hasCustomFields(ctx: RequestContext): boolean {
  return ctx.group.groupAccess !== "light";
}

export function assertCustomFieldsEdition(ctx: RequestContext): void {
  if (!hasCustomFields(ctx)) throw AppError.forbidden("Custom fields are part of the full edition");
}
