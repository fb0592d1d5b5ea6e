// The "file forward e-mail" (spec: getFileForwardEmail / setFileForwardEmail): one mailbox per company
// that documents are forwarded to, e.g. the accountant's, the social secretariat's or an archive inbox.
// POST /api/inbox/documents/forward sends chosen files there as attachments. Everyone who may see a file
// may read the address (to know where it goes); only company document keepers (admins, default users)
// set it. Stored in DocumentSettings.forwardEmail.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { documentRights } from "./document-rights";
import { documentSettings } from "./document-settings";
import type { TFileIdParam, TSetForwardEmailInput } from "./documents.types";
import { findVisibleFile } from "./file-visibility";

// GET /api/files/{id}/getFileForwardEmail
export async function getFileForwardEmail(ctx: RequestContext, input: TFileIdParam) {
  const file = await findVisibleFile(ctx, input.id);
  const settings = await documentSettings(ctx.group.id);
  return { file_id: file.id, email: settings?.forwardEmail ?? null };
}

// POST /api/files/setFileForwardEmail
export async function setFileForwardEmail(ctx: RequestContext, input: TSetForwardEmailInput) {
  if (!documentRights(ctx).canManageSettings) throw AppError.forbidden("Only admins and HR set the forward address");
  const before = (await documentSettings(ctx.group.id))?.forwardEmail ?? null;
  await db.$transaction(async (tx) => {
    await tx.documentSettings.upsert({
      where: { groupId: ctx.group.id },
      create: { groupId: ctx.group.id, forwardEmail: input.email },
      update: { forwardEmail: input.email },
    });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "document_settings",
      objectId: ctx.group.id,
      before: { forward_email: before },
      after: { forward_email: input.email },
    });
  });
  return { email: input.email };
}
