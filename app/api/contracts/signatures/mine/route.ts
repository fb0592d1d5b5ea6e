// GET /api/contracts/signatures/mine – the caller's own contracts sent for signature, newest first
import { route } from "@/lib/api/route";
import { listMySignatures } from "@/lib/contracts/signing/list-signatures";

// No area or permission: every member may see what was sent to them (the query is bound to their person).
export const GET = route({}, listMySignatures);
