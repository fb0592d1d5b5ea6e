// The token endpoint's body: RFC 6749 wants application/x-www-form-urlencoded, so it cannot use route()'s
// JSON reader. Same discipline though: size cap, media type checked, every failure one error body. Failed
// client authentications and invalid grants are counted per client_id and address (lib/oauth/token-throttle.ts).
import { errorResponse } from "@/lib/api/route";
import { clientAddress } from "@/lib/api/request-checks";
import { UNSAFE_TEXT_MESSAGE } from "@/lib/api/unsafe-text";
import { unsafeField } from "@/lib/api/unsafe-text-response";
import { authenticateClient, presentedClient } from "./authenticate-client";
import { exchangeCode } from "./exchange-code";
import { NO_STORE, OAuthError, oauthErrorResponse } from "./oauth-error";
import { refreshTokens } from "./refresh-tokens";
import { recordTokenFailure, tokenRetryAfterSeconds, tokenThrottledResponse } from "./token-throttle";

const MAX_BODY = 16 * 1024;

export async function handleTokenRequest(req: Request): Promise<Response> {
  let clientId: string | null = null;
  const address = clientAddress(req);
  try {
    const form = await readOAuthForm(req);
    clientId = presentedClient(req, form).clientId;
    if (clientId) {
      const retryAfter = await tokenRetryAfterSeconds(clientId, address);
      if (retryAfter !== null) return tokenThrottledResponse(retryAfter);
    }
    const app = await authenticateClient(req, form);
    const grantType = form.get("grant_type");
    let tokens;
    if (grantType === "authorization_code") tokens = await exchangeCode(app, form);
    else if (grantType === "refresh_token") tokens = await refreshTokens(app, form);
    else throw new OAuthError("unsupported_grant_type", "grant_type must be authorization_code or refresh_token");
    return Response.json(tokens, { headers: NO_STORE });
  } catch (error) {
    if (!(error instanceof OAuthError)) return errorResponse(error);
    if (clientId && (error.code === "invalid_client" || error.code === "invalid_grant"))
      await recordTokenFailure(clientId, address);
    return oauthErrorResponse(error);
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
  // NUL and unpaired surrogates (lib/api/unsafe-text.ts) would reach the database: refused here, named.
  const unsafe = unsafeField(form);
  if (unsafe) throw new OAuthError("invalid_request", `${unsafe} ${UNSAFE_TEXT_MESSAGE}`);
  return form;
}
