// The folders of one record with the number of files the caller sees in each; the default folder first
// (files without a folder), then the named folders by name.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { documentRights } from "./document-rights";
import { defaultFolderName } from "./document-settings";
import type { RelatedObject, TFolderJson } from "./documents.types";
import { visibleFilesWhere } from "./file-visibility";
import { recordFilesWhere, resolveRecord } from "./record-scope";

export async function listFolders(
  ctx: RequestContext,
  input: { relatedObject: RelatedObject; relatedObjectId: number },
): Promise<TFolderJson[]> {
  const rights = documentRights(ctx);
  const scope = await resolveRecord(
    rights,
    input.relatedObject,
    input.relatedObject === "company_wide" ? null : input.relatedObjectId,
    "read",
  );
  const [folders, counts, defaultName] = await Promise.all([
    db.fileFolder.findMany({
      where: { groupId: ctx.group.id, scopeKey: scope.scopeKey },
      select: { id: true, name: true },
      orderBy: { name: "asc" },
    }),
    db.file.groupBy({
      by: ["folderId"],
      where: { AND: [await visibleFilesWhere(ctx, rights), recordFilesWhere(ctx, scope)] },
      _count: { _all: true },
    }),
    defaultFolderName(ctx),
  ]);
  const countOf = new Map(counts.map((c) => [c.folderId, c._count._all]));
  return [
    { name: defaultName, is_default: true, file_count: countOf.get(null) ?? 0 },
    ...folders.map((f) => ({ name: f.name, is_default: false, file_count: countOf.get(f.id) ?? 0 })),
  ];
}
