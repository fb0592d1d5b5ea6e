// POST /api/integrations/people/belgium_only/addDimona: a Dimona IN for a person (or its dry run).
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { decryptField } from "@/lib/crypto/field-encryption";
import { db } from "@/lib/db/client";
import { companyToday } from "@/lib/leave/company-today";
import { findVisibleEmployee } from "@/lib/people/visible-employees";
import { requireBelgianCompany } from "./belgian-only";
import type { TAddDimonaInput } from "./dimona.types";
import { checkDimonaDraft, employerRule, workerIdentificationRule, type DimonaDraft } from "./rules";
import { submitDeclaration } from "./submit-declaration";

const WORKER_SELECT = {
  id: true,
  firstName: true,
  lastName: true,
  birthDate: true,
  birthPlace: true,
  nationality: true,
  countryCode: true,
  street: true,
  postalCode: true,
  city: true,
  nationalNumberEnc: true,
} as const;

const toDate = (iso: string | null | undefined) => (iso ? new Date(`${iso}T00:00:00Z`) : null);

export async function addDimona(ctx: RequestContext, input: TAddDimonaInput) {
  requireBelgianCompany(ctx);
  const employee = await findVisibleEmployee(ctx, input.employee_id, WORKER_SELECT);
  if (input.integration_id) {
    const integration = await db.integration.findFirst({ where: { id: input.integration_id, groupId: ctx.group.id } });
    if (!integration) throw AppError.notFound("Integration");
  }
  const group = await db.group.findUniqueOrThrow({ where: { id: ctx.group.id }, select: { enterpriseNumber: true } });
  const draft: DimonaDraft = {
    type: "IN",
    workerType: input.ContractType,
    jointCommittee: input.ParCom ?? null,
    startDate: input.contract_start_date ?? null,
    endDate: input.contract_end_date ?? null,
    startHour: input.StartingHour || null,
    endHour: input.EndingHour || null,
    plannedHours: input.PlannedHoursNbr ?? null,
    student: input.Student,
    extraShifts: input.extra_shifts,
    firstMonthC32a: input.FirstMonthC32ANbr || null,
    nextMonthC32a: input.NextMonthC32ANbr || null,
    userCompanyNumber: input.user_company_number || null,
    today: companyToday(),
  };
  const worker = {
    ...employee,
    ssin: decryptField(employee.nationalNumberEnc),
    birthDate: employee.birthDate?.toISOString().slice(0, 10) ?? null,
  };
  const breaches = [
    ...checkDimonaDraft(draft),
    ...workerIdentificationRule(worker),
    ...employerRule(group.enterpriseNumber),
  ];
  return submitDeclaration(ctx, breaches, input.dry_run, {
    employeeId: employee.id,
    type: "IN",
    workerType: draft.workerType,
    jointCommittee: draft.jointCommittee,
    startDate: toDate(draft.startDate),
    endDate: toDate(draft.endDate),
    startHour: draft.startHour,
    endHour: draft.endHour,
    plannedHours: draft.plannedHours,
    pauseMinutes: input.PauseMinutes ?? null,
    contractType: input.ContractType,
    student: input.Student,
    firstMonthC32a: draft.firstMonthC32a,
    nextMonthC32a: draft.nextMonthC32a,
    rszCategory: input.rsz_category ?? null,
    activityWithRisk: input.ActivityWithRisk,
    workerStatus: input.WorkerStatus ?? null,
    extraShifts: input.extra_shifts,
    isApprentice: input.isApprentice,
    employmentStatus: input.employment_status ?? null,
    userCompanyNumber: draft.userCompanyNumber,
    integrationId: input.integration_id ?? null,
  });
}
