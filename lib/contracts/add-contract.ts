// POST /api/integrations/contracts/add: a new contract for a person. Its base wage and benefits go into the
// wage history from the contract's start (addWageInTx: the open wage closes the day before), its fixed
// weekly schedule into the person's schedules; contract, wage, schedule and audit rows land together.
// A contract may not overlap another of the same person that has not ended.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { addWageInTx } from "@/lib/people-history/set-current-wage";
import { findVisibleEmployee } from "@/lib/people/visible-employees";
import { formatDay, parseIsoDate, todayIso } from "@/lib/people-history/day";
import { CONTRACT_INCLUDE, contractJson, contractSnapshot } from "./contract-json";
import { checkReferences } from "./contract-references";
import { checkContractFields } from "./contract-rules";
import { writeScheduleInTx } from "./contract-schedule";
import { findOverlappingContract } from "./overlap";
import type { TAddContractInput } from "./contracts.types";
import { proposeDimonaForContract } from "./dimona-hook";

export async function addContract(ctx: RequestContext, input: TAddContractInput) {
  const employee = await findVisibleEmployee(ctx, input.employee_id, { id: true });
  const country = ctx.group.country;
  const errors = checkContractFields(input, country);
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  await checkReferences(ctx.group.id, input);
  const created = await db.$transaction(async (tx) => {
    const overlap = await findOverlappingContract(
      tx,
      ctx.group.id,
      employee.id,
      input.start_date,
      input.end_date ?? null,
    );
    if (overlap) {
      throw AppError.validation({
        start_date: `start_date overlaps the contract that started on ${formatDay(overlap)}`,
      });
    }
    const wage = await addWageInTx(tx, ctx, employee.id, {
      start: input.start_date,
      brutoCents: input.base_wage,
      currency: "EUR",
      weeklyMinutes: Math.round(input.hours_per_week * 60),
      registrationCountryCode: country,
      extras: input.benefits,
    });
    if (!input.is_variable_schedule && input.weekly_schedule) {
      await writeScheduleInTx(tx, ctx, employee.id, input.start_date, input.weekly_schedule, input.employment_type);
    }
    const row = await tx.contract.create({
      data: {
        groupId: ctx.group.id,
        employeeId: employee.id,
        country,
        contractType: input.contract_type,
        employmentType: input.employment_type,
        jointCommittee: country === "BE" ? (input.joint_committee ?? null) : null,
        cao: country === "NL" ? (input.cao ?? null) : null,
        probationMonths: country === "NL" ? (input.probation_months ?? null) : null,
        isVariableSchedule: input.is_variable_schedule,
        daysPerWeek: input.days_per_week,
        hoursPerWeek: input.hours_per_week,
        wageId: wage.id,
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
      action: "create",
      objectType: "contract",
      objectId: row.id,
      employeeId: employee.id,
      after: contractSnapshot(row),
    });
    return row;
  });
  const dimona = await proposeDimonaForContract(ctx, created, "start");
  return { data: contractJson(created, todayIso()), dimona_proposal: dimona };
}
