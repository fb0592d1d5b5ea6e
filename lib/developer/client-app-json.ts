// The JSON shape of a client app for its developers (never the secret hash).
import type { ClientApp } from "@/lib/db/generated/client";

export function clientAppJson(app: ClientApp) {
  return {
    client_id: app.clientId,
    name: app.name,
    description: app.description,
    homepage_url: app.homepageUrl,
    redirect_uris: app.redirectUris,
    scopes: app.scopes,
    is_public: app.isPublic,
    created_at: app.createdAt.toISOString(),
  };
}

/** What the consent page shows any signed-in user. */
export function publicClientAppJson(app: ClientApp) {
  return {
    client_id: app.clientId,
    name: app.name,
    description: app.description,
    homepage_url: app.homepageUrl,
    scopes: app.scopes,
  };
}
