// Two fields of one object type with the same name (whatever the case) would be indistinguishable as
// columns; the check is a 409 naming the field, like team names.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";

export async function assertFieldNameFree(ctx: RequestContext, objectType: string, name: string, exceptId?: number) {
  const clash = await db.customField.findFirst({
    where: {
      groupId: ctx.group.id,
      objectType,
      deletedAt: null,
      name: { equals: name, mode: "insensitive" },
      ...(exceptId ? { id: { not: exceptId } } : {}),
    },
    select: { id: true },
  });
  if (clash)
    throw new AppError("conflict", "A custom field with this name already exists", {
      fields: { name: "A custom field with this name already exists" },
    });
}

export async function assertOptionNameFree(fieldId: number, name: string, exceptId?: number) {
  const clash = await db.customFieldOption.findFirst({
    where: {
      customFieldId: fieldId,
      optionName: { equals: name, mode: "insensitive" },
      ...(exceptId ? { id: { not: exceptId } } : {}),
    },
    select: { id: true },
  });
  if (clash)
    throw new AppError("conflict", "This option already exists", {
      fields: { option_name: "This option already exists" },
    });
}
