// Listing, adding, editing and archiving day-off types. Types are archived, never deleted: requests and
// ledger entries keep pointing at them.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { CUSTOM_KIND } from "./day-off-type-catalogue";
import { dayOffTypeJson, ensureDayOffTypes, findDayOffType, typeIsOn } from "./day-off-types";
import type { TDayOffTypeInput, TEditDayOffTypeInput } from "./leave.types";

export async function listDayOffTypes(ctx: RequestContext, options: { includeArchived?: boolean } = {}) {
  await ensureDayOffTypes(ctx.group.id);
  const types = await db.dayOffType.findMany({ where: { groupId: ctx.group.id }, orderBy: { id: "asc" } });
  return {
    data: types
      .filter((t) => options.includeArchived || typeIsOn(ctx, t))
      .map((t) => dayOffTypeJson(t, typeIsOn(ctx, t))),
  };
}

export async function addDayOffType(ctx: RequestContext, input: TDayOffTypeInput) {
  await ensureDayOffTypes(ctx.group.id);
  const clash = await db.dayOffType.findFirst({
    where: { groupId: ctx.group.id, name: { equals: input.name, mode: "insensitive" } },
  });
  if (clash) throw AppError.validation({ name: "A day-off type with this name exists" });
  const created = await db.$transaction(async (tx) => {
    const type = await tx.dayOffType.create({
      data: {
        groupId: ctx.group.id,
        kind: CUSTOM_KIND,
        name: input.name,
        unit: input.unit,
        needsApproval: input.needs_approval,
        selfRequest: input.self_request,
        tracksBalance: input.tracks_balance,
        yearlyAllowance: input.yearly_allowance ?? null,
        colour: input.colour ?? "#475569",
        payrollCodes: input.payroll_codes ?? {},
      },
    });
    await recordAudit(tx, ctx, {
      action: "create",
      objectType: "day_off_type",
      objectId: type.id,
      after: dayOffTypeJson(type),
    });
    return type;
  });
  return { data: dayOffTypeJson(created) };
}

export async function editDayOffType(ctx: RequestContext, input: TEditDayOffTypeInput) {
  const type = await findDayOffType(ctx, input.day_off_type_id);
  if (input.name !== undefined && type.kind !== CUSTOM_KIND) {
    throw AppError.validation({ name: "A built-in type keeps its name" });
  }
  if (
    input.unit !== undefined &&
    input.unit !== type.unit &&
    (await db.leaveRequest.count({ where: { dayOffTypeId: type.id } })) > 0
  ) {
    throw AppError.validation({ unit: "The unit cannot change once the type has requests" });
  }
  const updated = await db.$transaction(async (tx) => {
    const row = await tx.dayOffType.update({
      where: { id: type.id },
      data: {
        name: input.name,
        unit: input.unit,
        needsApproval: input.needs_approval,
        selfRequest: input.self_request,
        tracksBalance: input.tracks_balance,
        yearlyAllowance: input.yearly_allowance,
        colour: input.colour,
        payrollCodes: input.payroll_codes,
      },
    });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "day_off_type",
      objectId: row.id,
      before: dayOffTypeJson(type),
      after: dayOffTypeJson(row),
    });
    return row;
  });
  return { data: dayOffTypeJson(updated, typeIsOn(ctx, updated)) };
}

export async function archiveDayOffType(ctx: RequestContext, input: { day_off_type_id: number }, archived = true) {
  const type = await findDayOffType(ctx, input.day_off_type_id);
  const updated = await db.$transaction(async (tx) => {
    const row = await tx.dayOffType.update({
      where: { id: type.id },
      data: { archivedAt: archived ? new Date() : null },
    });
    await recordAudit(tx, ctx, {
      action: archived ? "archive" : "restore",
      objectType: "day_off_type",
      objectId: row.id,
      before: { archived: type.archivedAt !== null },
      after: { archived },
    });
    return row;
  });
  return { data: dayOffTypeJson(updated, typeIsOn(ctx, updated)) };
}
