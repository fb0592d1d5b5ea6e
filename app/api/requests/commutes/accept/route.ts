// POST /api/requests/commutes/accept – HR accepts a commute request (its monthly allowance fixed from the settings)
import { route } from "@/lib/api/route";
import { acceptCommuteRequest } from "@/lib/requests/commutes/commute-requests";
import { ZAcceptRequestInput } from "@/lib/requests/requests.types";

export const POST = route({ input: ZAcceptRequestInput, permission: "commutes.decide" }, acceptCommuteRequest);
