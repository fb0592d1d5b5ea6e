// POST /api/integrations/contracts/terminate – end a contract {contract_id, termination_reason, way_of_termination, initiated_by?, notification_date, end_date?, last_payout_date, notice_by_date?}
import { route } from "@/lib/api/route";
import { ZTerminateContractInput } from "@/lib/contracts/contracts.types";
import { terminateContract } from "@/lib/contracts/terminate-contract";

export const POST = route(
  { input: ZTerminateContractInput, area: "contracts", permission: "contracts.write" },
  terminateContract,
);
