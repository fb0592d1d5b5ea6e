// POST /api/integrations/contracts/edit – correct a contract's recorded terms
import { route } from "@/lib/api/route";
import { ZEditContractInput } from "@/lib/contracts/contracts.types";
import { editContract } from "@/lib/contracts/edit-contract";

export const POST = route(
  { input: ZEditContractInput, area: "contracts", permission: "contracts.write" },
  editContract,
);
