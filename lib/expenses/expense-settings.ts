// GET /api/expenses/settings and POST .../settings/update: the company's mileage rate (euros per km; a
// default by country until HR sets one) and the one-off wage component type that claims processed "with
// the payroll" are sent as.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { DEFAULT_MILEAGE_RATE } from "./expense-rules";
import type { TExpenseSettingsInput } from "./expenses.types";

export async function loadExpenseSettings(ctx: RequestContext) {
  const row = await db.expenseSettings.findUnique({ where: { groupId: ctx.group.id } });
  return {
    mileageRatePerKm: row ? Number(row.mileageRatePerKm) : DEFAULT_MILEAGE_RATE[ctx.group.country],
    payrollTypeId: row?.payrollTypeId ?? null,
  };
}

export async function getExpenseSettings(ctx: RequestContext) {
  const settings = await loadExpenseSettings(ctx);
  return { data: { mileage_rate_per_km: settings.mileageRatePerKm, payroll_type_id: settings.payrollTypeId } };
}

export async function updateExpenseSettings(ctx: RequestContext, input: TExpenseSettingsInput) {
  const typeId = input.payroll_type_id ?? null;
  if (typeId !== null) {
    const type = await db.payrollOneOffType.findFirst({ where: { id: typeId, groupId: ctx.group.id } });
    if (!type) throw AppError.validation({ payroll_type_id: "payroll_type_id is not a one-off type of this company" });
  }
  const before = await loadExpenseSettings(ctx);
  await db.$transaction(async (tx) => {
    await tx.expenseSettings.upsert({
      where: { groupId: ctx.group.id },
      create: { groupId: ctx.group.id, mileageRatePerKm: input.mileage_rate_per_km, payrollTypeId: typeId },
      update: { mileageRatePerKm: input.mileage_rate_per_km, payrollTypeId: typeId },
    });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "expense_settings",
      objectId: ctx.group.id,
      before: { mileage_rate_per_km: before.mileageRatePerKm, payroll_type_id: before.payrollTypeId },
      after: { mileage_rate_per_km: input.mileage_rate_per_km, payroll_type_id: typeId },
    });
  });
  return getExpenseSettings(ctx);
}
