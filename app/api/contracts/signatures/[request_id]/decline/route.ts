// POST /api/contracts/signatures/{request_id}/decline – the employee declines their own contract, with a reason
import { route } from "@/lib/api/route";
import { declineContract } from "@/lib/contracts/signing/decline-contract";
import { ZDeclineInput } from "@/lib/contracts/signing/signing.types";

export const POST = route({ input: ZDeclineInput }, declineContract);
