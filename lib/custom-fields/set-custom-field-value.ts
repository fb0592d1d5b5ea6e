// POST values/set: one value of one object, validated for the field's type. Writing needs
// employees.write on a person the caller may see; the audit row is on the person's trail.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db, type DbTransaction } from "@/lib/db/client";
import { assignAutoNumbers } from "./auto-number";
import type { TSetValueInput } from "./custom-fields.types";
import { assertCustomFieldsEdition, findCustomField } from "./find-custom-field";
import { findValueObject } from "./find-value-object";
import { parseCustomFieldValue } from "./parse-value";

type Field = Awaited<ReturnType<typeof findCustomField>>;

export async function setCustomFieldValue(ctx: RequestContext, input: TSetValueInput) {
  assertCustomFieldsEdition(ctx);
  const field = await findCustomField(ctx, input.custom_field_id);
  const object = await findValueObject(ctx, field.objectType, input.object_id);
  const value = await checkValue(ctx, field, input.value, "value");
  const stored = await db.$transaction((tx) => writeValue(tx, ctx, field, input.object_id, object.employeeId, value));
  return { data: { custom_field_id: field.id, object_id: input.object_id, value: stored } };
}

/** The canonical value, or a 422 naming `key`; team and option ids must belong to the group / field. */
export async function checkValue(ctx: RequestContext, field: Field, raw: unknown, key: string): Promise<string | null> {
  // An auto number is never typed: null asks the server to give one if the object has none yet.
  if (field.type === "auto_incrementing_int" && raw === null) return null;
  const parsed = parseCustomFieldValue(field.type, raw, key);
  if (!parsed.ok) throw AppError.validation({ [key]: parsed.message });
  if (parsed.value === null) return null;
  if (field.type === "team") {
    const team = await db.team.findFirst({
      where: { id: Number(parsed.value), groupId: ctx.group.id },
      select: { id: true },
    });
    if (!team) throw AppError.validation({ [key]: `${key} must be a team of your company` });
  }
  if (field.type === "select_option") {
    const option = await db.customFieldOption.findFirst({
      where: { id: Number(parsed.value), customFieldId: field.id },
      select: { id: true },
    });
    if (!option) throw AppError.validation({ [key]: `${key} must be an option of this field` });
  }
  return parsed.value;
}

/** Writes (or clears) one value with its audit row; answers the value now stored. */
export async function writeValue(
  tx: DbTransaction,
  ctx: RequestContext,
  field: Field,
  objectId: number,
  employeeId: number | null,
  value: string | null,
) {
  const key = { customFieldId_objectId: { customFieldId: field.id, objectId } };
  const before = await tx.customFieldValue.findUnique({ where: key, select: { value: true } });
  if (field.type === "auto_incrementing_int") {
    await assignAutoNumbers(tx, ctx.group.id, field.id, [objectId]);
  } else if (value === null) {
    if (before) await tx.customFieldValue.delete({ where: key });
  } else {
    await tx.customFieldValue.upsert({
      where: key,
      create: { groupId: ctx.group.id, customFieldId: field.id, objectId, value },
      update: { value },
    });
  }
  const after = await tx.customFieldValue.findUnique({ where: key, select: { value: true } });
  if ((before?.value ?? null) !== (after?.value ?? null)) {
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "custom_field_value",
      objectId: `${field.id}:${objectId}`,
      employeeId,
      before: { [field.name]: before?.value ?? null },
      after: { [field.name]: after?.value ?? null },
    });
  }
  return after?.value ?? null;
}
