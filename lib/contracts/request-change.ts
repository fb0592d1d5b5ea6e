// POST /api/integrations/contracts/change-request: a change on a contract from a date (new wage, hours, days,
// function, schedule). A manager asks it (pending, for a rights holder to decide); a rights holder's own
// change is created approved (approve-change.ts applies it and sends it to the payroll provider), except on
// their own contract.
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { queueCommand } from "@/lib/integrations/start-command";
import { dayOf, parseIsoDate } from "@/lib/people-history/day";
import { approveChangeInTx } from "./approve-change";
import { changeJson } from "./change-json";
import { checkChangeFields } from "./change-rules";
import { checkReferences } from "./contract-references";
import type { TChangeRequestInput } from "./contracts.types";
import { findVisibleContract } from "./find-visible-contract";

export async function requestContractChange(ctx: RequestContext, input: TChangeRequestInput) {
  const contract = await findVisibleContract(ctx, input.contract_id);
  const errors = checkChangeFields(
    {
      startDate: dayOf(contract.startDate),
      endDate: contract.endDate ? dayOf(contract.endDate) : null,
      hoursPerWeek: Number(contract.hoursPerWeek),
      daysPerWeek: Number(contract.daysPerWeek),
      isVariableSchedule: contract.isVariableSchedule,
    },
    input,
  );
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  await checkReferences(ctx.group.id, { function_id: input.function_id });
  // A rights holder's change on their own contract (their own raise) waits for another rights holder.
  const approve = can(ctx.subject, "contracts.manage") && ctx.membership.employeeId !== contract.employeeId;
  const { change, command } = await db.$transaction(async (tx) => {
    const created = await tx.contractChange.create({
      data: {
        groupId: ctx.group.id,
        contractId: contract.id,
        changeDate: parseIsoDate(input.change_date),
        brutoCents: input.base_wage ?? null,
        hoursPerWeek: input.hours_per_week ?? null,
        daysPerWeek: input.days_per_week ?? null,
        functionId: input.function_id ?? null,
        weeklySchedule: (input.weekly_schedule ?? undefined) as Prisma.InputJsonValue | undefined,
        isVariableSchedule: input.is_variable_schedule ?? null,
        note: input.note ?? null,
        requestedByUserId: ctx.user.id,
      },
    });
    await recordAudit(tx, ctx, {
      action: "create",
      objectType: "contract_change",
      objectId: created.id,
      employeeId: contract.employeeId,
      after: changeJson(created),
    });
    if (!approve) return { change: created, command: null };
    return approveChangeInTx(tx, ctx, created, contract);
  });
  if (command) await queueCommand(command);
  return { data: changeJson(change, command) };
}
