// GET /api/contracts/signatures/{request_id}/pdf – the contract PDF as sent, or signed (?signed=1)
import { route } from "@/lib/api/route";
import { signaturePdf, ZSignaturePdfInput } from "@/lib/contracts/signing/signature-pdf";

// The employee it concerns or a contracts reader (checked in the use case; others get 404).
export const GET = route({ input: ZSignaturePdfInput }, signaturePdf);
