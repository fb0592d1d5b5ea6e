// POST /api/integrations/contracts/change-request/decide – {change_id, decision: approve|decline, decline_reason?} decide a pending change
import { route } from "@/lib/api/route";
import { ZDecideChangeInput } from "@/lib/contracts/contracts.types";
import { decideContractChange } from "@/lib/contracts/decide-change";

export const POST = route(
  { input: ZDecideChangeInput, area: "contracts", permission: "contracts.manage" },
  decideContractChange,
);
