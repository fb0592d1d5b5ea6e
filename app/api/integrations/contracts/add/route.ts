// POST /api/integrations/contracts/add – a new contract for a person, with its base wage, benefits and schedule
import { route } from "@/lib/api/route";
import { addContract } from "@/lib/contracts/add-contract";
import { ZAddContractInput } from "@/lib/contracts/contracts.types";

export const POST = route({ input: ZAddContractInput, area: "contracts", permission: "contracts.write" }, addContract);
