// A person decides an open data conflict: resolve (resolution_method ours or theirs) or ignore. The
// decision claims the conflict under its version, so of two people deciding at once one wins and the other
// gets 409. "theirs" writes the provider's value to our record (only if ours is still the value the
// conflict shows, else 409: the sync must look again); "ours" keeps our value and is recorded (the
// adapters cannot write a person back to the provider yet: written_to_provider false). Audited with the
// real actor in the same transaction.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { canAccessArea } from "@/lib/access/areas";
import { can } from "@/lib/access/permissions";
import { recordAudit } from "@/lib/audit/record-audit";
import { decryptField } from "@/lib/crypto/field-encryption";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { isContractField, sameValue, type ConflictField, type FieldValue } from "./conflict-rules";
import { contractSnapshot } from "@/lib/contracts/contract-json";
import type { ContractFields } from "@/lib/contracts/contract-rules";
import { findOverlappingContract } from "@/lib/contracts/overlap";
import { dayOf, formatDay, parseIsoDate, todayIso } from "@/lib/people-history/day";
import { singleWeek, takeProviderTerm } from "./contract-decision";
import { auditedValue, employeeData, isWage, readStoredValue, realDateOrNull } from "./conflict-values";
import type { TIgnoreDataConflictInput, TResolveDataConflictInput } from "./data-conflicts.types";
import { findDataConflict, getDataConflict } from "./list-data-conflicts";
import { fullLastName } from "./record-conflicts";

type Tx = Prisma.TransactionClient;
type Conflict = Awaited<ReturnType<typeof findDataConflict>>;

const MOVED_ON = "Someone else decided this conflict first, or the sync changed it; reload it";
const RECORD_CHANGED = "Our record changed since this conflict was recorded; run the sync again";

// Deciding on a wage needs the wages right, on a national number the sensitive one; taking the provider's
// name or birth date changes the person, so it needs the right to change people. A contract's term is the
// contracts module's (its area: not in the light edition nor with disable_contracts) and its right.
function assertFieldRights(ctx: RequestContext, field: string, method: "ours" | "theirs" | null) {
  const allowed =
    field === "wage"
      ? can(ctx.subject, "wages.write")
      : isContractField(field)
        ? can(ctx.subject, method === "theirs" ? "contracts.write" : "contracts.read") &&
          canAccessArea(ctx.subject, "contracts")
        : field === "national_number"
          ? can(ctx.subject, "sensitive.read") && (method !== "theirs" || can(ctx.subject, "employees.write"))
          : method !== "theirs" || can(ctx.subject, "employees.write");
  if (!allowed) throw AppError.forbidden();
}

async function claim(
  tx: Tx,
  conflict: Conflict,
  seen: number | undefined,
  data: Prisma.DataConflictUpdateManyMutationInput,
) {
  if (conflict.status !== "open") throw new AppError("conflict", `This conflict is already ${conflict.status}`);
  if (seen !== undefined && seen !== conflict.version) throw new AppError("conflict", MOVED_ON);
  const claimed = await tx.dataConflict.updateMany({
    where: { id: conflict.id, status: "open", version: conflict.version },
    data: { ...data, version: { increment: 1 } },
  });
  if (claimed.count === 0) throw new AppError("conflict", MOVED_ON);
}

export async function resolveDataConflict(ctx: RequestContext, input: TResolveDataConflictInput) {
  const conflict = await findDataConflict(ctx, input.id);
  const method = input.resolution_method;
  assertFieldRights(ctx, conflict.field, method);
  const field = conflict.field as ConflictField;
  await db.$transaction(async (tx) => {
    await claim(tx, conflict, input.version, {
      status: "resolved",
      resolutionMethod: method,
      writtenToProvider: method === "ours" ? false : null,
      resolvedByUserId: ctx.user.id,
      resolvedAt: new Date(),
    });
    const ours = readStoredValue(field, conflict.ourValue);
    const theirs = readStoredValue(field, conflict.theirValue);
    if (method === "theirs" && isContractField(field)) {
      await writeTheirsOnContract(tx, ctx, conflict.contractId, field, ours, theirs);
    } else if (method === "theirs") await writeTheirs(tx, ctx, conflict.employeeId, field, ours, theirs);
    await recordAudit(tx, ctx, {
      action: "integration_conflict_resolve",
      objectType: "data_conflict",
      objectId: conflict.id,
      employeeId: conflict.employeeId,
      before: { status: "open" },
      after: { status: "resolved", resolution_method: method, field },
    });
  });
  return getDataConflict(ctx, { id: conflict.id });
}

