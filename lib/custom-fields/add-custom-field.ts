// POST add: a new custom field definition (admins). An auto-numbered people field numbers everybody
// already there at once (oldest first), so the column is never half empty.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { assignAutoNumbers } from "./auto-number";
import { customFieldJson } from "./custom-field-json";
import type { TAddCustomFieldInput } from "./custom-fields.types";
import { assertCustomFieldsEdition } from "./find-custom-field";
import { assertFieldNameFree } from "./field-name-free";

export async function addCustomField(ctx: RequestContext, input: TAddCustomFieldInput) {
  assertCustomFieldsEdition(ctx);
  if (input.options?.length && input.type !== "select_option") {
    throw AppError.validation({ options: "options can only be given for a select_option field" });
  }
  await assertFieldNameFree(ctx, input.object_type, input.name);
  const field = await db.$transaction(async (tx) => {
    const created = await tx.customField.create({
      data: {
        groupId: ctx.group.id,
        name: input.name,
        objectType: input.object_type,
        type: input.type,
        comparisonField: input.comparison_field ?? null,
        options: input.options?.length
          ? { create: [...new Set(input.options)].map((optionName) => ({ optionName })) }
          : undefined,
      },
      include: { options: { orderBy: { id: "asc" } } },
    });
    let numbered = 0;
    if (created.type === "auto_incrementing_int" && created.objectType === "employee") {
      const people = await tx.employee.findMany({
        where: { groupId: ctx.group.id, deletedAt: null },
        orderBy: { id: "asc" },
        select: { id: true },
      });
      numbered = await assignAutoNumbers(
        tx,
        ctx.group.id,
        created.id,
        people.map((p) => p.id),
      );
    }
    const json = customFieldJson(created);
    await recordAudit(tx, ctx, {
      action: "create",
      objectType: "custom_field",
      objectId: created.id,
      after: { ...json, options: json.options?.map((o) => o.option_name), ...(numbered ? { numbered } : {}) },
    });
    return json;
  });
  return { data: field };
}
