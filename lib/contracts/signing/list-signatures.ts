// GET /api/contracts/{id}/signatures (HR: a contract's requests, newest first, and its signing state) and
// GET /api/contracts/signatures/mine (the caller's own requests, newest first).
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { findVisibleContract } from "../find-visible-contract";
import { signatureJson } from "./signature-json";
import { signingState } from "./signing-state";
import type { TContractIdInput } from "./signing.types";

export async function listContractSignatures(ctx: RequestContext, input: TContractIdInput) {
  const contract = await findVisibleContract(ctx, input.id);
  const rows = await db.contractSignatureRequest.findMany({
    where: { groupId: ctx.group.id, contractId: contract.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return { data: rows.map(signatureJson), state: signingState(rows[0]?.status) };
}

/** Signing states of many contracts at once (the Contracts tab): contract id -> newest request. */
export async function latestSignatures(groupId: number, contractIds: number[]) {
  if (contractIds.length === 0) return new Map<number, ReturnType<typeof signatureJson>>();
  const rows = await db.contractSignatureRequest.findMany({
    where: { groupId, contractId: { in: contractIds } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  const latest = new Map<number, ReturnType<typeof signatureJson>>();
  for (const row of rows) if (!latest.has(row.contractId)) latest.set(row.contractId, signatureJson(row));
  return latest;
}

export async function listMySignatures(ctx: RequestContext) {
  const own = ctx.membership.employeeId;
  if (own === null) return { data: [] };
  const rows = await db.contractSignatureRequest.findMany({
    where: { groupId: ctx.group.id, employeeId: own },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 100,
  });
  return { data: rows.map(signatureJson) };
}
