// POST /api/integrations/contracts/change-request/retry – {change_id} send an approved change to the payroll provider again after a failure
import { route } from "@/lib/api/route";
import { ZRetryChangeInput } from "@/lib/contracts/contracts.types";
import { retryContractChange } from "@/lib/contracts/retry-change";

export const POST = route(
  { input: ZRetryChangeInput, area: "contracts", permission: "contracts.manage" },
  retryContractChange,
);
