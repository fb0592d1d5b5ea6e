// POST /api/requests/wages/add – ask for a wage change (one's own, or a managed person's) with a motivation
import { route } from "@/lib/api/route";
import { fileWageRequest } from "@/lib/requests/wages/wage-requests";
import { ZFileWageInput } from "@/lib/requests/requests.types";

export const POST = route({ input: ZFileWageInput }, fileWageRequest);
