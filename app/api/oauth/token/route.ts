// POST /api/oauth/token – exchange an authorization code (with its PKCE verifier) or a refresh token for tokens
import { handleTokenRequest } from "@/lib/oauth/token-endpoint";

export const POST = Object.assign((req: Request) => handleTokenRequest(req), {
  meta: { kind: "oauth" as const, contentType: "application/x-www-form-urlencoded" },
});
