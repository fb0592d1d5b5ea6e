// POST /api/client_apps/rotateSecret – a new secret for a confidential app, shown once
import { route } from "@/lib/api/route";
import { ZClientAppRefInput } from "@/lib/developer/developer.types";
import { rotateClientSecret } from "@/lib/developer/rotate-client-secret";

export const POST = route({ input: ZClientAppRefInput, area: "developer", scope: false }, rotateClientSecret);