export async function ignoreDataConflict(ctx: RequestContext, input: TIgnoreDataConflictInput) {
  const conflict = await findDataConflict(ctx, input.id);
  assertFieldRights(ctx, conflict.field, null);
  await db.$transaction(async (tx) => {
    await claim(tx, conflict, input.version, {
      status: "ignored",
      resolvedByUserId: ctx.user.id,
      resolvedAt: new Date(),
    });
    await recordAudit(tx, ctx, {
      action: "integration_conflict_ignore",
      objectType: "data_conflict",
      objectId: conflict.id,
      employeeId: conflict.employeeId,
      before: { status: "open" },
      after: { status: "ignored", field: conflict.field },
    });
  });
  return getDataConflict(ctx, { id: conflict.id });
}

// The provider's value onto our record, audited as the people and wage screens audit theirs.
async function writeTheirs(
  tx: Tx,
  ctx: RequestContext,
  employeeId: number,
  field: ConflictField,
  ours: FieldValue,
  theirs: FieldValue,
) {
  if (field === "wage") {
    if (!isWage(theirs)) throw new AppError("conflict", RECORD_CHANGED);
    const wage = await tx.employeeWage.findFirst({ where: { employeeId }, orderBy: { startDate: "desc" } });
    const current = wage ? { bruto_cents: wage.brutoCents, weekly_minutes: wage.weeklyMinutes } : null;
    if (!wage || !sameValue("wage", current, ours)) throw new AppError("conflict", RECORD_CHANGED);
    const after = { brutoCents: theirs.bruto_cents, weeklyMinutes: theirs.weekly_minutes };
    await tx.employeeWage.update({ where: { id: wage.id }, data: after });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "wage",
      objectId: wage.id,
      employeeId,
      before: { brutoCents: wage.brutoCents, weeklyMinutes: wage.weeklyMinutes },
      after,
    });
    return;
  }
  const person = await tx.employee.findUniqueOrThrow({
    where: { id: employeeId },
    select: { firstName: true, lastName: true, insertion: true, birthDate: true, nationalNumberEnc: true },
  });
  const current: Record<string, FieldValue> = {
    first_name: person.firstName,
    last_name: fullLastName(person),
    birth_date: person.birthDate?.toISOString().slice(0, 10) ?? null,
    national_number: decryptField(person.nationalNumberEnc),
  };
  if (!sameValue(field, current[field] ?? null, ours)) throw new AppError("conflict", RECORD_CHANGED);
  // A provider date recorded before dates were checked may be no real day: it cannot be written.
  if (field === "birth_date" && typeof theirs === "string" && !realDateOrNull(theirs)) {
    throw new AppError("conflict", "The provider's birth date is not a real date: keep ours or ignore the conflict");
  }
  await tx.employee.update({ where: { id: employeeId }, data: employeeData(field, theirs, person.insertion) });
  await recordAudit(tx, ctx, {
    action: "update",
    objectType: "employee",
    objectId: employeeId,
    employeeId,
    before: { [field]: auditedValue(field, ours) },
    after: { [field]: auditedValue(field, theirs) },
  });
}

