// The company's one-off wage component types (the provider's codes), listed for pickers and added by HR.
import type { RequestContext } from "@/lib/api/context";
import { listResponse } from "@/lib/api/list-response";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { TAddOneOffTypeInput } from "./payroll.types";

export async function listOneOffTypes(ctx: RequestContext) {
  const rows = await db.payrollOneOffType.findMany({ where: { groupId: ctx.group.id }, orderBy: { code: "asc" } });
  return listResponse(
    rows.map((t) => ({ id: t.id, code: t.code, name: t.name })),
    rows.length,
  );
}

export async function addOneOffType(ctx: RequestContext, input: TAddOneOffTypeInput) {
  const type = await db.$transaction(async (tx) => {
    const created = await tx.payrollOneOffType.create({
      data: { groupId: ctx.group.id, code: input.code, name: input.name },
    });
    await recordAudit(tx, ctx, {
      action: "create",
      objectType: "payroll_one_off_type",
      objectId: created.id,
      after: { code: created.code, name: created.name },
    });
    return created;
  });
  return { data: { id: type.id, code: type.code, name: type.name } };
}
