// POST /api/contracts/signatures/{request_id}/sign: the employee signs their own contract with their typed
// name and consent. Evidence (when, IP, user agent, the SHA-256 of the PDF they were shown) goes on the
// request and in the audit log; the signed PDF (the original plus a signature page) is stored in the
// person's documents. Only a "sent" request can be signed: a second sign (or a sign after a decline or a
// cancel) answers 409, also when two race (the update is conditional on the status).
import { createHash } from "node:crypto";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { clientAddress } from "@/lib/api/request-checks";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { displayName, NAME_PARTS_SELECT } from "@/lib/people/display-name";
import { fileStore, newStorageKey } from "@/lib/storage/file-store";
import { appendSignaturePage } from "./contract-pdf";
import { findRequestToAnswer } from "./find-request";
import { notifySignatureAnswered } from "./signature-notifications";
import { signatureJson } from "./signature-json";
import { pdfTranslator } from "./signing-messages";
import type { TSignInput } from "./signing.types";
import { typedNameMatches } from "./typed-name";

export async function signContract(ctx: RequestContext, input: TSignInput, req: Request) {
  const request = await findRequestToAnswer(ctx, input.request_id);
  if (request.status !== "sent") throw new AppError("conflict", `This contract is already ${request.status}`);
  const person = await db.employee.findFirstOrThrow({
    where: { id: request.employeeId, groupId: ctx.group.id },
    select: NAME_PARTS_SELECT,
  });
  const name = displayName(person);
  if (!typedNameMatches(input.typed_name, person))
    throw AppError.validation({ typed_name: `Type your name as it is on the contract: ${name}` });

  const store = fileStore();
  const original = await store.get(request.storageKey);
  const originalSha = original && createHash("sha256").update(original).digest("hex");
  // The bytes must be the ones sent: a signature over a different document would prove nothing.
  if (!original || originalSha !== request.documentSha256)
    throw new AppError("internal", "The contract document could not be read; ask HR to send it again");

  const signedAt = new Date();
  const ip = clientAddress(req);
  const userAgent = req.headers.get("user-agent")?.slice(0, 500) ?? null;
  const t = pdfTranslator(request.language);
  const signed = await appendSignaturePage(new Uint8Array(original), {
    title: t("signatureTitle"),
    signedAt,
    rows: [
      [t("signedBy"), input.typed_name],
      [t("person"), name],
      [t("signedAt"), `${signedAt.toISOString().replace("T", " ").slice(0, 19)} UTC`],
      [t("ip"), ip ?? "–"],
      [t("userAgent"), userAgent ?? "–"],
      [t("documentHash"), request.documentSha256],
      [t("consent"), t("consentText")],
      [t("reference"), `#${request.id}`],
    ],
  });
  const signedSha = createHash("sha256").update(signed).digest("hex");
  const filename = t("fileName", { person: name, date: signedAt.toISOString().slice(0, 10) });
  const key = newStorageKey(ctx.group.id);
  await store.put(key, Buffer.from(signed), "application/pdf");
  try {
    const updated = await db.$transaction(async (tx) => {
      const file = await tx.file.create({
        data: {
          groupId: ctx.group.id,
          relatedObject: "employee",
          employeeId: request.employeeId,
          documentType: "contract",
          filename,
          description: t("fileDescription", { id: request.id }),
          mimeType: "application/pdf",
          sizeBytes: signed.length,
          storageKey: key,
          sha256: signedSha,
          uploadedByUserId: ctx.user.id,
          uploadedByName: ctx.user.name || ctx.user.email,
          reads: { create: { userId: ctx.user.id, groupId: ctx.group.id } },
        },
        select: { id: true },
      });
      const { count } = await tx.contractSignatureRequest.updateMany({
        where: { id: request.id, status: "sent" },
        data: {
          status: "signed",
          decidedAt: signedAt,
          signedName: input.typed_name,
          signedIp: ip,
          signedUserAgent: userAgent,
          signedFileId: file.id,
          signedSha256: signedSha,
        },
      });
      if (count === 0) throw new AppError("conflict", "This contract is already answered");
      await recordAudit(tx, ctx, {
        action: "sign",
        objectType: "contract_signature",
        objectId: request.id,
        employeeId: request.employeeId,
        before: { status: "sent" },
        after: {
          status: "signed",
          contract_id: request.contractId,
          signed_name: input.typed_name,
          signed_at: signedAt.toISOString(),
          ip,
          user_agent: userAgent,
          document_sha256: request.documentSha256,
          signed_sha256: signedSha,
          file_id: file.id,
        },
      });
      await recordAudit(tx, ctx, {
        action: "create",
        objectType: "file",
        objectId: file.id,
        employeeId: request.employeeId,
        after: { related_object: "employee", document_type: "contract", filename, mime_type: "application/pdf" },
      });
      return tx.contractSignatureRequest.findUniqueOrThrow({ where: { id: request.id } });
    });
    await notifySignatureAnswered(ctx, updated, "contract_signed", name);
    return { data: signatureJson(updated) };
  } catch (error) {
    await store.delete(key).catch(() => undefined);
    throw error;
  }
}
