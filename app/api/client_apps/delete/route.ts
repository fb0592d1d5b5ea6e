// POST /api/client_apps/delete – delete a client app, revoking all its grants and tokens
import { route } from "@/lib/api/route";
import { deleteClientApp } from "@/lib/developer/delete-client-app";
import { ZClientAppRefInput } from "@/lib/developer/developer.types";

export const POST = route({ input: ZClientAppRefInput, area: "developer", scope: false }, deleteClientApp);
