// Client authentication at the token endpoint: client_secret_basic or client_secret_post for a
// confidential app; a public app sends only its client_id (PKCE protects its codes).
import { db } from "@/lib/db/client";
import { isUnsafeText, UNSAFE_TEXT_MESSAGE } from "@/lib/api/unsafe-text";
import { OAuthError } from "./oauth-error";
import { sameHash } from "./secrets";

/** The client_id and secret the request presents (Basic credentials win over the form's). */
export function presentedClient(
  req: Request,
  form: URLSearchParams,
): { clientId: string | null; secret: string | null } {
  const basic = /^Basic\s+(\S+)$/i.exec(req.headers.get("authorization") ?? "");
  if (!basic) return { clientId: form.get("client_id"), secret: form.get("client_secret") };
  const decoded = Buffer.from(basic[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) throw new OAuthError("invalid_client", "Malformed Basic credentials");
  let clientId: string;
  let secret: string;
  try {
    clientId = decodeURIComponent(decoded.slice(0, colon));
    secret = decodeURIComponent(decoded.slice(colon + 1));
  } catch {
    throw new OAuthError("invalid_client", "Malformed Basic credentials");
  }
  // NUL and unpaired surrogates would reach the database (lib/api/unsafe-text.ts).
  if (isUnsafeText(clientId)) throw new OAuthError("invalid_request", `client_id ${UNSAFE_TEXT_MESSAGE}`);
  if (isUnsafeText(secret)) throw new OAuthError("invalid_request", `client_secret ${UNSAFE_TEXT_MESSAGE}`);
  return { clientId, secret };
}

export async function authenticateClient(req: Request, form: URLSearchParams) {
  const { clientId, secret } = presentedClient(req, form);
  if (!clientId) throw new OAuthError("invalid_client", "client_id is required");
  const app = await db.clientApp.findFirst({ where: { clientId, deletedAt: null } });
  if (!app) throw new OAuthError("invalid_client", "Unknown client");
  if (!app.isPublic) {
    if (!secret || !app.secretHash || !sameHash(secret, app.secretHash)) {
      throw new OAuthError("invalid_client", "Client authentication failed");
    }
  }
  return app;
}
