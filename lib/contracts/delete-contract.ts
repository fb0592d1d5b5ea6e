// The contract delete endpoints for Belgium and the Netherlands (spec section 7). Only a contract that was
// never sent to the payroll provider and not read from it may go (it was entered by mistake); once the
// provider has it, it is terminated or corrected instead (409 saying so). A contract of the other country is not found on this
// endpoint. The wage history keeps the contract's wage (it has its own delete, deleteHistoricalWage).
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { contractSnapshot } from "./contract-json";
import type { TContractIdInput } from "./contracts.types";
import { findVisibleContract } from "./find-visible-contract";

export function deleteContractOf(country: "BE" | "NL") {
  return async (ctx: RequestContext, input: TContractIdInput) => {
    const contract = await findVisibleContract(ctx, input.contract_id);
    if (contract.country !== country) throw AppError.notFound("Contract");
    await db.$transaction(async (tx) => {
      // Re-read under the transaction: a send may have succeeded since.
      const current = await tx.contract.findUniqueOrThrow({ where: { id: contract.id } });
      // A contract read from the provider is theirs as much as ours: the same rule as a sent one. Once its
      // integration is deleted (integration id set to null, the reference kept) no provider holds it any more:
      // the normal rules apply.
      if (current.providerContractId !== null && current.integrationId !== null) {
        throw new AppError(
          "conflict",
          "This contract comes from the payroll provider: terminate it or correct it instead of deleting it",
          { fields: { contract_id: "held by the payroll provider" } },
        );
      }
      if (current.sentToProviderAt) {
        throw new AppError(
          "conflict",
          "This contract was sent to the payroll provider: terminate it or correct it instead of deleting it",
          { fields: { contract_id: "sent to the payroll provider" } },
        );
      }
      // A contract the employee signed, or one waiting for their signature, carries evidence (who, when, the
      // document's hash) and a link in their notifications: cancel the request first, and a signed one stays.
      const signing = await tx.contractSignatureRequest.findFirst({
        where: { contractId: contract.id, status: { in: ["sent", "signed"] } },
        select: { status: true },
      });
      if (signing) {
        throw new AppError(
          "conflict",
          signing.status === "signed"
            ? "The employee signed this contract: terminate it or correct it instead of deleting it"
            : "This contract waits for the employee's signature: cancel that request before deleting it",
          {
            fields: { contract_id: signing.status === "signed" ? "signed by the employee" : "waiting for a signature" },
          },
        );
      }
      await tx.contract.delete({ where: { id: contract.id } });
      await recordAudit(tx, ctx, {
        action: "delete",
        objectType: "contract",
        objectId: contract.id,
        employeeId: contract.employeeId,
        before: contractSnapshot(current),
      });
    });
    return { data: { id: contract.id, deleted: true } };
  };
}
