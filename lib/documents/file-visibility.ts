// The read rules of lib/documents/document-rights.ts as one Prisma filter: every list, search, count,
// detail and download starts from `visibleFilesWhere`, so a file someone may not see answers 404 exactly
// like a missing one (another group's too).
import { myTeamIds } from "@/lib/access/team-scope";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { documentRights, readableEmployeesWhere, type DocumentRights } from "./document-rights";
import { segmentsOf } from "./segments";

const NOTHING: Prisma.FileWhereInput = { id: -1 };

export async function visibleFilesWhere(
  ctx: RequestContext,
  rights: DocumentRights = documentRights(ctx),
): Promise<Prisma.FileWhereInput> {
  if (!rights.canRead) return NOTHING;
  const parts: Prisma.FileWhereInput[] = [{ relatedObject: "employee", employee: { is: readableEmployeesWhere(ctx) } }];
  if (rights.canReadCompany) {
    parts.push(
      rights.seesAllCompany
        ? { relatedObject: "company_wide" }
        : { relatedObject: "company_wide", OR: await companyTargetsOf(ctx) },
    );
  }
  return { groupId: ctx.group.id, OR: parts };
}

/** A company document reaches the caller when meant for all, for one of their teams, or for their segment. */
async function companyTargetsOf(ctx: RequestContext): Promise<Prisma.FileWhereInput[]> {
  const targets: Prisma.FileWhereInput[] = [{ visibleToAllTeams: true }];
  const teams = myTeamIds(ctx.subject);
  if (teams.length > 0) targets.push({ teams: { some: { teamId: { in: teams } } } });
  const segments = await callerSegments(ctx);
  if (segments.length > 0) targets.push({ segment: { in: segments } });
  return targets;
}

async function callerSegments(ctx: RequestContext): Promise<string[]> {
  const own = ctx.membership.employeeId;
  if (!own) return [];
  const person = await db.employee.findFirst({
    where: { id: own, groupId: ctx.group.id, deletedAt: null },
    select: {
      preferredLanguage: true,
      countryCode: true,
      _count: { select: { reports: { where: { deletedAt: null } } } },
    },
  });
  if (!person) return [];
  const managesTeams = (await db.teamManager.count({ where: { membershipId: ctx.membership.id } })) > 0;
  return segmentsOf({
    preferredLanguage: person.preferredLanguage,
    countryCode: person.countryCode,
    reportsCount: person._count.reports,
    managesTeams,
  });
}

export const FILE_SELECT = {
  id: true,
  relatedObject: true,
  employeeId: true,
  folderId: true,
  documentType: true,
  filename: true,
  description: true,
  mimeType: true,
  sizeBytes: true,
  storageKey: true,
  isImportant: true,
  visibleToAllTeams: true,
  segment: true,
  uploadedByUserId: true,
  uploadedByName: true,
  createdAt: true,
  folder: { select: { name: true } },
  teams: { select: { teamId: true } },
  employee: {
    select: {
      id: true,
      firstName: true,
      lastName: true,
      insertion: true,
      lastNameComposition: true,
      insertionPartner: true,
      lastNamePartner: true,
    },
  },
} as const satisfies Prisma.FileSelect;

export type FileRow = Prisma.FileGetPayload<{ select: typeof FILE_SELECT }>;

/** The file if the caller may see it; otherwise 404, exactly like an id that does not exist. */
export async function findVisibleFile(
  ctx: RequestContext,
  fileId: number,
  rights: DocumentRights = documentRights(ctx),
): Promise<FileRow> {
  const file = await db.file.findFirst({
    where: { AND: [await visibleFilesWhere(ctx, rights), { id: fileId }] },
    select: FILE_SELECT,
  });
  if (!file) throw AppError.notFound("File");
  return file;
}
