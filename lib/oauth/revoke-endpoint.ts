// RFC 7009 token revocation for clients: the app authenticates (secret, or client_id alone when public)
// and names one of its own access or refresh tokens. The answer is 200 whether or not the token existed,
// so a client cannot probe for other tokens; another app's token is left alone.
import { db } from "@/lib/db/client";
import { errorResponse } from "@/lib/api/route";
import { authenticateClient } from "./authenticate-client";
import { NO_STORE, OAuthError, oauthErrorResponse } from "./oauth-error";
import { hashSecret } from "./secrets";
import { readOAuthForm } from "./token-endpoint";

export async function handleRevokeRequest(req: Request): Promise<Response> {
  try {
    const form = await readOAuthForm(req);
    const app = await authenticateClient(req, form);
    const token = form.get("token");
    if (!token) throw new OAuthError("invalid_request", "token is required");
    const hash = hashSecret(token);
    await db.oAuthToken.updateMany({
      where: { clientAppId: app.id, revokedAt: null, OR: [{ accessHash: hash }, { refreshHash: hash }] },
      data: { revokedAt: new Date() },
    });
    return new Response(null, { status: 200, headers: NO_STORE });
  } catch (error) {
    return error instanceof OAuthError ? oauthErrorResponse(error) : errorResponse(error);
  }
}
