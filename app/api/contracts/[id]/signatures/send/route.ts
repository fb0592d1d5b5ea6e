// POST /api/contracts/{id}/signatures/send – make the contract's PDF and send it to the employee to sign
import { route } from "@/lib/api/route";
import { sendForSignature } from "@/lib/contracts/signing/send-for-signature";
import { ZContractIdInput } from "@/lib/contracts/signing/signing.types";

export const POST = route(
  { input: ZContractIdInput, area: "contracts", permission: "contracts.write" },
  sendForSignature,
);
