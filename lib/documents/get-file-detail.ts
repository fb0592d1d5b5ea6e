// GET /api/files/{id}/detail: one file's JSON for a caller who may see it (else 404).
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { documentRights } from "./document-rights";
import type { TFileIdParam, TFileJson } from "./documents.types";
import { fileJson } from "./file-json";
import { findVisibleFile } from "./file-visibility";

export async function getFileDetail(ctx: RequestContext, input: TFileIdParam): Promise<TFileJson> {
  const rights = documentRights(ctx);
  const file = await findVisibleFile(ctx, input.id, rights);
  const read = await db.fileRead.count({ where: { fileId: file.id, userId: ctx.user.id } });
  return fileJson(ctx, rights, file, read > 0);
}
