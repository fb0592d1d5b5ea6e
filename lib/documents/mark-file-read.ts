// GET /api/files/markAsRead?file_id: the caller has read the file (the spec uses GET for it). Only a file
// the caller may see; marking twice is harmless.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import type { TFileIdQuery } from "./documents.types";
import { findVisibleFile } from "./file-visibility";

export async function markFileRead(ctx: RequestContext, input: TFileIdQuery) {
  const file = await findVisibleFile(ctx, input.file_id);
  await markRead(ctx, file.id);
  return { file_id: file.id, is_read: true };
}

export async function markRead(ctx: RequestContext, fileId: number): Promise<void> {
  await db.fileRead.upsert({
    where: { fileId_userId: { fileId, userId: ctx.user.id } },
    create: { fileId, userId: ctx.user.id, groupId: ctx.group.id },
    update: {},
  });
}
