// Company documents: whom they are meant for (GET getCompanyDocumentVisibility, POST
// setCompanyDocumentVisibility) and their details (GET getCompanyDocumentDetails). Employee-record files
// answer 404 on these calls, like a missing company document.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { documentRights } from "./document-rights";
import type { TFileIdParam, TSetCompanyVisibilityInput } from "./documents.types";
import { fileAuditSnapshot } from "./file-audit";
import { fileJson } from "./file-json";
import { companyVisibility } from "./file-targets";
import { findVisibleFile } from "./file-visibility";
import { findEditableFile, snapshotOf } from "./editable-file";
import { isSegmentKey, segmentLabel } from "./segments";

async function findCompanyFile(ctx: RequestContext, id: number) {
  const rights = documentRights(ctx);
  const file = await findVisibleFile(ctx, id, rights);
  if (file.relatedObject !== "company_wide") throw AppError.notFound("File");
  return { file, rights };
}

// GET /api/files/{id}/getCompanyDocumentVisibility
export async function getCompanyDocumentVisibility(ctx: RequestContext, input: TFileIdParam) {
  const { file } = await findCompanyFile(ctx, input.id);
  const teams = await db.team.findMany({
    where: { groupId: ctx.group.id, id: { in: file.teams.map((t) => t.teamId) } },
    select: { id: true, name: true },
    orderBy: { name: "asc" },
  });
  return {
    file_id: file.id,
    is_visible_for_all_teams: file.visibleToAllTeams,
    visible_for_specific_teams: teams.map((t) => t.id),
    teams: teams.map((t) => ({ team_id: t.id, name: t.name })),
    visible_for_specific_segment: file.segment,
    segment_label: file.segment && isSegmentKey(file.segment) ? segmentLabel(file.segment, ctx.user.language) : null,
  };
}

// POST /api/files/setCompanyDocumentVisibility
export async function setCompanyDocumentVisibility(ctx: RequestContext, input: TSetCompanyVisibilityInput) {
  const { file } = await findEditableFile(ctx, input.file_id);
  if (file.relatedObject !== "company_wide") throw AppError.notFound("File");
  const visibility = await companyVisibility(ctx, input);
  const before = snapshotOf(file);
  await db.$transaction(async (tx) => {
    await tx.file.update({
      where: { id: file.id },
      data: { visibleToAllTeams: visibility.visibleToAllTeams, segment: visibility.segment },
    });
    await tx.fileTeamVisibility.deleteMany({ where: { fileId: file.id } });
    if (visibility.teamIds.length)
      await tx.fileTeamVisibility.createMany({
        data: visibility.teamIds.map((teamId) => ({ fileId: file.id, teamId, groupId: ctx.group.id })),
      });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "file",
      objectId: file.id,
      before: fileAuditSnapshot(before),
      after: fileAuditSnapshot({ ...before, ...visibility }),
    });
  });
  return getCompanyDocumentVisibility(ctx, { id: file.id });
}

// GET /api/files/{id}/getCompanyDocumentDetails: the file JSON plus how many people it reaches and have read it.
export async function getCompanyDocumentDetails(ctx: RequestContext, input: TFileIdParam) {
  const { file, rights } = await findCompanyFile(ctx, input.id);
  const [myRead, readCount] = await Promise.all([
    db.fileRead.count({ where: { fileId: file.id, userId: ctx.user.id } }),
    db.fileRead.count({ where: { fileId: file.id, groupId: ctx.group.id } }),
  ]);
  return { ...fileJson(ctx, rights, file, myRead > 0), read_count: rights.seesAllCompany ? readCount : null };
}
