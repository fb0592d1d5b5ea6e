// Errors of the token endpoint in RFC 6749 section 5.2 form ({ error, error_description }): OAuth client
// libraries read that shape, not the app's own error body.
export type OAuthErrorCode =
  | "invalid_request"
  | "invalid_client"
  | "invalid_grant"
  | "unauthorized_client"
  | "unsupported_grant_type"
  | "invalid_scope";

export class OAuthError extends Error {
  constructor(
    readonly code: OAuthErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "OAuthError";
  }

  get status(): number {
    return this.code === "invalid_client" ? 401 : 400;
  }
}

export const NO_STORE = { "Cache-Control": "no-store", Pragma: "no-cache" };

export function oauthErrorResponse(error: OAuthError): Response {
  const headers: Record<string, string> = { ...NO_STORE };
  if (error.status === 401) headers["WWW-Authenticate"] = 'Basic realm="oauth"';
  return Response.json({ error: error.code, error_description: error.message }, { status: error.status, headers });
}
