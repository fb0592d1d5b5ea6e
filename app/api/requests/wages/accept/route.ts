// POST /api/requests/wages/accept – HR accepts a wage request (the contract-change hook runs)
import { route } from "@/lib/api/route";
import { acceptWageRequest } from "@/lib/requests/wages/wage-requests";
import { ZAcceptRequestInput } from "@/lib/requests/requests.types";

export const POST = route({ input: ZAcceptRequestInput, permission: "wage_requests.decide" }, acceptWageRequest);
