// POST /api/requests/commutes/decline – HR declines a commute request with a message to the employee
import { route } from "@/lib/api/route";
import { declineCommuteRequest } from "@/lib/requests/commutes/commute-requests";
import { ZDeclineRequestInput } from "@/lib/requests/requests.types";

export const POST = route({ input: ZDeclineRequestInput, permission: "commutes.decide" }, declineCommuteRequest);
