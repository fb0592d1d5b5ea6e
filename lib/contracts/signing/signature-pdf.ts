// GET /api/contracts/signatures/{request_id}/pdf[?signed=1]: the contract PDF as sent (what the employee
// reads before signing), or the signed copy. For the employee it concerns and for those who may read the
// contract; anyone else gets 404.
import { z } from "zod";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { contentDisposition } from "@/lib/documents/download-file";
import { fileStore } from "@/lib/storage/file-store";
import { zPathId } from "@/lib/validation/api-fields";
import { findReadableRequest } from "./find-request";

export const ZSignaturePdfInput = z
  .object({
    request_id: zPathId("request_id"),
    signed: z.enum(["0", "1"], { error: "signed must be 0 or 1" }).optional(),
  })
  .strict();
export type TSignaturePdfInput = z.infer<typeof ZSignaturePdfInput>;

export async function signaturePdf(ctx: RequestContext, input: TSignaturePdfInput): Promise<Response> {
  const request = await findReadableRequest(ctx, input.request_id);
  let key = request.storageKey;
  let name = `contract-${request.contractId}.pdf`;
  if (input.signed === "1") {
    const file = request.signedFileId
      ? await db.file.findFirst({ where: { id: request.signedFileId, groupId: ctx.group.id } })
      : null;
    if (!file) throw AppError.notFound("Signed contract");
    key = file.storageKey;
    name = file.filename;
  }
  const bytes = await fileStore().get(key);
  if (!bytes) throw AppError.notFound("Contract document");
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.length),
      "Content-Disposition": contentDisposition("inline", name),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
