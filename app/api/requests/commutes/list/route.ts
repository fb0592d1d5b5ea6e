// GET /api/requests/commutes/list – commute requests the caller sees (their own, and those HR decides), by status
import { route } from "@/lib/api/route";
import { listCommuteRequests } from "@/lib/requests/commutes/commute-requests";
import { ZRequestListInput } from "@/lib/requests/requests.types";

export const GET = route({ input: ZRequestListInput }, listCommuteRequests);
