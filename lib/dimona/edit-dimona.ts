// POST /api/integrations/advanced_dimona/editDimona: UPDATE, CANCEL or OUT of a Dimona period the company
// declared (found by period_id among its own declarations: another company's period is a 404). The period's
// worker type and committee come from its IN; its current dates from the last accepted IN or UPDATE.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { companyToday } from "@/lib/leave/company-today";
import { findVisibleEmployee } from "@/lib/people/visible-employees";
import { requireBelgianCompany } from "./belgian-only";
import type { TEditDimonaInput } from "./dimona.types";
import { checkDimonaDraft, type DimonaDraft } from "./rules";
import { submitDeclaration } from "./submit-declaration";

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);
const toDate = (iso: string | null | undefined) => (iso ? new Date(`${iso}T00:00:00Z`) : null);

export async function editDimona(ctx: RequestContext, input: TEditDimonaInput) {
  requireBelgianCompany(ctx);
  const periodId = input.period_id || null;
  const base: DimonaDraft = { type: input.type, workerType: "", periodId, today: companyToday() };
  // Without a well-formed period id there is nothing to look up: the rule answers.
  const shapeOnly = checkDimonaDraft({ ...base, startDate: null, endDate: null }).filter(
    (b) => b.field === "period_id",
  );
  if (shapeOnly.length) return submitDeclaration(ctx, shapeOnly, input.dry_run, {} as never);

  const declared = await db.dimonaDeclaration.findMany({
    where: { groupId: ctx.group.id, periodId, status: { in: ["A", "W", "S"] }, type: { in: ["IN", "UPDATE"] } },
    orderBy: { createdAt: "asc" },
  });
  const opening = declared.find((d) => d.type === "IN");
  if (!opening) throw AppError.notFound("Dimona period");
  const employee = await findVisibleEmployee(ctx, opening.employeeId, { id: true });
  const current = declared[declared.length - 1]!;

  const draft: DimonaDraft = {
    ...base,
    workerType: opening.workerType,
    jointCommittee: opening.jointCommittee,
    // JC 322 (temporary work) needs the user company's number on every declaration of the period.
    userCompanyNumber: opening.userCompanyNumber,
    extraShifts: opening.extraShifts,
    // CANCEL and OUT act on the period as it stands; an UPDATE says the new dates (unsaid: unchanged).
    startDate: input.type === "UPDATE" ? (input.contract_start_date ?? day(current.startDate)) : day(current.startDate),
    endDate:
      input.type === "CANCEL"
        ? day(current.endDate)
        : (input.contract_end_date ?? (input.type === "UPDATE" ? day(current.endDate) : null)),
    startHour: input.StartingHour || null,
    endHour: input.EndingHour || null,
    plannedHours: input.type === "UPDATE" ? (input.PlannedHoursNbr ?? null) : null,
  };
  return submitDeclaration(ctx, checkDimonaDraft(draft), input.dry_run, {
    employeeId: employee.id,
    type: input.type,
    workerType: opening.workerType,
    jointCommittee: opening.jointCommittee,
    startDate: toDate(draft.startDate),
    endDate: toDate(draft.endDate),
    startHour: draft.startHour,
    endHour: draft.endHour,
    plannedHours: draft.plannedHours,
    periodId,
    extraShifts: opening.extraShifts,
    student: opening.student,
    userCompanyNumber: opening.userCompanyNumber,
  });
}
