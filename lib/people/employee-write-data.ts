// Turns the fields of an add or edit into the row's data, after the rules no schema can check alone:
// field rights (national number, IBAN and the sensitive flag need the sensitive right), references
// inside the caller's group and scope (team, manager without a cycle), a national number used once per
// company, date order and a dialect of the chosen language. Only fields present in the input change.
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { encryptField, lookupHash } from "@/lib/crypto/field-encryption";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { bicForIban } from "@/lib/iban/iban";
import { visibleTeamsWhere } from "@/lib/teams/team-scope-filter";
import type { TEmployeeFields } from "./people.types";
import { dialectMatchesLanguage } from "./preferred-languages";
import { visiblePeopleWhere } from "./visible-employees";

type Existing = {
  id: number;
  startDate: Date | null;
  endDate: Date | null;
  preferredLanguage: string | null;
  languageDialect: string | null;
  bic: string | null;
};

const SENSITIVE_FIELDS = ["national_number", "iban", "is_sensitive"] as const;
// How far up a reporting line is followed when looking for a cycle; deeper lines do not exist in practice.
const MAX_REPORTING_DEPTH = 100;

export async function employeeWriteData(
  ctx: RequestContext,
  fields: TEmployeeFields & { first_name?: string; last_name?: string },
  existing: Existing | null,
): Promise<Prisma.EmployeeUncheckedUpdateInput> {
  assertFieldRights(ctx, fields);
  const has = (key: keyof typeof fields) => fields[key] !== undefined;
  await assertReferences(ctx, fields, existing);
  if (fields.national_number) await assertNationalNumberFree(ctx, fields.national_number, existing?.id);
  assertDates(fields, existing);
  const language = has("preferred_language") ? fields.preferred_language : existing?.preferredLanguage;
  const dialect = has("language_dialect") ? fields.language_dialect : existing?.languageDialect;
  if (!dialectMatchesLanguage(language, dialect)) {
    throw AppError.validation({ language_dialect: `language_dialect ${dialect} is not a dialect of ${language}` });
  }

  const data: Prisma.EmployeeUncheckedUpdateInput = {};
  const copy: [keyof typeof fields, keyof Prisma.EmployeeUncheckedUpdateInput][] = [
    ["first_name", "firstName"],
    ["last_name", "lastName"],
    ["insertion", "insertion"],
    ["initials", "initials"],
    ["last_name_composition", "lastNameComposition"],
    ["insertion_partner", "insertionPartner"],
    ["last_name_partner", "lastNamePartner"],
    ["email", "email"],
    ["private_email", "privateEmail"],
    ["phone", "phone"],
    ["birth_date", "birthDate"],
    ["birth_place", "birthPlace"],
    ["gender", "gender"],
    ["nationality", "nationality"],
    ["bic", "bic"],
    ["street", "street"],
    ["house_number", "houseNumber"],
    ["box", "box"],
    ["postal_code", "postalCode"],
    ["city", "city"],
    ["country_code", "countryCode"],
    ["employee_number", "employeeNumber"],
    ["job_title", "jobTitle"],
    ["team_id", "teamId"],
    ["department_id", "departmentRefId"],
    ["cost_centre_id", "costCentreRefId"],
    ["reports_to_id", "reportsToId"],
    ["start_date", "startDate"],
    ["end_date", "endDate"],
    ["seniority_date", "seniorityDate"],
    ["preferred_language", "preferredLanguage"],
    ["language_dialect", "languageDialect"],
    ["payroll_push_method", "payrollPushMethod"],
    ["is_sensitive", "isSensitive"],
  ];
  for (const [from, to] of copy) if (has(from)) (data as Record<string, unknown>)[to] = fields[from];
  if (has("national_number")) {
    data.nationalNumberEnc = encryptField(fields.national_number);
    data.nationalNumberHash = lookupHash(fields.national_number);
  }
  if (has("iban")) {
    data.ibanEnc = encryptField(fields.iban);
    // A new IBAN brings its bank's BIC unless the caller gave one; the old BIC belonged to the old bank.
    if (!has("bic")) data.bic = fields.iban ? bicForIban(fields.iban) : null;
  }
  return data;
}

