// GET /api/contracts/{id}/signatures – a contract's signature requests, newest first, and its signing state
import { route } from "@/lib/api/route";
import { listContractSignatures } from "@/lib/contracts/signing/list-signatures";
import { ZContractIdInput } from "@/lib/contracts/signing/signing.types";

export const GET = route(
  { input: ZContractIdInput, area: "contracts", permission: "contracts.read" },
  listContractSignatures,
);
