// POST /api/expenses/receipts/add: a photo or PDF of a receipt on the caller's own draft (base64 JSON, as
// documents are sent). Over the size limit is a 413, anything but an image or a PDF by its content a 415;
// in both cases nothing is stored. Bytes go to lib/storage; the row and its audit row land together.
import { createHash } from "node:crypto";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { documentMaxBytes } from "@/lib/documents/upload-limits";
import { decodeBase64 } from "@/lib/people/photo-format";
import { checkDocument } from "@/lib/storage/content-type";
import { fileStore, newStorageKey } from "@/lib/storage/file-store";
import { isReceiptType, MAX_RECEIPTS_PER_CLAIM } from "./expense-rules";
import type { TAddReceiptInput } from "./expenses.types";
import { findOwnClaim } from "./find-claim";

export async function addExpenseReceipt(ctx: RequestContext, input: TAddReceiptInput) {
  const claim = await findOwnClaim(ctx, input.request_id);
  if (claim.status !== "draft") throw new AppError("conflict", `This claim is already ${claim.status}`);
  if (claim.receipts.length >= MAX_RECEIPTS_PER_CLAIM)
    throw AppError.validation({ file_base64: `A claim has at most ${MAX_RECEIPTS_PER_CLAIM} receipts` });
  const bytes = decodeBase64(input.file_base64);
  if (!bytes) throw AppError.validation({ file_base64: "file_base64 is not valid base64" });
  const max = documentMaxBytes();
  if (bytes.length > max)
    throw new AppError("payload_too_large", `The receipt is larger than ${Math.round(max / 1024 / 1024)} MB`, {
      fields: { file_base64: "The file is too large" },
    });
  const checked = checkDocument(bytes, input.filename);
  if (!checked.ok || !isReceiptType(checked.type)) {
    const message = "A receipt must be a photo (JPEG, PNG, WebP, GIF) or a PDF";
    throw new AppError("unsupported_media_type", message, { fields: { file_base64: message } });
  }
  const key = newStorageKey(ctx.group.id);
  const store = fileStore();
  await store.put(key, bytes, checked.type);
  try {
    const receipt = await db.$transaction(async (tx) => {
      const created = await tx.expenseReceipt.create({
        data: {
          groupId: ctx.group.id,
          claimId: claim.id,
          filename: checked.name,
          mimeType: checked.type,
          sizeBytes: bytes.length,
          storageKey: key,
          sha256: createHash("sha256").update(bytes).digest("hex"),
        },
      });
      await recordAudit(tx, ctx, {
        action: "create",
        objectType: "expense_receipt",
        objectId: created.id,
        employeeId: claim.employeeId,
        after: {
          claim_id: claim.id,
          filename: created.filename,
          mime_type: created.mimeType,
          size_bytes: bytes.length,
        },
      });
      return created;
    });
    return {
      data: {
        id: receipt.id,
        filename: receipt.filename,
        mime_type: receipt.mimeType,
        size_bytes: receipt.sizeBytes,
        url: `/api/expenses/receipts/${receipt.id}/download`,
      },
    };
  } catch (error) {
    await store.delete(key).catch(() => undefined);
    throw error;
  }
}