function assertFieldRights(ctx: RequestContext, fields: TEmployeeFields) {
  if (can(ctx.subject, "sensitive.read")) return;
  const denied = SENSITIVE_FIELDS.filter((f) => fields[f] !== undefined);
  if (denied.length) {
    throw new AppError("forbidden", "Changing these fields needs the sensitive settings right", {
      fields: Object.fromEntries(denied.map((f) => [f, `You may not change ${f}`])),
    });
  }
}

async function assertReferences(ctx: RequestContext, fields: TEmployeeFields, existing: Existing | null) {
  if (fields.team_id) {
    const team = await db.team.findFirst({
      where: { AND: [visibleTeamsWhere(ctx), { id: fields.team_id }] },
      select: { id: true },
    });
    if (!team) throw AppError.validation({ team_id: "team_id is not a team you can use" });
  }
  await assertProviderReference(ctx, "department_id", "department", fields.department_id);
  await assertProviderReference(ctx, "cost_centre_id", "cost_centre", fields.cost_centre_id);
  if (fields.reports_to_id) {
    if (fields.reports_to_id === existing?.id)
      throw AppError.validation({ reports_to_id: "A person cannot report to themselves" });
    const manager = await db.employee.findFirst({
      where: { AND: [visiblePeopleWhere(ctx), { id: fields.reports_to_id }] },
      select: { id: true },
    });
    if (!manager) throw AppError.validation({ reports_to_id: "reports_to_id is not a person you can choose" });
    if (existing && (await reportsUpTo(ctx.group.id, fields.reports_to_id, existing.id))) {
      throw AppError.validation({ reports_to_id: "This would make a reporting loop" });
    }
  }
}

// A department or cost centre is one the company's payroll provider lists now: an active entry of the
// imported list of an integration of the caller's group that is not disabled.
async function assertProviderReference(
  ctx: RequestContext,
  field: "department_id" | "cost_centre_id",
  kind: "department" | "cost_centre",
  id: number | null | undefined,
) {
  if (!id) return;
  const entry = await db.providerReference.findFirst({
    where: { id, kind, groupId: ctx.group.id, active: true, integration: { status: { not: "disabled" } } },
    select: { id: true },
  });
  if (!entry) throw AppError.validation({ [field]: `${field} is not in your payroll provider's list` });
}

// Whether `target` is somewhere above `start` in the reporting line (then target -> start is a loop).
async function reportsUpTo(groupId: number, start: number, target: number): Promise<boolean> {
  let current: number | null = start;
  for (let depth = 0; current !== null && depth < MAX_REPORTING_DEPTH; depth++) {
    if (current === target) return true;
    const row: { reportsToId: number | null } | null = await db.employee.findFirst({
      where: { id: current, groupId },
      select: { reportsToId: true },
    });
    current = row?.reportsToId ?? null;
  }
  return false;
}

export async function assertNationalNumberFree(ctx: RequestContext, nationalNumber: string, exceptId?: number) {
  // Deleted people count: reactivating one must not make a duplicate.
  const clash = await db.employee.findFirst({
    where: {
      groupId: ctx.group.id,
      nationalNumberHash: lookupHash(nationalNumber),
      ...(exceptId ? { id: { not: exceptId } } : {}),
    },
    select: { id: true },
  });
  if (clash) {
    throw new AppError("conflict", "Another person of this company has this national number", {
      fields: { national_number: "Another person of this company has this national number" },
    });
  }
}

function assertDates(fields: TEmployeeFields, existing: Existing | null) {
  const start = fields.start_date !== undefined ? fields.start_date : existing?.startDate;
  const end = fields.end_date !== undefined ? fields.end_date : existing?.endDate;
  if (start && end && end < start) {
    throw AppError.validation({
      [fields.end_date !== undefined ? "end_date" : "start_date"]: "end_date cannot be before start_date",
    });
  }
  if (fields.birth_date && fields.birth_date > new Date()) {
    throw AppError.validation({ birth_date: "birth_date cannot be in the future" });
  }
}
