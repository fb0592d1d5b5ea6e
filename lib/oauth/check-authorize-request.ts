// Checks the query of /oauth/authorize before the consent page shows anything. Problems with the client or
// its redirect URI are shown on the page, never redirected (the URI cannot be trusted then).
import type { RequestContext } from "@/lib/api/context";
import { publicClientAppJson } from "@/lib/developer/client-app-json";
import { db } from "@/lib/db/client";
import { authorizableAppWhere } from "./find-authorizable-app";
import { splitScope } from "./oauth.types";

export type AuthorizeProblem = "response_type" | "client" | "redirect_uri" | "pkce" | "scope";
type Query = Record<string, string | string[] | undefined>;

export type AuthorizeRequest = {
  app: ReturnType<typeof publicClientAppJson>;
  redirectUri: string;
  scopes: string[];
  state?: string;
  codeChallenge: string;
};

export async function checkAuthorizeRequest(
  ctx: RequestContext,
  query: Query,
): Promise<AuthorizeRequest | { problem: AuthorizeProblem }> {
  const one = (key: string) => (typeof query[key] === "string" ? (query[key] as string) : undefined);
  const clientId = one("client_id");
  const app = clientId ? await db.clientApp.findFirst({ where: authorizableAppWhere(ctx, clientId) }) : null;
  if (!app) return { problem: "client" };
  // Required even with one registered URI: the token request must repeat it exactly.
  const redirectUri = one("redirect_uri");
  if (!redirectUri || !app.redirectUris.includes(redirectUri)) return { problem: "redirect_uri" };
  if (one("response_type") !== "code") return { problem: "response_type" };
  const challenge = one("code_challenge");
  if (!challenge || !/^[A-Za-z0-9_-]{43}$/.test(challenge) || one("code_challenge_method") !== "S256")
    return { problem: "pkce" };
  const scopes = one("scope") === undefined ? app.scopes : splitScope(one("scope"));
  if (scopes.length === 0 || scopes.some((s) => !app.scopes.includes(s))) return { problem: "scope" };
  return { app: publicClientAppJson(app), redirectUri, scopes, state: one("state"), codeChallenge: challenge };
}
