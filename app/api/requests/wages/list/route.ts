// GET /api/requests/wages/list – wage requests the caller sees (their own, those they filed, those HR decides)
import { route } from "@/lib/api/route";
import { listWageRequests } from "@/lib/requests/wages/wage-requests";
import { ZRequestListInput } from "@/lib/requests/requests.types";

export const GET = route({ input: ZRequestListInput }, listWageRequests);
