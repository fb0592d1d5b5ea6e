// GET /api/requests/commutes/{id}/detail – one commute request the caller sees (else 404)
import { route } from "@/lib/api/route";
import { getCommuteRequest } from "@/lib/requests/commutes/commute-requests";
import { ZRequestIdParam } from "@/lib/requests/requests.types";

export const GET = route({ input: ZRequestIdParam }, getCommuteRequest);
