// GET /api/client_apps/{client_id}/details/public – name, description, homepage and scopes for the consent page
import { route } from "@/lib/api/route";
import { ZPublicDetailsInput } from "@/lib/developer/developer.types";
import { getPublicClientApp } from "@/lib/oauth/get-public-client-app";

export const GET = route({ input: ZPublicDetailsInput, scope: false }, getPublicClientApp);
