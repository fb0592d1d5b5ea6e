// POST /api/integrations/contracts/netherlands_only/delete – delete a Dutch contract never sent to the provider {contract_id}
import { route } from "@/lib/api/route";
import { ZContractIdInput } from "@/lib/contracts/contracts.types";
import { deleteContractOf } from "@/lib/contracts/delete-contract";

export const POST = route(
  { input: ZContractIdInput, area: "contracts", permission: "contracts.write" },
  deleteContractOf("NL"),
);
