// POST /api/integrations/contracts/edit: corrects a contract's terms as recorded (a typing error, a wrong
// joint committee). The wage is not edited here: a new wage from a date is a change request, and the wage
// history keeps its own corrections. A terminated contract is not edited.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { formatDay, parseIsoDate, todayIso } from "@/lib/people-history/day";
import { CONTRACT_INCLUDE, contractJson, contractSnapshot } from "./contract-json";
import { checkReferences } from "./contract-references";
import { checkContractFields } from "./contract-rules";
import { writeScheduleInTx } from "./contract-schedule";
import type { TEditContractInput } from "./contracts.types";
import { findVisibleContract } from "./find-visible-contract";
import { findOverlappingContract } from "./overlap";

export async function editContract(ctx: RequestContext, input: TEditContractInput) {
  const contract = await findVisibleContract(ctx, input.contract_id);
  if (contract.terminatedAt) throw new AppError("conflict", "A terminated contract cannot be edited");
  const errors = checkContractFields(input, contract.country);
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  await checkReferences(ctx.group.id, input);
  const updated = await db.$transaction(async (tx) => {
    const overlap = await findOverlappingContract(
      tx,
      ctx.group.id,
      contract.employeeId,
      input.start_date,
      input.end_date ?? null,
      contract.id,
    );
    if (overlap) {
      throw AppError.validation({
        start_date: `start_date overlaps the contract that started on ${formatDay(overlap)}`,
      });
    }
    if (!input.is_variable_schedule && input.weekly_schedule) {
      await writeScheduleInTx(
        tx,
        ctx,
        contract.employeeId,
        input.start_date,
        input.weekly_schedule,
        input.employment_type,
      );
    }
    const be = contract.country === "BE";
    const row = await tx.contract.update({
      where: { id: contract.id },
      data: {
        contractType: input.contract_type,
        employmentType: input.employment_type,
        jointCommittee: be ? (input.joint_committee ?? null) : null,
        cao: be ? null : (input.cao ?? null),
        probationMonths: be ? null : (input.probation_months ?? null),
        isVariableSchedule: input.is_variable_schedule,
        daysPerWeek: input.days_per_week,
        hoursPerWeek: input.hours_per_week,
        departmentId: input.department_id ?? null,
        costCentreId: input.cost_centre_id ?? null,
        functionId: input.function_id ?? null,
        qualificationId: input.qualification_id ?? null,
        startDate: parseIsoDate(input.start_date),
        endDate: input.end_date ? parseIsoDate(input.end_date) : null,
      },
      include: CONTRACT_INCLUDE,
    });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "contract",
      objectId: contract.id,
      employeeId: contract.employeeId,
      before: contractSnapshot(contract),
      after: contractSnapshot(row),
    });
    return row;
  });
  return { data: contractJson(updated, todayIso()) };
}
