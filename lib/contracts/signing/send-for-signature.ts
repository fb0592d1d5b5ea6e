// POST /api/contracts/{id}/signatures/send: HR sends a contract to the employee for signature. The PDF is
// made now from the company's template and stored; its SHA-256 is what the employee will sign. Allowed from
// draft, declined or cancelled (a re-send is a new request); the person needs an enabled account to sign
// with. The employee hears of it in the app and by mail (signature-notifications.ts).
import { createHash } from "node:crypto";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { fileStore, newStorageKey } from "@/lib/storage/file-store";
import { findVisibleContract } from "../find-visible-contract";
import { latestRequest } from "./latest-request";
import { renderContract } from "./render-contract";
import { notifySignatureRequested } from "./signature-notifications";
import { signatureJson } from "./signature-json";
import { canTransition, signingState } from "./signing-state";
import type { TContractIdInput } from "./signing.types";

export async function sendForSignature(ctx: RequestContext, input: TContractIdInput) {
  const visible = await findVisibleContract(ctx, input.id);
  if (visible.terminatedAt) throw new AppError("conflict", "A terminated contract is not sent for signature");
  const state = signingState((await latestRequest(ctx.group.id, visible.id))?.status);
  if (!canTransition(state, "send")) throw new AppError("conflict", `This contract is already ${state}`);
  const sentAt = new Date();
  const rendered = await renderContract(ctx.group.id, ctx.group.name, visible.id, sentAt);
  if (!rendered.membership || rendered.membership.status !== "enabled")
    throw new AppError("conflict", "This person has no account in the app to sign with; invite them first");
  const sha256 = createHash("sha256").update(rendered.pdf).digest("hex");
  const key = newStorageKey(ctx.group.id);
  const store = fileStore();
  await store.put(key, Buffer.from(rendered.pdf), "application/pdf");
  let request;
  try {
    request = await db.$transaction(async (tx) => {
      const row = await tx.contractSignatureRequest.create({
        data: {
          groupId: ctx.group.id,
          contractId: visible.id,
          employeeId: visible.employeeId,
          language: rendered.language,
          renderedText: rendered.text,
          storageKey: key,
          documentSha256: sha256,
          sentByUserId: ctx.user.id,
          sentByName: ctx.user.name || ctx.user.email,
          sentAt,
        },
      });
      await recordAudit(tx, ctx, {
        action: "send_for_signature",
        objectType: "contract_signature",
        objectId: row.id,
        employeeId: visible.employeeId,
        after: { contract_id: visible.id, status: "sent", language: rendered.language, document_sha256: sha256 },
      });
      return row;
    });
  } catch (error) {
    await store.delete(key).catch(() => undefined);
    // Two sends racing: the partial unique index lets one through.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      throw new AppError("conflict", "This contract is already sent");
    throw error;
  }
  await notifySignatureRequested(ctx, request, rendered.membership.userId, rendered.person);
  return { data: signatureJson(request) };
}
