// GET /api/client_apps/{client_id}/details/public: what the consent page shows.
import type { RequestContext } from "@/lib/api/context";
import { publicClientAppJson } from "@/lib/developer/client-app-json";
import type { TPublicDetailsInput } from "@/lib/developer/developer.types";
import { findAuthorizableApp } from "./find-authorizable-app";

export async function getPublicClientApp(ctx: RequestContext, input: TPublicDetailsInput) {
  return { data: publicClientAppJson(await findAuthorizableApp(ctx, input.id)) };
}
