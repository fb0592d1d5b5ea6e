// POST /api/requests/wages/decline – HR declines a wage request with a message to the employee
import { route } from "@/lib/api/route";
import { declineWageRequest } from "@/lib/requests/wages/wage-requests";
import { ZDeclineRequestInput } from "@/lib/requests/requests.types";

export const POST = route({ input: ZDeclineRequestInput, permission: "wage_requests.decide" }, declineWageRequest);
