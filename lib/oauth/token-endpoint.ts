// The token endpoint's body: RFC 6749 wants application/x-www-form-urlencoded, so it cannot use route()'s
// JSON reader. Same discipline though: size cap, media type checked, every failure one error body.
import { errorResponse } from "@/lib/api/route";
import { authenticateClient } from "./authenticate-client";
import { exchangeCode } from "./exchange-code";
import { NO_STORE, OAuthError, oauthErrorResponse } from "./oauth-error";
import { refreshTokens } from "./refresh-tokens";

const MAX_BODY = 16 * 1024;

export async function handleTokenRequest(req: Request): Promise<Response> {
  try {
    const form = await readOAuthForm(req);
    const app = await authenticateClient(req, form);
    const grantType = form.get("grant_type");
    let tokens;
    if (grantType === "authorization_code") tokens = await exchangeCode(app, form);
    else if (grantType === "refresh_token") tokens = await refreshTokens(app, form);
    else throw new OAuthError("unsupported_grant_type", "grant_type must be authorization_code or refresh_token");
    return Response.json(tokens, { headers: NO_STORE });
  } catch (error) {
    return error instanceof OAuthError ? oauthErrorResponse(error) : errorResponse(error);
  }
}

export async function readOAuthForm(req: Request): Promise<URLSearchParams> {
  const type = (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") {
    throw new OAuthError("invalid_request", "Send the body as application/x-www-form-urlencoded");
  }
  const text = await req.text();
  if (text.length > MAX_BODY) throw new OAuthError("invalid_request", "The request body is too large");
  const form = new URLSearchParams(text);
  // RFC 6749 section 3.2: parameters must not repeat.
  for (const key of new Set(form.keys())) {
    if (form.getAll(key).length > 1) throw new OAuthError("invalid_request", `${key} is repeated`);
  }
  return form;
}
