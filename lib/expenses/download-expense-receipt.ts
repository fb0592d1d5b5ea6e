// GET /api/expenses/receipts/{id}/download: a receipt of a claim the caller may open. Shown inline only when
// the sniffed type is on the storage layer's safe list (raster images, PDFs without HTML), else an attachment.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { contentDisposition } from "@/lib/documents/download-file";
import { fileStore } from "@/lib/storage/file-store";
import { isSafeInline } from "@/lib/storage/inline-safety";
import { visibleClaimWhere } from "./expense-scope";

export async function downloadExpenseReceipt(ctx: RequestContext, receiptId: number): Promise<Response> {
  const receipt = await db.expenseReceipt.findFirst({
    where: { id: receiptId, groupId: ctx.group.id, claim: visibleClaimWhere(ctx) },
  });
  if (!receipt) throw AppError.notFound("Receipt");
  const bytes = await fileStore().get(receipt.storageKey);
  if (!bytes) throw AppError.notFound("Receipt");
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": receipt.mimeType,
      "Content-Length": String(bytes.length),
      "Content-Disposition": contentDisposition(
        isSafeInline(receipt.mimeType, bytes) ? "inline" : "attachment",
        receipt.filename,
      ),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      ...(receipt.mimeType === "application/pdf"
        ? {}
        : { "Content-Security-Policy": "default-src 'none'; img-src 'self' data:; frame-ancestors 'self'" }),
    },
  });
}
