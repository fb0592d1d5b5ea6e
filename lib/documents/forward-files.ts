// POST /api/inbox/documents/forward {file_ids}: mails the chosen files, as attachments, to the company's
// forward address (lib/documents/file-forward-email.ts). Only files the caller may see (any other id is a
// 404, like a missing one); at most 20 files and 20 MB of attachments per mail, 100 files an hour per
// person; staff only (not self-service employees). Audited per file.
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { composeMail, mailLocale } from "@/lib/mail/compose-mail";
import { sendMail } from "@/lib/mail/send-mail";
import { fileStore } from "@/lib/storage/file-store";
import { documentSettings } from "./document-settings";
import type { TForwardFilesInput } from "./documents.types";
import { findVisibleFile } from "./file-visibility";

const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;
// The mailbox is outside the company (the accountant, the social secretariat): a person forwards at most
// this many files an hour, counted from the audit rows the forwards leave.
const MAX_FILES_PER_HOUR = 100;

export async function forwardFiles(ctx: RequestContext, input: TForwardFilesInput) {
  // Staff send documents on to the company's mailbox; a self-service employee does not.
  if (!can(ctx.subject, "documents.forward"))
    throw AppError.forbidden("Only staff forward documents to the company's mailbox");
  const to = (await documentSettings(ctx.group.id))?.forwardEmail;
  if (!to)
    throw new AppError("conflict", "Set the company's forward address first", {
      fields: { file_ids: "No forward address is set" },
    });
  const ids = [...new Set(input.file_ids)];
  const lastHour = await db.auditLog.count({
    where: {
      groupId: ctx.group.id,
      actorUserId: ctx.user.id,
      action: "forward",
      objectType: "file",
      createdAt: { gt: new Date(Date.now() - 3_600_000) },
    },
  });
  if (lastHour + ids.length > MAX_FILES_PER_HOUR) {
    throw new AppError("rate_limited", `At most ${MAX_FILES_PER_HOUR} files can be forwarded an hour`, {
      headers: { "Retry-After": "3600" },
    });
  }
  const files = await Promise.all(ids.map((id) => findVisibleFile(ctx, id)));
  const total = files.reduce((sum, f) => sum + f.sizeBytes, 0);
  if (total > MAX_ATTACHMENT_BYTES)
    throw new AppError("payload_too_large", "These files are too large to send together", {
      fields: { file_ids: "Too large to send together" },
    });
  const store = fileStore();
  const attachments: { filename: string; content: Buffer; contentType: string }[] = [];
  for (const f of files) {
    const content = await store.get(f.storageKey);
    if (!content) throw AppError.notFound("File");
    attachments.push({ filename: f.filename, content, contentType: f.mimeType });
  }
  const mail = composeMail({
    kind: "documentsForwarded",
    to,
    locale: mailLocale(ctx.user.language),
    values: {
      sender: ctx.user.name || ctx.user.email,
      group: ctx.group.name,
      count: files.length,
      files: files.map((f) => f.filename).join(", "),
    },
  });
  await sendMail({ ...mail, attachments });
  await db.$transaction(async (tx) => {
    for (const f of files) {
      await recordAudit(tx, ctx, {
        action: "forward",
        objectType: "file",
        objectId: f.id,
        employeeId: f.employeeId,
        after: { forwarded_to: to },
      });
    }
  });
  return { ok: true, sent_to: to, file_ids: files.map((f) => f.id) };
}
