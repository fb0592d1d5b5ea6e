// The hook an accepted wage request calls inside its transaction. Issue 22: accepting opens a contract
// change once the contracts module exists (lane `contracts`, lib/contracts, not on main when this was
// written). Until then nothing more happens: the accepted request is the record HR acts on. The contracts
// module replaces this body with its "open a contract change" use case (wage, effective date, motivation).
import type { RequestContext } from "@/lib/api/context";
import type { Prisma } from "@/lib/db/generated/client";

export type AcceptedWageRequest = {
  id: number;
  employeeId: number;
  proposedBrutoCents: number;
  effectiveDate: Date;
  motivation: string;
};

export async function onWageRequestAccepted(
  _tx: Prisma.TransactionClient,
  _ctx: RequestContext,
  _request: AcceptedWageRequest,
): Promise<void> {}
