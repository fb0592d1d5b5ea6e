// POST /api/requests/commutes/add – the caller declares their own commute (self-service)
import { route } from "@/lib/api/route";
import { fileCommuteRequest } from "@/lib/requests/commutes/commute-requests";
import { ZFileCommuteInput } from "@/lib/requests/requests.types";

export const POST = route({ input: ZFileCommuteInput, permission: "requests.file_own" }, fileCommuteRequest);
