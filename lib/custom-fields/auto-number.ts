// auto_incrementing_int values are handed out by the server, never by a client: the next number per
// field is one above the highest given so far. The field row is locked first so that two requests
// numbering the same field at once wait for each other instead of handing out one number twice.
import type { RequestContext } from "@/lib/api/context";
import type { DbTransaction } from "@/lib/db/client";

/** Numbers the objects (in the order given) that have no value yet for this field. Returns the count. */
export async function assignAutoNumbers(
  tx: DbTransaction,
  groupId: number,
  fieldId: number,
  objectIds: number[],
): Promise<number> {
  if (objectIds.length === 0) return 0;
  await tx.$queryRaw`SELECT id FROM custom_field WHERE id = ${fieldId} FOR UPDATE`;
  const [{ max }] = await tx.$queryRaw<{ max: number | null }[]>`
    SELECT MAX(value::bigint)::int AS max FROM custom_field_value WHERE custom_field_id = ${fieldId} AND value ~ '^[0-9]+$'`;
  const taken = await tx.customFieldValue.findMany({
    where: { customFieldId: fieldId, objectId: { in: objectIds } },
    select: { objectId: true },
  });
  const done = new Set(taken.map((t) => t.objectId));
  const unnumbered = [...new Set(objectIds)].filter((id) => !done.has(id));
  let next = (max ?? 0) + 1;
  if (unnumbered.length) {
    await tx.customFieldValue.createMany({
      data: unnumbered.map((objectId) => ({ groupId, customFieldId: fieldId, objectId, value: String(next++) })),
    });
  }
  return unnumbered.length;
}

/**
 * For the people module: call inside the transaction that adds a person, so that every
 * auto_incrementing_int field of employees gives the new person the next number.
 */
export async function assignAutoNumbersForNewEmployee(
  tx: DbTransaction,
  ctx: RequestContext,
  employeeId: number,
): Promise<void> {
  if (ctx.group.groupAccess === "light") return;
  const fields = await tx.customField.findMany({
    where: { groupId: ctx.group.id, objectType: "employee", type: "auto_incrementing_int", deletedAt: null },
    select: { id: true },
  });
  for (const field of fields) await assignAutoNumbers(tx, ctx.group.id, field.id, [employeeId]);
}
