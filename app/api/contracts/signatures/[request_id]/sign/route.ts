// POST /api/contracts/signatures/{request_id}/sign – the employee signs their own contract (typed name, consent)
import { route } from "@/lib/api/route";
import { signContract } from "@/lib/contracts/signing/sign-contract";
import { ZSignInput } from "@/lib/contracts/signing/signing.types";

// Only the employee the request is for (the use case answers 404 to anyone else); never a read-only user.
export const POST = route({ input: ZSignInput }, signContract);
