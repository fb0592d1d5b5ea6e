// GET /api/requests/wages/{id}/detail – one wage request the caller sees (else 404)
import { route } from "@/lib/api/route";
import { getWageRequest } from "@/lib/requests/wages/wage-requests";
import { ZRequestIdParam } from "@/lib/requests/requests.types";

export const GET = route({ input: ZRequestIdParam }, getWageRequest);
