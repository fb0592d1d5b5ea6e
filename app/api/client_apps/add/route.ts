// POST /api/client_apps/add – register an OAuth client app; a confidential app's secret is shown once
import { route } from "@/lib/api/route";
import { addClientApp } from "@/lib/developer/add-client-app";
import { ZAddClientAppInput } from "@/lib/developer/developer.types";

export const POST = route({ input: ZAddClientAppInput, area: "developer", scope: false }, addClientApp);
