// The newest signature request of a contract (its status is the contract's signing state).
import { db } from "@/lib/db/client";

export function latestRequest(groupId: number, contractId: number) {
  return db.contractSignatureRequest.findFirst({
    where: { groupId, contractId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
}
