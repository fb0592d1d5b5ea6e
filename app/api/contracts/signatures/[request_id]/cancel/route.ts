// POST /api/contracts/signatures/{request_id}/cancel – HR withdraws a request not yet answered
import { route } from "@/lib/api/route";
import { cancelSignature } from "@/lib/contracts/signing/cancel-signature";
import { ZSignatureRequestInput } from "@/lib/contracts/signing/signing.types";

export const POST = route(
  { input: ZSignatureRequestInput, area: "contracts", permission: "contracts.write" },
  cancelSignature,
);