// The provider's term onto the contract the conflict names, if ours is still the value it shows (else 409),
// and only if the contract with it passes the contract rules, as the contract form would let it (else 422
// naming the contract field: keep ours or ignore the conflict, or correct the contract first).
async function writeTheirsOnContract(
  tx: Tx,
  ctx: RequestContext,
  contractId: number | null,
  field: ConflictField,
  ours: FieldValue,
  theirs: FieldValue,
) {
  const contract = contractId
    ? await tx.contract.findFirst({ where: { id: contractId, groupId: ctx.group.id } })
    : null;
  if (!contract || typeof theirs !== "string" || !isContractField(field)) {
    throw new AppError("conflict", RECORD_CHANGED);
  }
  const current: Record<string, FieldValue> = {
    contract_type: contract.contractType,
    contract_hours: String(Number(contract.hoursPerWeek)),
    contract_days: String(Number(contract.daysPerWeek)),
    contract_end: contract.endDate ? dayOf(contract.endDate) : null,
  };
  if (!sameValue(field, current[field] ?? null, ours)) throw new AppError("conflict", RECORD_CHANGED);
  const decision = takeProviderTerm(await contractFields(tx, contract), field, theirs, contract.country);
  if (!decision.ok) refuseTerm(decision.errors);
  const merged = decision.merged;
  if (field === "contract_end" && merged.end_date) {
    const overlap = await findOverlappingContract(
      tx,
      ctx.group.id,
      contract.employeeId,
      merged.start_date,
      merged.end_date,
      contract.id,
    );
    if (overlap) refuseTerm({ end_date: `end_date overlaps the contract that started on ${formatDay(overlap)}` });
  }
  const data: Prisma.ContractUpdateInput =
    field === "contract_type"
      ? { contractType: merged.contract_type }
      : field === "contract_hours"
        ? { hoursPerWeek: merged.hours_per_week }
        : field === "contract_days"
          ? { daysPerWeek: merged.days_per_week }
          : { endDate: merged.end_date ? parseIsoDate(merged.end_date) : null };
  const updated = await tx.contract.update({ where: { id: contract.id }, data });
  await recordAudit(tx, ctx, {
    action: "update",
    objectType: "contract",
    objectId: contract.id,
    employeeId: contract.employeeId,
    before: contractSnapshot(contract),
    after: contractSnapshot(updated),
  });
}

const REFUSED_BY_RULES = "The contract rules refuse the provider's value: keep ours, or correct the contract first";

// 422 naming the contract field the rules refuse, and on resolution_method why, in a sentence the inbox shows
// (lib/api/localize-error.ts says it in the caller's language), as a calendar conflict's refusal does.
function refuseTerm(errors: Record<string, string>): never {
  throw AppError.validation({ ...errors, resolution_method: REFUSED_BY_RULES }, REFUSED_BY_RULES);
}

type ContractRow = {
  employeeId: number;
  contractType: ContractFields["contract_type"];
  jointCommittee: string | null;
  cao: string | null;
  probationMonths: number | null;
  isVariableSchedule: boolean;
  daysPerWeek: Prisma.Decimal;
  hoursPerWeek: Prisma.Decimal;
  startDate: Date;
  endDate: Date | null;
};

// The contract as the contract form holds it, with its weekly schedule: the person's schedule set within the
// contract and in force today (at its end once it ended, at its start before it starts).
async function contractFields(tx: Tx, contract: ContractRow): Promise<ContractFields> {
  const start = dayOf(contract.startDate);
  const end = contract.endDate ? dayOf(contract.endDate) : null;
  const today = todayIso();
  const onDay = [end && end < today ? end : today, start].sort().at(-1)!;
  const schedule = contract.isVariableSchedule
    ? null
    : await tx.workSchedule.findFirst({
        where: {
          employeeId: contract.employeeId,
          validFrom: { gte: contract.startDate, lte: parseIsoDate(onDay) },
        },
        orderBy: { validFrom: "desc" },
        select: { weeks: true },
      });
  return {
    contract_type: contract.contractType,
    joint_committee: contract.jointCommittee,
    cao: contract.cao,
    probation_months: contract.probationMonths,
    is_variable_schedule: contract.isVariableSchedule,
    weekly_schedule: schedule ? singleWeek(schedule.weeks) : null,
    days_per_week: Number(contract.daysPerWeek),
    hours_per_week: Number(contract.hoursPerWeek),
    start_date: start,
    end_date: end,
  };
}
