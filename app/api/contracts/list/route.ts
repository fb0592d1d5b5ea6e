// GET /api/contracts/list – current, upcoming and ending contracts {ending_within?, contract_type?, team_id?, page, per_page}
import { route } from "@/lib/api/route";
import { ZListContractsInput } from "@/lib/contracts/contracts.types";
import { listContracts } from "@/lib/contracts/list-contracts";

export const GET = route(
  { input: ZListContractsInput, area: "contracts", permission: "contracts.read" },
  listContracts,
);
